import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, localDate, rpc, slotWithin24h, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Cancelling: the terms shown before confirming, the refund rule (full refund at least 24 h before
// the start in the club's time, none later, no cancelling after the start) and who may cancel.

let arena: TestClub

beforeAll(async () => {
  arena = await club({ courts: 4, price: 20 })
})

describe('cancelling a booking', () => {
  it('at least 24 h ahead: the terms promise a full refund, and cancelling refunds it to the wallet', async () => {
    const member = await account({ funds: 50 })
    const { booking } = await book(member.client, { court: arena.courts[0], date: await localDate(arena.timeZone, 3), slot: 2 })
    expect(await balanceOf(member.id)).toBe(30)

    const terms = await rpc(member.client, 'cancellation_terms', { p_booking_id: booking!.id })
    expect(terms).toMatchObject({ status: 'cancellable', refund: 20, full_refund: true, price: 20 })
    expect(new Date(terms.refund_deadline as string).getTime()).toBe(new Date(terms.starts_at as string).getTime() - 24 * 3600_000)

    const result = await rpc(member.client, 'cancel_booking', { p_booking_id: booking!.id })
    expect(result).toMatchObject({ status: 'cancelled', refund: 20, balance: 50 })
    expect(result.booking).toMatchObject({ status: 'cancelled', refund_amount: 20 })
    expect(await balanceOf(member.id)).toBe(50)
    const refunds = await sql("select amount::float as amount from public.transactions where booking_id = $1 and kind = 'refund'", [booking!.id])
    expect(refunds).toEqual([{ amount: 20 }])
  })

  it('less than 24 h ahead: the terms say no refund, and cancelling refunds nothing', async () => {
    const member = await account({ funds: 50 })
    const { date, slot } = await slotWithin24h(arena.timeZone)
    const { booking } = await book(member.client, { court: arena.courts[1], date, slot })
    const before = await balanceOf(member.id)

    const terms = await rpc(member.client, 'cancellation_terms', { p_booking_id: booking!.id })
    expect(terms).toMatchObject({ status: 'cancellable', refund: 0, full_refund: false })
    const result = await rpc(member.client, 'cancel_booking', { p_booking_id: booking!.id })
    expect(result).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(await balanceOf(member.id)).toBe(before)
    const refunds = await sql("select 1 from public.transactions where booking_id = $1 and kind = 'refund'", [booking!.id])
    expect(refunds).toEqual([])
  })

  it('cannot cancel once the slot has started', async () => {
    const member = await account({ funds: 50 })
    const id = randomUUID()
    const yesterday = await localDate(arena.timeZone, -1)
    await sql(
      `insert into public.bookings (id, court_id, club_id, date, slot_id, booked_by, member_id, price, currency)
       values ($1, $2, $3, $4, 3, $5, $5, 20, 'EUR')`,
      [id, arena.courts[2], arena.id, yesterday, member.id],
    )
    expect((await rpc(member.client, 'cancellation_terms', { p_booking_id: id })).status).toBe('slot_started')
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: id })).status).toBe('slot_started')
    const [row] = await sql<{ status: string }>('select status from public.bookings where id = $1', [id])
    expect(row.status).toBe('confirmed')
  })

  it('a second cancel (double tap, outbox retry) is already_cancelled and refunds nothing more', async () => {
    const member = await account({ funds: 50 })
    const { booking } = await book(member.client, { court: arena.courts[3], date: await localDate(arena.timeZone, 3), slot: 4 })
    const results = await Promise.all([1, 2, 3].map(() => rpc(member.client, 'cancel_booking', { p_booking_id: booking!.id })))
    expect(results.map((result) => result.status).sort()).toEqual(['already_cancelled', 'already_cancelled', 'cancelled'])
    expect(await balanceOf(member.id)).toBe(50)
  })

  it("another member cannot see the terms of or cancel someone's booking (unknown_booking)", async () => {
    const owner = await account({ funds: 50 })
    const stranger = await account({ funds: 50 })
    const { booking } = await book(owner.client, { court: arena.courts[0], date: await localDate(arena.timeZone, 4), slot: 5 })
    expect((await rpc(stranger.client, 'cancellation_terms', { p_booking_id: booking!.id })).status).toBe('unknown_booking')
    expect((await rpc(stranger.client, 'cancel_booking', { p_booking_id: booking!.id })).status).toBe('unknown_booking')
    expect((await rpc(stranger.client, 'cancel_booking', { p_booking_id: randomUUID() })).status).toBe('unknown_booking')
    const [row] = await sql<{ status: string }>('select status from public.bookings where id = $1', [booking!.id])
    expect(row.status).toBe('confirmed')
  })

  it("the club's owner may cancel a member's booking; the refund goes to the member and the audit log records it", async () => {
    const owner = await account({ role: 'club_owner' })
    const ownClub = await club({ ownerId: owner.id, price: 20 })
    const member = await account({ funds: 20 })
    const { booking } = await book(member.client, { court: ownClub.courts[0], date: await localDate(ownClub.timeZone, 3), slot: 1 })
    const result = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id })
    expect(result).toMatchObject({ status: 'cancelled', refund: 20, balance: 20 })
    expect(await balanceOf(member.id)).toBe(20)
    const audit = await sql('select action, actor_id from public.audit_log where target_id = $1', [booking!.id])
    expect(audit).toEqual([{ action: 'cancel_for_member', actor_id: owner.id }])
  })
})
