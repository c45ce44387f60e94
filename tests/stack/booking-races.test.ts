import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { account, balanceOf, book, type Account } from './booking-helpers.ts'
import { bookingRow, desk, deskRows, ledgerRows, move, walkIn, weekday } from './desk-bookings-helpers.ts'
import { hold, someoneWaitsFor } from './held-transaction.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql } from './support.ts'

// A booking written while the club closes its court-slot (a block, a closure day, a court out of service) in a
// transaction not yet committed: the booking waits for it, then is refused with slot_unavailable's answer, leaving
// no booking and no payment behind. Each race is staged, not left to chance: the club's change is held open on a
// connection of its own until the booking is seen waiting for it.

checkLedgerAfterEach()

// The clubs made here lose their closures, blocks and courts out of service afterwards.
const clubs: string[] = []
afterEach(async () => {
  await sql('delete from public.club_closures where club_id = any ($1)', [clubs])
  await sql('delete from public.court_blocks where club_id = any ($1)', [clubs])
  await sql('update public.courts set in_service = true where club_id = any ($1) and not in_service', [clubs])
  clubs.length = 0
})

async function ourDesk(courts: number) {
  const d = await desk(courts)
  clubs.push(d.club.id, d.otherClub.id)
  return d
}

/** Resolves once the session `pid` is waiting for a lock another holds. */
async function waitsForSomeone(pid: number): Promise<void> {
  const deadline = Date.now() + 5000
  while (Date.now() < deadline) {
    const [{ waiting }] = await sql<{ waiting: boolean }>('select cardinality(pg_blocking_pids($1)) > 0 as waiting', [pid])
    if (waiting) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`Session ${pid} waited for nobody within 5 s`)
}

const closure = (owner: Account, clubId: string, date: string, cancel = false) =>
  hold(owner, "select public.add_club_closure($1, $2::date, 'Storm', $3) as answer", [clubId, date, cancel])
const outOfService = (owner: Account, courtId: string) => hold(owner, 'select public.set_court_in_service($1, false) as answer', [courtId])
const blocking = (owner: Account, clubId: string, courtId: string, date: string, slot: number) =>
  hold(owner, "select public.block_court_slots($1, array[$2::uuid], array[$3::int], $4::date, $4::date, false, 'maintenance', 'Net repair') as answer", [
    clubId,
    courtId,
    slot,
    date,
  ])

const CLOSED = { status: 'club_closed', message: 'The club is closed at that time.', message_key: 'server_club_closed', message_values: {} }
const OUT_OF_SERVICE = { status: 'court_out_of_service', message: 'This court is out of service.', message_key: 'server_court_out_of_service', message_values: {} }
const BLOCKED = {
  status: 'unavailable',
  message: 'Unavailable: this court cannot be booked at that time.',
  message_key: 'server_unavailable',
  message_values: {},
}

describe('book_court while the club closes the court-slot', () => {
  it.each([
    ['a block', 'blocked', BLOCKED],
    ['a closure day', 'added', CLOSED],
    ['the court out of service', 'saved', OUT_OF_SERVICE],
  ] as const)('waits for %s, then answers as slot_unavailable: no booking, no debit', async (change, made, refusal) => {
    const { owner, club: ours } = await ourDesk(1)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    const court = ours.courts[0]
    const held =
      change === 'a block' ? await blocking(owner, ours.id, court, date, 4)
      : change === 'a closure day' ? await closure(owner, ours.id, date)
      : await outOfService(owner, court)
    expect((await held.answer).status).toBe(made)

    const id = randomUUID()
    const booking = book(member.client, { id, court, date, slot: 4 })
    await someoneWaitsFor(held.pid)
    await held.commit()
    expect(await booking).toEqual(refusal)
    expect(await bookingRow(id)).toBeUndefined()
    expect(await ledgerRows(id)).toEqual([])
    expect(await balanceOf(member.id)).toBe(100)
  })

  it('a closure cancelling the member’s other booking that day, at once: no deadlock, refunded and refused', async () => {
    const { owner, club: ours } = await ourDesk(2)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    const earlier = await book(member.client, { court: ours.courts[0], date, slot: 2 })
    expect(earlier.status).toBe('confirmed')

    // The closure is made to stop while it holds the club's courts, just before it cancels (and refunds) that booking;
    // the new booking then starts and waits for a court the closure holds. The closure's refund goes to the wallet
    // the new booking would debit: were that wallet taken before the court, each would wait for the other.
    const stopper = await hold(null, 'select id as answer from public.bookings where id = $1 for update', [earlier.booking!.id])
    await stopper.answer
    const closing = await closure(owner, ours.id, date, true)
    await someoneWaitsFor(stopper.pid)
    const id = randomUUID()
    const booking = book(member.client, { id, court: ours.courts[1], date, slot: 5 })
    await someoneWaitsFor(closing.pid)
    await stopper.commit()
    expect(await closing.answer).toMatchObject({ status: 'added', cancelled: 1, refunded: 20 })
    await closing.commit()

    expect(await booking).toEqual(CLOSED)
    expect(await bookingRow(id)).toBeUndefined()
    expect(await bookingRow(earlier.booking!.id)).toMatchObject({ status: 'cancelled', refund_amount: '20.00' })
    expect(await balanceOf(member.id)).toBe(100)
  })
})

describe('a closure day while a booking is being written', () => {
  it('waits for a booking already past its checks and lists it; the booking is made and paid', async () => {
    const { owner, club: ours } = await ourDesk(1)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    // The booking is made to stop after it has taken its court, while it waits for the member's wallet.
    const stopper = await hold(null, "select balance as answer from public.wallets where member_id = $1 and currency = 'EUR' for update", [member.id])
    await stopper.answer
    const id = randomUUID()
    const booking = book(member.client, { id, court: ours.courts[0], date, slot: 4 })
    await someoneWaitsFor(stopper.pid)
    const closing = await closure(owner, ours.id, date)
    await waitsForSomeone(closing.pid)
    await stopper.commit()

    expect(await booking).toMatchObject({ status: 'confirmed', booking: { id } })
    expect(await closing.answer).toMatchObject({ status: 'bookings_exist', bookings: [{ id }] })
    await closing.commit()
    expect(await ledgerRows(id)).toEqual([{ kind: 'booking', type: 'debit', amount: 20 }])
    expect(await sql('select 1 from public.club_closures where club_id = $1', [ours.id])).toEqual([])
  })
})

describe('book_walk_in while the club closes the court-slot', () => {
  it.each([
    ['a closure day', 'added', CLOSED],
    ['the court out of service', 'saved', OUT_OF_SERVICE],
  ] as const)('waits for %s, then answers as slot_unavailable: no booking, nothing taken at the desk', async (change, made, refusal) => {
    const { owner, club: ours } = await ourDesk(1)
    const date = await weekday(ours.timeZone, 3)
    const court = ours.courts[0]
    const held = change === 'a closure day' ? await closure(owner, ours.id, date) : await outOfService(owner, court)
    expect((await held.answer).status).toBe(made)

    const id = randomUUID()
    const booking = walkIn(owner, { id, court, date, slot: 7 })
    await someoneWaitsFor(held.pid)
    await held.commit()
    expect(await booking).toEqual(refusal)
    expect(await bookingRow(id)).toBeUndefined()
    expect(await deskRows(id)).toEqual([])
  })
})

describe('move_booking while the club closes the court-slot', () => {
  it('waits for the court going out of service, then answers so: the booking stays, no difference charged', async () => {
    const { owner, club: ours } = await ourDesk(2)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    const made = await book(member.client, { court: ours.courts[0], date, slot: 3 })
    const held = await outOfService(owner, ours.courts[1])
    expect((await held.answer).status).toBe('saved')

    // To a peak slot: 10 more would be charged.
    const moving = move(owner, made.booking!.id, { court: ours.courts[1], date, slot: 7 })
    await someoneWaitsFor(held.pid)
    await held.commit()
    expect(await moving).toEqual(OUT_OF_SERVICE)
    expect(await bookingRow(made.booking!.id)).toMatchObject({ court_id: ours.courts[0], date, slot_id: 3, price: '20.00', status: 'confirmed' })
    expect(await ledgerRows(made.booking!.id)).toEqual([{ kind: 'booking', type: 'debit', amount: 20 }])
    expect(await balanceOf(member.id)).toBe(80)
  })

  it('waits for a closure day, then answers so: the booking stays where it was', async () => {
    const { owner, club: ours } = await ourDesk(1)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    const closed = await weekday(ours.timeZone, 10)
    const made = await book(member.client, { court: ours.courts[0], date, slot: 3 })
    const held = await closure(owner, ours.id, closed)
    expect((await held.answer).status).toBe('added')

    const moving = move(owner, made.booking!.id, { court: ours.courts[0], date: closed, slot: 7 })
    await someoneWaitsFor(held.pid)
    await held.commit()
    expect(await moving).toEqual(CLOSED)
    expect(await bookingRow(made.booking!.id)).toMatchObject({ date, slot_id: 3, price: '20.00', status: 'confirmed' })
    expect(await ledgerRows(made.booking!.id)).toEqual([{ kind: 'booking', type: 'debit', amount: 20 }])
    expect(await balanceOf(member.id)).toBe(80)
  })
})
