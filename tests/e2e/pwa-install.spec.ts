import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { signInByApi } from './support/session'
import { waitForSynced, waitForServiceWorker } from './support/offline'
import { createConfirmedUser } from './support/users'

interface ManifestIcon {
  src: string
  sizes: string
  type?: string
  purpose?: string
}

test('the web app manifest is complete and every icon it names loads at its declared size', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href, 'index.html links the manifest').toBeTruthy()
  const response = await request.get(new URL(href!, page.url()).href)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/application\/(manifest\+)?json/)
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] }
  expect(manifest.name).toBeTruthy()
  expect(manifest.short_name).toBeTruthy()
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i)

  const find = (size: string, purpose?: string) =>
    manifest.icons.find((icon) => icon.sizes.split(' ').includes(size) && (purpose ? icon.purpose?.includes(purpose) : !icon.purpose || icon.purpose.includes('any')))
  const wanted = [find('192x192'), find('512x512'), find('512x512', 'maskable')]
  expect(wanted.map((icon) => icon?.sizes ?? 'missing')).toEqual(['192x192', '512x512', '512x512'])

  for (const icon of wanted) {
    const url = new URL(icon!.src, page.url()).href
    const res = await request.get(url)
    expect(res.status(), url).toBe(200)
    expect(res.headers()['content-type'], url).toContain('image/png')
    // Decode it in the page: a file that is not a real PNG of the declared size would not install.
    const size = await page.evaluate(async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      return `${img.naturalWidth}x${img.naturalHeight}`
    }, url)
    expect(size, url).toBe(icon!.sizes)
  }
})

test('Chromium finds no installability errors once the service worker controls the page', async ({ baseURL }) => {
  // Playwright's contexts are incognito, which Chromium never installs from ("in-incognito"): use a real profile.
  const profile = await mkdtemp(path.join(os.tmpdir(), 'elsy-install-'))
  const launch = test.info().project.use.launchOptions ?? {}
  const context = await chromium.launchPersistentContext(profile, { ...launch, baseURL, viewport: { width: 1280, height: 800 } })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitForServiceWorker(page)
    await checkInstallable(page, context)
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})

async function checkInstallable(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page)
  // The same check Chromium runs before it offers "Install app" (manifest, icons, worker with fetch handler).
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>
  }
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([])
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }> }
  expect(url).toContain('manifest.webmanifest')
  expect(errors.map((e) => e.message)).toEqual([])

  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(new URL(scope).pathname).toBe('/')
}

test('after sign-in the app asks the browser to keep its data (navigator.storage.persist)', async ({ page }) => {
  // Count the app's calls: headless Chromium decides by site engagement, so persisted() alone proves little.
  await page.addInitScript(() => {
    const original = navigator.storage.persist.bind(navigator.storage)
    const w = window as unknown as { __persistCalls: number }
    w.__persistCalls = 0
    navigator.storage.persist = () => {
      w.__persistCalls += 1
      return original()
    }
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => (window as unknown as { __persistCalls: number }).__persistCalls), 'not asked before sign-in').toBe(0)

  const user = await createConfirmedUser('persist')
  await signInByApi(page, user.email, user.password)
  await page.goto('/member')
  await waitForSynced(page)
  await expect.poll(() => page.evaluate(() => (window as unknown as { __persistCalls: number }).__persistCalls)).toBe(1)
  const persisted = await page.evaluate(() => navigator.storage.persisted())
  // Recorded, not asserted: Chromium grants it by engagement/permission, which a fresh headless profile lacks.
  test.info().annotations.push({ type: 'storage.persisted()', description: String(persisted) })
})
