import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from './support.ts'
import { account, balanceOf, book, club, ledgerSum, localDate, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// book_court: the happy path, the idempotent replay and every refusal, each checked for what it
// wrote (nothing, when refused).

let madrid: TestClub
let future: string

async function bookingsWithId(id: string) {
  return sql<{ n: number }>('select count(*)::int as n from public.bookings where id = $1', [id])
}
async function debitsFor(id: string) {
  return (await sql<{ n: number }>("select count(*)::int as n from public.transactions where booking_id = $1 and kind = 'booking'", [id]))[0].n
}

beforeAll(async () => {
  madrid = await club({ courts: 3 })
  future = await localDate(madrid.timeZone, 3)
})

describe('book_court', () => {
  it('confirms, debits the wallet once and returns the booking and the new balance', async () => {
    const alex = await account({ funds: 100 })
    const id = randomUUID()
    const result = await book(alex.client, { id, court: madrid.courts[0], date: future, slot: 2 })
    expect(result.status).toBe('confirmed')
    expect(result.message).toBe('Booking Successful!')
    expect(result.booking).toMatchObject({
      id, court_id: madrid.courts[0], club_id: madrid.id, date: future, slot_id: 2, slot_label: '10:30 - 12:00',
      court_number: 1, court_type: 'indoor', member_id: alex.id, booked_by: alex.id, players: [alex.id], status: 'confirmed',
    })
    const price = result.booking!.price
    expect([20, 30]).toContain(price)
    expect(result.balance).toBe(100 - price)
    expect(await balanceOf(alex.id)).toBe(100 - price)
    expect(await ledgerSum(alex.id)).toBe(100 - price)
    expect(await debitsFor(id)).toBe(1)
  })

  it('a replay of the same request returns the same booking as "replayed" and charges nothing more', async () => {
    const alex = await account({ funds: 100 })
    const args = { id: randomUUID(), court: madrid.courts[1], date: future, slot: 3 }
    const first = await book(alex.client, args)
    const again = await book(alex.client, args)
    expect(first.status).toBe('confirmed')
    expect(again.status).toBe('replayed')
    expect(again.booking).toEqual(first.booking)
    expect(again.balance).toBe(first.balance)
    expect((await bookingsWithId(args.id))[0].n).toBe(1)
    expect(await debitsFor(args.id)).toBe(1)
  })

  it('refuses a reused booking id with other parameters or from another member (id_conflict)', async () => {
    const alex = await account({ funds: 100 })
    const sam = await account({ funds: 100 })
    const id = randomUUID()
    expect((await book(alex.client, { id, court: madrid.courts[2], date: future, slot: 4 })).status).toBe('confirmed')
    const otherSlot = await book(alex.client, { id, court: madrid.courts[2], date: future, slot: 5 })
    expect(otherSlot).toMatchObject({ status: 'id_conflict', booking: null })
    const otherMember = await book(sam.client, { id, court: madrid.courts[2], date: future, slot: 4 })
    expect(otherMember).toMatchObject({ status: 'id_conflict', booking: null })
    expect(await balanceOf(sam.id)).toBe(100)
    const slot5 = await sql("select 1 from public.bookings where court_id = $1 and date = $2 and slot_id = 5", [madrid.courts[2], future])
    expect(slot5).toEqual([])
  })

  it('refuses a taken slot (slot_taken) without charging', async () => {
    const first = await account({ funds: 100 })
    const second = await account({ funds: 100 })
    expect((await book(first.client, { court: madrid.courts[0], date: future, slot: 6 })).status).toBe('confirmed')
    const result = await book(second.client, { court: madrid.courts[0], date: future, slot: 6 })
    expect(result.status).toBe('slot_taken')
    expect(await balanceOf(second.id)).toBe(100)
  })

  it('books a slot again once its booking was cancelled', async () => {
    const first = await account({ funds: 100 })
    const second = await account({ funds: 100 })
    const taken = await book(first.client, { court: madrid.courts[1], date: future, slot: 7 })
    expect((await first.client.rpc('cancel_booking', { p_booking_id: taken.booking!.id })).data.status).toBe('cancelled')
    expect((await book(second.client, { court: madrid.courts[1], date: future, slot: 7 })).status).toBe('confirmed')
  })

  it('says how much is missing when the balance is too low (insufficient_balance), writing nothing', async () => {
    const poor = await account({ funds: 5 })
    const id = randomUUID()
    const result = await book(poor.client, { id, court: madrid.courts[2], date: future, slot: 8 })
    expect(result.status).toBe('insufficient_balance')
    expect(result.balance).toBe(5)
    expect([15, 25]).toContain(result.missing)
    expect(result.price).toBe((result.missing as number) + 5)
    expect(result.message).toContain(`${(result.missing as number).toFixed(2)} more`)
    expect((await bookingsWithId(id))[0].n).toBe(0)
    expect(await balanceOf(poor.id)).toBe(5)
  })

  it('refuses a member with an empty wallet (no wallet row yet)', async () => {
    const broke = await account()
    const result = await book(broke.client, { court: madrid.courts[2], date: future, slot: 1 })
    expect(result).toMatchObject({ status: 'insufficient_balance', balance: 0 })
  })

  it('refuses past slots, unknown courts, unknown slots and incomplete requests', async () => {
    const alex = await account({ funds: 100 })
    const yesterday = await localDate(madrid.timeZone, -1)
    expect((await book(alex.client, { court: madrid.courts[0], date: yesterday, slot: 8 })).status).toBe('past_slot')
    expect((await book(alex.client, { court: randomUUID(), date: future, slot: 1 })).status).toBe('unknown_court')
    expect((await book(alex.client, { court: madrid.courts[0], date: future, slot: 9 })).status).toBe('unknown_slot')
    const { data } = await alex.client.rpc('book_court', {
      p_booking_id: randomUUID(), p_court_id: madrid.courts[0], p_date: null, p_slot_id: 1,
    })
    expect(data.status).toBe('invalid_request')
    expect(await balanceOf(alex.id)).toBe(100)
  })

  it('refuses slots outside the club opening hours (club_closed)', async () => {
    const lateClub = await club({ opensAt: '12:00' })
    const alex = await account({ funds: 100 })
    expect((await book(alex.client, { court: lateClub.courts[0], date: future, slot: 1 })).status).toBe('club_closed')
    expect((await book(alex.client, { court: lateClub.courts[0], date: future, slot: 3 })).status).toBe('confirmed')
  })

  it('is not callable without signing in', async () => {
    const { data, error } = await anonClient().rpc('book_court', {
      p_booking_id: randomUUID(), p_court_id: madrid.courts[0], p_date: future, p_slot_id: 1,
    })
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
  })

  it('charges the peak price from 18:00 and at weekends, the off-peak price otherwise', async () => {
    const alex = await account({ funds: 500 })
    const rows = await sql<{ d: string; weekend: boolean }>(
      `select to_char(d, 'YYYY-MM-DD') as d, extract(isodow from d) >= 6 as weekend
       from generate_series((now() at time zone $1)::date + 7, (now() at time zone $1)::date + 13, interval '1 day') d`,
      [madrid.timeZone],
    )
    const weekday = rows.find((row) => !row.weekend)!.d
    const weekend = rows.find((row) => row.weekend)!.d
    expect((await book(alex.client, { court: madrid.courts[0], date: weekday, slot: 6 })).booking!.price).toBe(20)
    expect((await book(alex.client, { court: madrid.courts[0], date: weekday, slot: 7 })).booking!.price).toBe(30)
    expect((await book(alex.client, { court: madrid.courts[0], date: weekend, slot: 1 })).booking!.price).toBe(30)
  })
})
