import { expect, test } from '@playwright/test'
import { expectAppRendered, goOffline, goOnline, waitForServiceWorker } from './support/offline'

const HERO_CACHE = 'elsy-hero-video-v1'

test('the hero video is cached whole on an online visit, then plays offline from ranges cut out of that copy', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  // The first visit's video requests can predate the worker; from the next visit on they pass through it.
  await page.reload()
  const video = page.getByTestId('hero-video')
  await expect(video).toBeAttached()
  // The clip the browser chose among the <source>s (webm or mp4): the one that must be in the cache.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\//)
  const src = new URL(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).pathname
  const size = Number((await page.request.get(src)).headers()['content-length'])
  expect(size).toBeGreaterThan(0)

  await test.step('the worker stores the whole file (a 200, not a 206 piece)', async () => {
    await expect
      .poll(
        () =>
          page.evaluate(
            async ([name, path]) => {
              const cache = await caches.open(name)
              const hit = await cache.match(path)
              return hit ? { status: hit.status, bytes: (await hit.arrayBuffer()).byteLength } : null
            },
            [HERO_CACHE, src] as const,
          ),
        { timeout: 20_000, message: `${src} in cache ${HERO_CACHE}` },
      )
      .toEqual({ status: 200, bytes: size })
  })

  await goOffline(context)
  await page.reload()
  await expectAppRendered(page)

  await test.step('offline, the video loads and its time advances', async () => {
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2)
    await video.evaluate((v: HTMLVideoElement) => v.play().catch(() => undefined))
    const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime)
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.3)
    expect(await video.evaluate((v: HTMLVideoElement) => v.error?.code ?? null)).toBeNull()
  })

  await test.step('offline, a Range request is answered 206 with exactly those bytes', async () => {
    const answer = await page.evaluate(async (path) => {
      const res = await fetch(path, { headers: { Range: 'bytes=100-1123' } })
      return { status: res.status, range: res.headers.get('content-range'), bytes: (await res.arrayBuffer()).byteLength }
    }, src)
    expect(answer).toEqual({ status: 206, range: `bytes 100-1123/${size}`, bytes: 1024 })
  })

  await goOnline(context)
})
