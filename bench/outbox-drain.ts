import { MADRID_CLUB_ID, chooseAndBook, chooseClubAndDate, fundMember, type CourtSlot } from '../tests/e2e/support/booking.ts'
import { closeSql, sql } from '../tests/e2e/support/db.ts'
import { goOffline, goOnline, syncStatus, waitForServiceWorker, waitForSynced } from '../tests/e2e/support/offline.ts'
import { signInByApi } from '../tests/e2e/support/session.ts'
import { createConfirmedUser } from '../tests/e2e/support/users.ts'
import { launchChromium } from './lib/browser.ts'
import { report, startBenchStack } from './lib/stack.ts'

/**
 * 20 bookings queued offline through the booking form, then the connection comes back: the time until
 * the server holds all 20 and until the device's outbox is empty ("Waiting to sync" gone).
 */
const QUEUED = 20

const bench = await startBenchStack()
const browser = await launchChromium()
try {
  const user = await createConfirmedUser('drain')
  await fundMember(user.id, 5000)
  // A day inside the 60-day booking horizon but past the seed's two weeks of bookings: every cell is free.
  const cells = await sql<{ court_id: string; number: number; slot_id: number; label: string; date: string }>(
    `select k.id as court_id, k.number, s.id as slot_id, s.label,
            to_char((now() at time zone 'Europe/Madrid')::date + 40, 'YYYY-MM-DD') as date
       from public.courts k cross join public.slots s where k.club_id = $1 and k.number <= 6
      order by s.id, k.number limit $2`,
    [MADRID_CLUB_ID, QUEUED],
  )
  const slots: CourtSlot[] = cells.map((c) => ({ clubId: MADRID_CLUB_ID, courtId: c.court_id, courtNumber: c.number, date: c.date, slotId: c.slot_id, label: c.label }))

  const context = await browser.newContext({ baseURL: bench.url, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await signInByApi(page, user.email, user.password)
  await page.goto('/booking')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await chooseClubAndDate(page, 'Madrid', slots[0].date)
  await page.getByRole('group', { name: 'Court' }).getByRole('button', { name: /^Court 1,/ }).waitFor()
  await goOffline(context)
  for (const [i, slot] of slots.entries()) {
    await chooseAndBook(page, slot)
    await syncStatus(page).getByText(`Waiting to sync (${i + 1})`).waitFor()
  }
  const countOnServer = async () =>
    Number((await sql<{ n: string }>(`select count(*) as n from public.bookings where member_id = $1 and status = 'confirmed'`, [user.id]))[0].n)
  if ((await countOnServer()) !== 0) throw new Error('bookings reached the server while offline')

  const started = performance.now()
  await goOnline(context)
  let serverAll = 0
  let outboxEmpty = 0
  while ((!serverAll || !outboxEmpty) && performance.now() - started < 60_000) {
    if (!serverAll && (await countOnServer()) === QUEUED) serverAll = performance.now() - started
    if (!outboxEmpty && !(await syncStatus(page).textContent())?.includes('Waiting to sync')) outboxEmpty = performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  if (!serverAll || !outboxEmpty) throw new Error(`not drained within 60 s (server ${await countOnServer()}/${QUEUED})`)
  report(`outbox drain: ${QUEUED} queued bookings on the server`, `${serverAll.toFixed(0)} ms`, '≤ 3000 ms')
  report('  outbox empty on the device', `${outboxEmpty.toFixed(0)} ms`)
} catch (error) {
  console.error('outbox-drain bench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await browser.close()
  await closeSql()
  await bench.stop()
}
