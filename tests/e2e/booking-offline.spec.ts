import { expect, test } from '@playwright/test'
import { bookingForm, bookingsAt, chooseClubAndDate, confirmSheet, courtCell, freeCourtSlot, fundMember } from './support/booking'
import { sql } from './support/db'
import { expectSyncState, goOffline, goOnline, openReady, syncStatus, waitForFirstSync, waitForOutboxEmpty } from './support/offline-kit'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

test.use({ viewport: { width: 390, height: 844 } })

test('book offline: waits to sync, then exactly one booking (and one debit) on the server and "Booking Successful!"', async ({ page, context }) => {
  const user = await createConfirmedUser('bookoff')
  await fundMember(user.id, 200)
  // A balance in another currency is never used for a court in euros, nor added to the euro one.
  await fundMember(user.id, 30, 'GBP')
  const slot = await freeCourtSlot()
  await signInByApi(page, user.email, user.password)
  await openReady(page, '/booking')
  // Online once for this day, so the device has its availability; then the connection drops.
  await chooseClubAndDate(page, 'Madrid', slot.date)
  const court = courtCell(page, slot)
  await expect(court).toBeEnabled()

  await goOffline(context)
  await expectSyncState(page, { state: 'offline', pending: 0 })
  await court.click()
  const sheet = confirmSheet(page)
  await expect(sheet.getByTestId('balance-after')).toHaveText(/^€1\d\d\.\d\d \(now €200\.00\)$/)
  await sheet.getByRole('button', { name: 'Book Court' }).click()

  await test.step('queued on this device, nothing on the server', async () => {
    await expectSyncState(page, { state: 'offline', pending: 1 })
    await expect(syncStatus(page)).toContainText('Waiting to sync (1)')
    await expect(bookingForm(page).getByRole('status').filter({ hasText: 'Waiting to sync' })).toContainText(`Court ${slot.courtNumber}`)
    const upcoming = page.getByRole('region', { name: /Upcoming/ })
    await expect(upcoming.getByText('Waiting to sync', { exact: true })).toBeVisible()
    expect(await bookingsAt(slot)).toEqual([])
  })

  await test.step('back online: confirmed once', async () => {
    await goOnline(context)
    await expectToast(page, 'Booking Successful!', `Court ${slot.courtNumber}`)
    await waitForOutboxEmpty(page)
    const rows = await bookingsAt(slot)
    expect(rows.map((r) => [r.member_id, r.status])).toEqual([[user.id, 'confirmed']])
    const debits = await sql('select id from public.transactions where booking_id = $1 and kind = $2', [rows[0].id, 'booking'])
    expect(debits).toHaveLength(1)
    await expect(page.getByRole('region', { name: /Upcoming/ }).getByText('Confirmed', { exact: true })).toBeVisible()
    // Paid from the euro balance only; the pounds stay as they were.
    const [price] = await sql<{ price: string }>('select price from public.bookings where id = $1', [rows[0].id])
    const left = (200 - Number(price.price)).toFixed(2)
    await expect(bookingForm(page).getByRole('status').filter({ hasText: 'Confirmed' })).toContainText(
      `paid €${Number(price.price).toFixed(2)} from your EUR balance, now €${left}.`,
    )
    expect(await sql('select currency, balance::text from public.wallets where member_id = $1 order by currency', [user.id])).toEqual([
      { currency: 'EUR', balance: left },
      { currency: 'GBP', balance: '30.00' },
    ])
    // Later syncs do not send it again.
    await page.reload()
    await waitForFirstSync(page)
    expect(await bookingsAt(slot)).toHaveLength(1)
  })
})
