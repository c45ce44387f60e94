import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { freeCourtSlot } from './support/booking'
import { chooseDate as chooseDeskDate } from './support/date-field'
import { closeSql, sql } from './support/db'
import { rpcByApi } from './support/api'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'
import { expectToast } from './support/toast'

test.afterAll(closeSql)

const money = (n: number) => `€${n.toFixed(2)}`
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

test('the desk sees a match in its cell, takes a share owed at the club, and cancels the match with every share refunded', async ({ browser }) => {
  test.setTimeout(120_000)
  // An organiser pays at the club and opens a match; a second player joins and pays at the club too.
  const [organiser, joiner] = [await createConfirmedUser('deskmatch'), await createConfirmedUser('deskjoin')]
  const slot = await freeCourtSlot({ courtNumbers: [1, 2, 3] })
  const booked = await rpcByApi(organiser, 'book_court', {
    p_booking_id: randomUUID(), p_court_id: slot.courtId, p_date: slot.date, p_slot_id: slot.slotId, p_pay_with: 'club',
  })
  expect(booked.status, booked.message).toBe('confirmed')
  const bookingId = (booked.booking as { id: string }).id
  const opened = await rpcByApi(organiser, 'open_match', {
    p_booking_id: bookingId, p_level_min: 1000, p_level_max: 2000, p_competitive: true, p_category: 'open', p_places: 3, p_note: null,
  })
  expect(opened.status, opened.message).toBe('opened')
  const matchId = (opened.match as { id: string }).id
  const joined = await rpcByApi(joiner, 'join_match', { p_match_id: matchId, p_request_id: randomUUID(), p_pay_with: 'club' })
  expect(joined.status, joined.message).toBe('joined')
  const [{ share }] = await sql<{ share: string }>('select share from public.open_match_places where match_id = $1 and member_id = $2', [matchId, joiner.id])
  const joinerShare = money(Number(share))
  const [{ due }] = await sql<{ due: string }>('select due from public.bookings where id = $1', [bookingId])
  const owed = money(Number(due) + Number(share))
  const organiserName = `${organiser.firstName} ${organiser.lastName}`
  const joinerName = `${joiner.firstName} ${joiner.lastName}`

  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 } })
  const desk = await tablet.newPage()
  await signInByApi(desk, DEMO.club.email, DEMO_PASSWORD)
  await desk.goto('/club-owner/bookings')
  const grid = desk.getByRole('table', { name: 'Courts and time slots' })
  await expect(grid).toBeVisible()
  await chooseDeskDate(desk.getByLabel('Date', { exact: true }), slot.date)
  const where = `^Court ${slot.courtNumber}, ${escape(slot.label)}, ${escape(organiserName)}`
  const cell = grid.getByRole('button', { name: new RegExp(`${where}, Match · 2/4, Due at the desk: ${escape(owed)}`) })
  await cell.click()
  const dialog = desk.getByRole('dialog')
  const players = dialog.getByTestId('desk-match-player')
  await expect(players).toHaveCount(2)
  await expect(players.nth(0)).toContainText(`${organiserName} (organiser)`)
  await expect(players.nth(1)).toContainText(`${joinerName}${joinerShare} due at the desk`)
  await expectNoSeriousViolations(desk, 'desk match sheet', '[role=dialog]')

  await dialog.getByRole('button', { name: `Take the share of ${joinerName}` }).click()
  await expect(dialog.getByTestId('share-confirmation')).toHaveText(`${joinerName} pays ${joinerShare}, their share of this match.`)
  await dialog.getByLabel('Cash').check()
  await dialog.getByRole('button', { name: `Take ${joinerShare}` }).click()
  await expectToast(desk, `${joinerShare} taken.`)
  const [taken] = await sql<{ amount: string; method: string }>(
    "select amount, method from public.desk_payments where booking_id = $1 and kind = 'share_payment' and member_id = $2", [bookingId, joiner.id])
  expect([money(Number(taken.amount)), taken.method]).toEqual([joinerShare, 'cash'])

  await grid.getByRole('button', { name: new RegExp(`${where}, Match · 2/4`) }).click()
  await expect(players.nth(1)).toContainText(`Paid ${joinerShare}`)
  await dialog.getByRole('button', { name: 'Cancel match' }).click()
  await expect(dialog.getByTestId('cancel-match-confirmation')).toContainText("the 2 players' shares are refunded in full")
  await dialog.getByRole('textbox').fill('Court flooded')
  await dialog.getByRole('button', { name: 'Cancel match' }).click()
  await expectToast(desk, "Match cancelled: every player's share is refunded.")
  const [row] = await sql<{ status: string }>('select status from public.open_matches where id = $1', [matchId])
  expect(row.status).toBe('cancelled')
  await expect(grid.getByRole('button', { name: new RegExp(`^Court ${slot.courtNumber}, ${escape(slot.label)}, Free`) })).toBeVisible()
  await tablet.close()
})
