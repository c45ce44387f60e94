import { expect, test } from '@playwright/test'
import { bookingsAt, chooseAndBook, chooseClubAndDate, courtCell, freeCourtSlot } from './support/booking'
import { expectSyncState, goOffline, goOnline, openReady, signInAsNewMember, waitForOutboxEmpty } from './support/offline-kit'

test('a court booked offline is booked exactly once when the connection is back', async ({ page }) => {
  // A member of this spec's own: specs share one database, and the count below must be exact.
  const member = await signInAsNewMember(page, { funds: 100 })
  const slot = await freeCourtSlot()

  // Online once: the service worker controls the page, the first sync is done, the day's courts are on the device.
  await openReady(page, '/booking')
  await chooseClubAndDate(page, 'Madrid', slot.date)
  await expect(courtCell(page, slot)).toBeEnabled()

  await goOffline(page)
  await chooseAndBook(page, slot)
  await expectSyncState(page, { state: 'offline', pending: 1 })
  expect(await bookingsAt(slot)).toEqual([])

  await goOnline(page)
  await waitForOutboxEmpty(page)
  const bookings = await bookingsAt(slot)
  expect(bookings.map((b) => [b.member_id, b.status])).toEqual([[member.id, 'confirmed']])
})
