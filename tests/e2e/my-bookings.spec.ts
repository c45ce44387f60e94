import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID, freeCourtSlot, type CourtSlot } from './support/booking'
import { closeSql, sql } from './support/db'
import { waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

test.afterAll(closeSql)
test.use({ reducedMotion: 'reduce' })

/** A Madrid date `days` from today in the club's time zone (negative: in the past). */
async function clubDate(days: number): Promise<string> {
  const [{ date }] = await sql<{ date: string }>(`select to_char((now() at time zone 'Europe/Madrid')::date + $1::int, 'YYYY-MM-DD') as date`, [days])
  return date
}

/** A booking made by SQL (book_court refuses the past), €24.00 in the club's currency. */
async function seedBooking(memberId: string, slot: CourtSlot, cancelled = false): Promise<void> {
  await sql(
    `insert into public.bookings (court_id, club_id, date, slot_id, member_id, booked_by, price, currency, status, cancelled_at, cancelled_by, refund_amount)
     select $1, $2, $3, $4, $5, $5, 24, c.currency, $6::public.booking_status,
            case when $6 = 'cancelled' then now() end, case when $6 = 'cancelled' then $5::uuid end, case when $6 = 'cancelled' then 24 end
       from public.clubs c where c.id = $2`,
    [slot.courtId, slot.clubId, slot.date, slot.slotId, memberId, cancelled ? 'cancelled' : 'confirmed'],
  )
}

test('my bookings: upcoming apart from history (played and cancelled); a cancel tells the refund', async ({ page }, testInfo) => {
  test.setTimeout(90_000)
  const user = await createConfirmedUser('mybookings')
  await sql('update public.profiles set home_club_id = $2 where id = $1', [user.id, MADRID_CLUB_ID])
  const past = await freeCourtSlot({ date: await clubDate(-2) })
  const cancelled = await freeCourtSlot({ date: await clubDate(3) })
  const upcoming = await freeCourtSlot({ date: await clubDate(8) })
  await seedBooking(user.id, past)
  await seedBooking(user.id, cancelled, true)
  await seedBooking(user.id, upcoming)

  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, user.email, user.password)
  await page.goto('/booking')
  await waitForSynced(page)

  const upcomingList = page.getByRole('region', { name: /^Upcoming/ })
  const toggle = page.getByRole('button', { name: 'History (2)' })
  const history = page.getByRole('region', { name: /^History/ })

  await test.step('the upcoming booking is listed alone; history is folded away with its count', async () => {
    await expect(upcomingList.getByRole('heading', { name: 'Upcoming (1)' })).toBeVisible()
    await expect(upcomingList.getByRole('listitem')).toHaveCount(1)
    await expect(upcomingList.getByRole('listitem')).toContainText(`Court ${upcoming.courtNumber}`)
    await expect(upcomingList.getByRole('listitem').getByText('Confirmed', { exact: true })).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(history.getByRole('listitem')).toHaveCount(0)
  })

  await test.step('opening history: the cancelled one (later date) first, then the played one', async () => {
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const items = history.getByRole('listitem')
    await expect(items).toHaveCount(2)
    await expect(items.nth(0)).toContainText(`Court ${cancelled.courtNumber}`)
    await expect(items.nth(0).getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(items.nth(0)).toContainText('refunded €24.00')
    await expect(items.nth(1)).toContainText(`Court ${past.courtNumber}`)
    await expect(items.nth(1).getByRole('button', { name: /^Cancel/ })).toHaveCount(0)
    await expectNoSeriousViolations(page, 'my bookings with history open at 390 px')
    await page.screenshot({ path: testInfo.outputPath('my-bookings-390.png'), fullPage: true, animations: 'disabled' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.screenshot({ path: testInfo.outputPath('my-bookings-1280.png'), fullPage: true, animations: 'disabled' })
    await page.setViewportSize({ width: 390, height: 844 })
  })

  await test.step('cancelling the upcoming booking: the server refunds it, the toast says how much', async () => {
    await upcomingList.getByRole('button', { name: new RegExp(`^Cancel court ${upcoming.courtNumber} on`) }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' })
    await expect(dialog.getByText('Full refund of €24.00')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expectToast(page, 'Booking cancelled', '€24.00 refunded to your EUR balance')
    await expect(upcomingList.getByText('No upcoming bookings. Book a court above.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^History \(3\)/ })).toBeVisible()
    const [row] = await sql<{ status: string; refund_amount: string }>(
      'select status, refund_amount from public.bookings where member_id = $1 and date = $2 and slot_id = $3',
      [user.id, upcoming.date, upcoming.slotId],
    )
    expect(row).toEqual({ status: 'cancelled', refund_amount: '24.00' })
    await expectNoSeriousViolations(page, 'my bookings after the cancel at 390 px')
    await page.screenshot({ path: testInfo.outputPath('my-bookings-cancelled-390.png'), fullPage: true, animations: 'disabled' })
  })
})
