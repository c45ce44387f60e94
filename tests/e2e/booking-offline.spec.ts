import { expect, test } from '@playwright/test'
import { bookingForm, bookingsAt, chooseClubAndDate, freeCourtSlot, fundMember } from './support/booking'
import { sql } from './support/db'
import { goOffline, goOnline, syncStatus, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

test('book offline: waits to sync, then exactly one booking (and one debit) on the server and "Booking Successful!"', async ({ page, context }) => {
  const user = await createConfirmedUser('bookoff')
  await fundMember(user.id, 200)
  // A balance in another currency is never used for a court in euros, nor added to the euro one.
  await fundMember(user.id, 30, 'GBP')
  const slot = await freeCourtSlot()
  await signInByApi(page, user.email, user.password)
  await page.goto('/booking')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  // Online once for this day, so the device has its availability; then the connection drops.
  await chooseClubAndDate(page, 'Madrid', slot.date)
  const court = bookingForm(page).getByRole('group', { name: 'Court' }).getByRole('button', { name: new RegExp(`^Court ${slot.courtNumber},`) })
  await expect(court).toBeEnabled()

  await goOffline(context)
  await expect(syncStatus(page)).toContainText('Offline — last updated')
  const form = bookingForm(page)
  await form.getByRole('group', { name: 'Time slot' }).getByRole('button', { name: new RegExp(`^${slot.label}`) }).click()
  await form.getByRole('group', { name: 'Court' }).getByRole('button', { name: new RegExp(`^Court ${slot.courtNumber},`) }).click()
  await expect(form.getByTestId('balance-after')).toHaveText(/^Your EUR balance at last sync: €200\.00 · after paying: €1\d\d\.\d\d$/)
  await form.getByRole('button', { name: 'Book Court' }).click()

  await test.step('queued on this device, nothing on the server', async () => {
    await expect(syncStatus(page)).toContainText('Waiting to sync (1)')
    await expect(bookingForm(page).getByRole('status').filter({ hasText: 'Waiting to sync' })).toContainText(`Court ${slot.courtNumber}`)
    const upcoming = page.getByRole('region', { name: /Upcoming/ })
    await expect(upcoming.getByText('Waiting to sync', { exact: true })).toBeVisible()
    expect(await bookingsAt(slot)).toEqual([])
  })

  await test.step('back online: confirmed once', async () => {
    await goOnline(context)
    await expectToast(page, 'Booking Successful!', `Court ${slot.courtNumber}`)
    await expect(syncStatus(page)).not.toContainText('Waiting to sync')
    const rows = await bookingsAt(slot)
    expect(rows.map((r) => [r.member_id, r.status])).toEqual([[user.id, 'confirmed']])
    const debits = await sql('select id from public.transactions where booking_id = $1 and kind = $2', [rows[0].id, 'booking'])
    expect(debits).toHaveLength(1)
    await expect(page.getByRole('region', { name: /Upcoming/ }).getByText('Confirmed', { exact: true })).toBeVisible()
    // Later syncs do not send it again.
    await page.reload()
    await waitForSynced(page)
    expect(await bookingsAt(slot)).toHaveLength(1)
  })
})
