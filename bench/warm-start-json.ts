import type { Page, Response } from '@playwright/test'
import { closeSql } from '../tests/e2e/support/db.ts'
import { waitForSynced } from '../tests/e2e/support/offline.ts'
import { signInByApi } from '../tests/e2e/support/session.ts'
import { launchChromium } from './lib/browser.ts'
import { report, startBenchStack } from './lib/stack.ts'

/**
 * Warm app start: the demo member has synced once; the app starts again (a reload) with nothing changed on the
 * server. Sums the JSON bytes of every /rest/v1 and /auth/v1 answer of that second start, per dataset (the
 * table or RPC the request names), and how many requests each dataset took.
 */
const EMAIL = 'member@elsy.test'
const PASSWORD = 'ElsyDemo!2026'
/** The start is over once no API request has been made or answered for this long. */
const QUIET_MS = 3000

interface Seen {
  requests: number
  bytes: number
}

function datasetOf(url: string): string | null {
  const { pathname } = new URL(url)
  const rest = /^\/rest\/v1\/(?:rpc\/)?([^/?]+)/.exec(pathname)
  if (rest) return pathname.includes('/rpc/') ? `rpc ${rest[1]}` : rest[1]
  const auth = /^\/auth\/v1\/([^/?]+)/.exec(pathname)
  return auth ? `auth ${auth[1]}` : null
}

/** Records the API answers of `page` from now on; `settled()` waits for the start to go quiet and answers the tally. */
function watch(page: Page) {
  const seen = new Map<string, Seen>()
  let pending = 0
  let last = Date.now()
  const bodies: Promise<void>[] = []
  page.on('request', (request) => {
    if (datasetOf(request.url())) {
      pending += 1
      last = Date.now()
    }
  })
  const done = (response: Response | null, url: string) => {
    const dataset = datasetOf(url)
    if (!dataset) return
    last = Date.now()
    if (!response) {
      pending -= 1
      return
    }
    bodies.push(
      response
        .body()
        .then((body) => body.length)
        .catch(() => 0)
        .then((bytes) => {
          const entry = seen.get(dataset) ?? { requests: 0, bytes: 0 }
          entry.requests += 1
          entry.bytes += bytes
          seen.set(dataset, entry)
          pending -= 1
        }),
    )
  }
  page.on('requestfinished', (request) => void request.response().then((r) => done(r, request.url())))
  page.on('requestfailed', (request) => done(null, request.url()))
  return async (): Promise<Map<string, Seen>> => {
    const deadline = Date.now() + 60_000
    while ((pending > 0 || Date.now() - last < QUIET_MS) && Date.now() < deadline) await page.waitForTimeout(200)
    await Promise.all(bodies)
    return seen
  }
}

function print(label: string, seen: Map<string, Seen>, target?: string) {
  const total = [...seen.values()].reduce((sum, s) => sum + s.bytes, 0)
  const requests = [...seen.values()].reduce((sum, s) => sum + s.requests, 0)
  report(`${label} (${requests} requests)`, `${(total / 1024).toFixed(1)} KB`, target)
  for (const [dataset, s] of [...seen.entries()].sort((a, b) => b[1].bytes - a[1].bytes)) {
    report(`  ${dataset}${s.requests > 1 ? ` ×${s.requests}` : ''}`, `${(s.bytes / 1024).toFixed(1)} KB`)
  }
  return total
}

const bench = await startBenchStack()
const browser = await launchChromium()
try {
  const context = await browser.newContext({ baseURL: bench.url, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signInByApi(page, EMAIL, PASSWORD)
  const first = watch(page)
  await page.goto('/member')
  await waitForSynced(page)
  const cold = await first()

  const second = watch(page)
  await page.reload()
  await waitForSynced(page)
  const warm = await second()

  print('first start, API JSON', cold)
  const total = print('warm start, nothing changed, API JSON', warm, '≤ 20 KB')
  report('  warm / first start', `${((100 * total) / Math.max(1, [...cold.values()].reduce((s, e) => s + e.bytes, 0))).toFixed(0)} %`)
} catch (error) {
  console.error('warm-start-json bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await browser.close()
  await closeSql()
  await bench.stop()
}
