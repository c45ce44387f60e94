import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { bookingsAt, chooseAndBook, chooseClubAndDate, courtCell, freeCourtSlot, fundMember, type CourtSlot } from './support/booking'
import { sql } from './support/db'
import { goOffline, goOnline, outboxOf, syncStatus, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser } from './support/users'

const BOOK_RPC = '**/rest/v1/rpc/book_court'

/** A fresh funded member with one booking queued offline on `page` (the context is left offline). */
async function queueOffline(page: Page, context: BrowserContext) {
  const user = await createConfirmedUser('bookkill')
  await fundMember(user.id, 200)
  const slot = await freeCourtSlot()
  await signInByApi(page, user.email, user.password)
  await page.goto('/booking')
  await waitForServiceWorker(page)
  await waitForSynced(page)
  await chooseClubAndDate(page, 'Madrid', slot.date)
  await expect(courtCell(page, slot)).toBeEnabled()
  await goOffline(context)
  await chooseAndBook(page, slot)
  await expect(syncStatus(page)).toContainText('Waiting to sync (1)')
  return { user, slot }
}

async function expectOneBookingOneDebit(slot: CourtSlot, memberId: string) {
  const rows = await bookingsAt(slot)
  expect(rows.map((r) => [r.member_id, r.status])).toEqual([[memberId, 'confirmed']])
  expect(await sql(`select id from public.transactions where booking_id = $1 and kind = 'booking'`, [rows[0].id])).toHaveLength(1)
}

test('the page is closed while the booking is on the wire (the server booked it, the answer was lost): reopened, still one booking', async ({ page, context }) => {
  const { user, slot } = await queueOffline(page, context)
  let reachedServer!: () => void
  const booked = new Promise<void>((resolve) => (reachedServer = resolve))
  await page.route(BOOK_RPC, async (route) => {
    // The server does the booking; the page never hears back, because it is closed first.
    await route.fetch()
    reachedServer()
  })

  await goOnline(context)
  await booked
  expect(await bookingsAt(slot)).toHaveLength(1)
  const [item] = (await outboxOf(page, user.id)) ?? []
  expect(item?.status, 'the outbox still has it in flight').toBe('inflight')
  await page.close({ runBeforeUnload: false })

  const reopened = await context.newPage()
  let resent = 0
  reopened.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/book_court')) resent += 1
  })
  await reopened.goto('/booking')
  await waitForSynced(reopened)
  await expect(syncStatus(reopened)).not.toContainText('Waiting to sync')
  await expect(reopened.getByRole('region', { name: /Upcoming/ }).getByText('Confirmed', { exact: true })).toBeVisible()
  // Re-sent once with the same booking id (idempotency key), answered "replayed": nothing new on the server.
  expect(resent).toBe(1)
  await expectOneBookingOneDebit(slot, user.id)
  expect((await outboxOf(reopened, user.id))?.map((i) => i.status)).toEqual(['done'])
})

test('the answer to the booking is lost on the network: the outbox re-sends it and the server still has one booking', async ({ page, context }) => {
  const { user, slot } = await queueOffline(page, context)
  const answers: string[] = []
  let first = true
  await page.route(BOOK_RPC, async (route) => {
    const response = await route.fetch()
    answers.push(((await response.json()) as { status: string }).status)
    if (first) {
      first = false
      return route.abort('connectionreset')
    }
    return route.fulfill({ response })
  })

  await goOnline(context)
  await expectToast(page, 'Booking Successful!', `Court ${slot.courtNumber}`)
  // The pull may show the booking before the re-send (after a backoff) settles the outbox item.
  await expect(syncStatus(page)).not.toContainText('Waiting to sync', { timeout: 30_000 })
  expect(answers).toEqual(['confirmed', 'replayed'])
  expect((await outboxOf(page, user.id))?.map((i) => i.status)).toEqual(['done'])
  await expectOneBookingOneDebit(slot, user.id)
})
