import { accessToken, bookByApi, freeCourtSlot, fundMember } from '../tests/e2e/support/booking.ts'
import { closeSql } from '../tests/e2e/support/db.ts'
import { goOffline, waitForServiceWorker, waitForSynced } from '../tests/e2e/support/offline.ts'
import { signInByApi } from '../tests/e2e/support/session.ts'
import { createConfirmedUser } from '../tests/e2e/support/users.ts'
import { launchChromium } from './lib/browser.ts'
import { median, report, startBenchStack } from './lib/stack.ts'

/**
 * Offline cold start: a member who synced once opens the app with no network in a new tab. Measured from
 * the navigation's start (performance.timeOrigin) to the first frame whose DOM holds the member's booking
 * read from IndexedDB — shell from the service worker's precache, data from Dexie.
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
  const marker = `Court ${slot.courtNumber} · `
  // Every new document notes when the booking first appears in it.
  await context.addInitScript((text) => {
    const w = window as unknown as { firstData?: number }
    new MutationObserver((_, observer) => {
      if (document.body?.textContent?.includes(text)) {
        w.firstData = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, marker)
  const setup = await context.newPage()
  await signInByApi(setup, user.email, user.password)
  await setup.goto('/booking')
  await waitForServiceWorker(setup)
  await waitForSynced(setup)
  await setup.getByText(marker).first().waitFor()
  await goOffline(context)

  const times: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage()
    await page.goto('/booking')
    await page.waitForFunction(() => (window as unknown as { firstData?: number }).firstData !== undefined, null, { timeout: 15_000 })
    times.push(await page.evaluate(() => (window as unknown as { firstData: number }).firstData))
    await page.close()
  }
  report(`offline cold start to first data (/booking, median of ${RUNS})`, `${median(times).toFixed(0)} ms`, '≤ 1000 ms')
  report('  runs', times.map((t) => t.toFixed(0)).join(' / ') + ' ms')
} catch (error) {
  console.error('offline-cold-start bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await browser.close()
  await closeSql()
  await bench.stop()
}
