import { accessToken, bookByApi, freeCourtSlot, fundMember } from '../tests/e2e/support/booking.ts'
import { closeSql } from '../tests/e2e/support/db.ts'
import { goOffline, waitForServiceWorker, waitForSynced } from '../tests/e2e/support/offline.ts'
import { signInByApi } from '../tests/e2e/support/session.ts'
import { createConfirmedUser } from '../tests/e2e/support/users.ts'
import { launchChromium } from './lib/browser.ts'
import { median, report, startBenchStack } from './lib/stack.ts'

/**
 * Offline cold start: a member who synced once (and looked at the rankings once) opens the app with no
 * network in a new tab. Measured from the navigation's start (performance.timeOrigin) to the first frame whose
 * DOM holds the page's data read from IndexedDB — shell from the service worker's precache, data from Dexie:
 * on /booking the member's booking, on /rankings the first ranked player's row.
 */
const RUNS = 5

const bench = await startBenchStack()
const browser = await launchChromium()
try {
  const user = await createConfirmedUser('coldstart')
  await fundMember(user.id, 100)
  const slot = await freeCourtSlot()
  const answer = await bookByApi(await accessToken(user.email, user.password), slot)
  if (answer.status !== 'confirmed') throw new Error(`setup booking: ${answer.status}`)

  const context = await browser.newContext({ baseURL: bench.url, viewport: { width: 1280, height: 800 } })
  const booking = `Court ${slot.courtNumber} · `
  // Every new document notes when its page's data first appears in it.
  await context.addInitScript((bookingText) => {
    const w = window as unknown as { firstData?: number }
    // No named function in here: tsx would wrap it in a helper the page does not have.
    new MutationObserver((_, observer) => {
      const ready =
        location.pathname === '/rankings'
          ? document.querySelector('[role="row"][data-rank="1"] [role="cell"]:nth-child(2)') !== null
          : Boolean(document.body?.textContent?.includes(bookingText))
      if (ready) {
        w.firstData = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, booking)
  const setup = await context.newPage()
  await signInByApi(setup, user.email, user.password)
  await setup.goto('/booking')
  await waitForServiceWorker(setup)
  await waitForSynced(setup)
  await setup.getByText(booking).first().waitFor()
  await setup.goto('/rankings')
  await setup.locator('[role="row"][data-rank="1"] [role="cell"]:nth-child(2)').waitFor()
  await goOffline(context)

  for (const [path, goal] of [['/booking', '≤ 1000 ms'], ['/rankings', '≤ 300 ms']] as const) {
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage()
      await page.goto(path)
      await page.waitForFunction(() => (window as unknown as { firstData?: number }).firstData !== undefined, null, { timeout: 15_000 })
      times.push(await page.evaluate(() => (window as unknown as { firstData: number }).firstData))
      await page.close()
    }
    report(`offline cold start to first data (${path}, median of ${RUNS})`, `${median(times).toFixed(0)} ms`, goal)
    report('  runs', times.map((t) => t.toFixed(0)).join(' / ') + ' ms')
  }
} catch (error) {
  console.error('offline-cold-start bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await browser.close()
  await closeSql()
  await bench.stop()
}
