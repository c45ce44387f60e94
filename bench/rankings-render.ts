import type { BrowserContext, Page } from '@playwright/test'
import { closeSql } from '../tests/e2e/support/db.ts'
import { goOffline, goOnline, waitForServiceWorker, waitForSynced } from '../tests/e2e/support/offline.ts'
import { signInByApi } from '../tests/e2e/support/session.ts'
import { DEMO, DEMO_PASSWORD } from '../tests/e2e/support/users.ts'
import { launchChromium } from './lib/browser.ts'
import { median, report, startBenchStack } from './lib/stack.ts'

/**
 * /rankings at the full seed, the demo member signed in: from the navigation's start (performance.timeOrigin)
 * to the first frame with ranked rows in the table (a player's name in a row, not a loading placeholder).
 * - offline: shell from the service worker, rows from IndexedDB (the target: ≤ 300 ms);
 * - online, warm: the same device online (cached rows first, refreshed from the server behind them);
 * - online, new device: nothing cached, rows from the network after sign-in's first sync.
 */
const RUNS = 5
const ROW = '[data-testid="rankings-table"] [role="row"][data-rank] > [role="cell"]:nth-child(2):not([aria-busy])'

async function watchFirstRows(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector) => {
    const w = window as unknown as { firstRows?: number; heading?: number }
    new MutationObserver((_, observer) => {
      if (w.heading === undefined && document.querySelector('main h1')?.textContent === 'Rankings') w.heading = performance.now()
      if (document.querySelector(selector)) {
        w.firstRows = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, ROW)
}

interface Timing {
  /** Navigation start → first ranked rows. */
  rows: number
  /** The page's heading on screen → first ranked rows: the data part (IndexedDB or network) alone. */
  data: number
}

async function timeFirstRows(page: Page): Promise<Timing> {
  await page.goto('/rankings')
  await page.waitForFunction(() => (window as unknown as { firstRows?: number }).firstRows !== undefined, null, { timeout: 30_000 })
  return page.evaluate(() => {
    const w = window as unknown as { firstRows: number; heading?: number }
    return { rows: w.firstRows, data: w.firstRows - (w.heading ?? w.firstRows) }
  })
}

/** Each run in a new tab of the same browser profile (service worker, IndexedDB and session kept). */
async function timeRuns(context: BrowserContext, runs: number): Promise<Timing[]> {
  const times: Timing[] = []
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage()
    times.push(await timeFirstRows(page))
    await page.close()
  }
  return times
}

function show(label: string, times: Timing[], target?: string) {
  const ms = (values: number[]) => values.map((t) => t.toFixed(0)).join(' / ') + ' ms'
  report(`rankings first rows, ${label} (median of ${times.length})`, `${median(times.map((t) => t.rows)).toFixed(0)} ms`, target)
  report('  runs', ms(times.map((t) => t.rows)))
  report('  of which after the page was on screen', `${median(times.map((t) => t.data)).toFixed(0)} ms`)
}

const bench = await startBenchStack()
const browser = await launchChromium()
try {
  const context = await browser.newContext({ baseURL: bench.url, viewport: { width: 1280, height: 800 } })
  await watchFirstRows(context)
  const setup = await context.newPage()
  await signInByApi(setup, DEMO.member.email, DEMO_PASSWORD)
  await setup.goto('/rankings')
  await waitForServiceWorker(setup)
  await waitForSynced(setup)
  await setup.locator(ROW).first().waitFor()

  // The set-up tab is closed first: nothing of it is in flight when the network goes.
  await setup.close()
  await goOffline(context)
  const offline = await timeRuns(context, RUNS)
  await goOnline(context)
  const warm = await timeRuns(context, RUNS)
  await context.close()

  const fresh: Timing[] = []
  for (let run = 0; run < RUNS; run++) {
    const device = await browser.newContext({ baseURL: bench.url, viewport: { width: 1280, height: 800 } })
    await watchFirstRows(device)
    const page = await device.newPage()
    await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
    fresh.push(await timeFirstRows(page))
    await device.close()
  }

  show('offline', offline, '≤ 300 ms')
  show('online warm', warm)
  show('new device', fresh)
} catch (error) {
  console.error('rankings-render bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await browser.close()
  await closeSql()
  await bench.stop()
}
