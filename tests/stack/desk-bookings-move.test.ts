import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, balanceOf, book, localDate, rpc } from './booking-helpers.ts'
import { audits, block, bookingRow, desk, deskRows, ledgerRows, move, walkIn, weekday } from './desk-bookings-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql } from './support.ts'

// book_walk_in and move_booking: a guest paid at the desk, and a booking moved with its price difference
// settled on the wallet ledger (members) or at the desk (walk-ins). The wallet invariant is checked after each.

checkLedgerAfterEach()

describe('book_walk_in', () => {
  it('books a guest, takes the price at the desk once, answers a replay with the same booking, and audits it', async () => {
    const { owner, club: ours } = await desk(2)
    const date = await weekday(ours.timeZone, 4)
    const id = randomUUID()
    const first = await walkIn(owner, { id, court: ours.courts[0], date, slot: 7, name: '  Ana   Guest ', phone: ' +34 600 000 000 ' })
    expect(first).toMatchObject({ status: 'confirmed', message: 'Booked for Ana Guest. Take €30.00 at the desk.', price: 30, currency: 'EUR' })
    expect(first.booking).toMatchObject({ id, member_id: null, guest_name: 'Ana Guest', guest_phone: '+34 600 000 000', price: 30, players: [] })
    expect(await walkIn(owner, { id, court: ours.courts[0], date, slot: 7, name: 'Ana Guest' })).toMatchObject({ status: 'replayed', booking: { id } })
    expect((await walkIn(owner, { id, court: ours.courts[1], date, slot: 7, name: 'Ana Guest' })).status).toBe('id_conflict')
    expect(await deskRows(id)).toEqual([{ kind: 'walk_in', amount: 30 }])
    expect(await ledgerRows(id)).toEqual([])
    expect((await audits(id)).map((a) => [a.action, a.actor_id, a.club_id])).toEqual([['book_walk_in', owner.id, ours.id]])
    // Twice at once with one id: one booking, one payment.
    const twin = randomUUID()
    const both = await Promise.all([0, 1].map(() => walkIn(owner, { id: twin, court: ours.courts[1], date, slot: 1 })))
    expect(both.map((a) => a.status).sort()).toEqual(['confirmed', 'replayed'])
    expect(await deskRows(twin)).toEqual([{ kind: 'walk_in', amount: 20 }])
  })

  it('refuses what book_court refuses, bad names and phones, a member and another club’s owner', async () => {
    const { owner, club: ours, otherOwner } = await desk(2)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 4)
    await book(member.client, { court: ours.courts[0], date, slot: 2 })
    await block(owner, ours, { courts: [ours.courts[1]], slots: [3], from: date })
    const at = (slot: number, court = 0) => ({ court: ours.courts[court], date, slot })

    expect(await walkIn(owner, at(2))).toEqual({
      status: 'slot_taken', message: 'This court is already booked for that time slot.', message_key: 'server_slot_taken', message_values: {},
    })
    expect(await walkIn(owner, at(3, 1))).toEqual({
      status: 'unavailable',
      message: 'Unavailable: this court cannot be booked at that time.',
      message_key: 'server_unavailable',
      message_values: {},
    })
    expect((await walkIn(owner, { ...at(1), date: await localDate(ours.timeZone, -1) })).status).toBe('past_slot')
    expect((await walkIn(owner, { ...at(1), date: await localDate(ours.timeZone, 61) })).status).toBe('too_far_ahead')
    expect((await walkIn(owner, { ...at(1), date: 'infinity' })).status).toBe('too_far_ahead')
    await sql('update public.courts set in_service = false where id = $1', [ours.courts[1]])
    expect((await walkIn(owner, at(5, 1))).status).toBe('court_out_of_service')
    await sql(`insert into public.club_closures (club_id, date, reason) values ($1, $2, 'Holiday')`, [ours.id, date])
    expect((await walkIn(owner, at(5))).status).toBe('club_closed')
    await sql('delete from public.club_closures where club_id = $1', [ours.id])

    expect(await walkIn(owner, { ...at(4), name: '   ' })).toEqual({
      status: 'guest_name_required', message: "Please enter the guest's name.", message_key: 'server_guest_name_required', message_values: {},
    })
    expect((await walkIn(owner, { ...at(4), name: null })).status).toBe('guest_name_required')
    expect((await walkIn(owner, { ...at(4), name: 'x'.repeat(101) })).status).toBe('invalid_request')
    expect((await walkIn(owner, { ...at(4), phone: 'call me' })).status).toBe('invalid_phone')
    expect((await walkIn(owner, { ...at(4), slot: 99 })).status).toBe('unknown_slot')
    for (const who of [member, otherOwner]) {
      expect(await walkIn(who, at(4))).toEqual({
        status: 'not_allowed', message: "Only the club's staff can book for a walk-in guest.", message_key: 'server_not_allowed_walk_in', message_values: {},
      })
    }
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from public.bookings where club_id = $1 and member_id is null`, [ours.id])
    expect(n).toBe(0)
  })
})

describe('move_booking', () => {
  it('moves a member to a dearer slot (debit), back to a cheaper one (credit), then a refund keeps the ledger whole', async () => {
    const { owner, club: ours } = await desk(2)
    const member = await account({ funds: 50 })
    const date = await weekday(ours.timeZone, 5)
    const { booking } = await book(member.client, { court: ours.courts[0], date, slot: 1 })
    const id = booking!.id
    expect(await balanceOf(member.id)).toBe(30)

    const up = await move(owner, id, { court: ours.courts[1], date, slot: 7 })
    expect(up).toMatchObject({ status: 'moved', difference: 10, currency: 'EUR', balance: 20 })
    expect(up.message).toMatch(/^Booking moved to Court 2 at Test Club \w+, \w{3} \d+ \w{3}, 18:00 - 19:30\. €10\.00 charged to the member's wallet\.$/)
    expect(await bookingRow(id)).toMatchObject({ court_id: ours.courts[1], date, slot_id: 7, price: '30.00', status: 'confirmed' })
    expect((await move(owner, id, { court: ours.courts[1], date, slot: 7 })).status).toBe('unchanged')

    const down = await move(owner, id, { court: ours.courts[0], date, slot: 2 })
    expect(down).toMatchObject({ status: 'moved', difference: -10, balance: 30 })
    expect(down.message).toMatch(/€10\.00 refunded to the member's wallet\.$/)
    expect(await ledgerRows(id)).toEqual([
      { kind: 'booking', type: 'debit', amount: 20 },
      { kind: 'booking_move', type: 'debit', amount: 10 },
      { kind: 'booking_move', type: 'credit', amount: 10 },
    ])
    const [row] = await sql<{ club_id: string; currency: string }>(`select club_id, currency from public.transactions where booking_id = $1 and kind = 'booking_move' limit 1`, [id])
    expect(row).toEqual({ club_id: ours.id, currency: 'EUR' })

    expect((await audits(id)).map((a) => a.action)).toEqual(['move_booking', 'move_booking'])
    const { data: bell } = await member.client.from('notifications').select('kind, title, body').eq('kind', 'booking_moved').order('created_at')
    expect(bell).toHaveLength(2)
    expect(bell![0].body).toMatch(/^Court 1 at .+, 09:00 - 10:30 is now Court 2 at .+, 18:00 - 19:30\. €10\.00 was charged to your balance\.$/)

    const cancelled = await rpc(owner.client, 'cancel_booking', { p_booking_id: id, p_refund: 'full' })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 20 })
    expect(await balanceOf(member.id)).toBe(50)
  })

  it('refuses a dearer slot the member cannot pay, naming the missing amount, and changes nothing', async () => {
    const { owner, club: ours } = await desk(2)
    const member = await account({ funds: 25 })
    const date = await weekday(ours.timeZone, 5)
    const { booking } = await book(member.client, { court: ours.courts[0], date, slot: 1 })
    const answer = await move(owner, booking!.id, { court: ours.courts[0], date, slot: 8 })
    expect(answer).toMatchObject({ status: 'insufficient_balance', difference: 10, balance: 5, missing: 5 })
    expect(answer.message).toBe("Insufficient balance: the new slot costs €10.00 more and the member's EUR balance is €5.00, so €5.00 more is needed.")
    expect(await bookingRow(booking!.id)).toMatchObject({ slot_id: 1, price: '20.00' })
    expect(await ledgerRows(booking!.id)).toHaveLength(1)
    expect(await audits(booking!.id)).toEqual([])
  })

  it("settles a walk-in's difference at the desk", async () => {
    const { owner, club: ours } = await desk(2)
    const date = await weekday(ours.timeZone, 5)
    const { booking } = await walkIn(owner, { court: ours.courts[0], date, slot: 8, name: 'Gus' })
    const answer = await move(owner, booking!.id, { court: ours.courts[0], date, slot: 1 })
    expect(answer).toMatchObject({ status: 'moved', difference: -10, balance: null })
    expect(answer.message).toMatch(/Give back €10\.00 at the desk\.$/)
    expect(await deskRows(booking!.id)).toEqual([{ kind: 'walk_in', amount: 30 }, { kind: 'walk_in_move', amount: -10 }])
    const cancelled = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'full' })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 20, message: 'Booking cancelled. Refund €20.00 at the desk.' })
    const [{ net }] = await sql<{ net: string }>('select sum(amount) as net from public.desk_payments where booking_id = $1', [booking!.id])
    expect(Number(net)).toBe(0)
  })

  it('refuses a taken, blocked, closed, past or too distant target, a started booking, and other clubs', async () => {
    const { owner, club: ours, otherOwner, otherClub } = await desk(2)
    const member = await account({ funds: 200 })
    const date = await weekday(ours.timeZone, 5)
    const { booking } = await book(member.client, { court: ours.courts[0], date, slot: 1 })
    const id = booking!.id
    await book(member.client, { court: ours.courts[1], date, slot: 1 })
    await block(owner, ours, { courts: [ours.courts[1]], slots: [2], from: date })
    const to = (slot: number, court = 1, day = date) => ({ court: ours.courts[court], date: day, slot })

    expect((await move(owner, id, to(1))).status).toBe('slot_taken')
    expect(await move(owner, id, to(2))).toEqual({
      status: 'unavailable',
      message: 'Unavailable: this court cannot be booked at that time.',
      message_key: 'server_unavailable',
      message_values: {},
    })
    expect((await move(owner, id, to(3, 1, await localDate(ours.timeZone, -1)))).status).toBe('past_slot')
    expect((await move(owner, id, to(3, 1, await localDate(ours.timeZone, 61)))).status).toBe('too_far_ahead')
    expect((await move(owner, id, to(3, 1, 'infinity'))).status).toBe('too_far_ahead')
    await sql(`insert into public.club_closures (club_id, date, reason) values ($1, $2::date + 1, 'Holiday')`, [ours.id, date])
    const [{ next }] = await sql<{ next: string }>(`select to_char($1::date + 1, 'YYYY-MM-DD') as next`, [date])
    expect((await move(owner, id, to(3, 1, next))).status).toBe('club_closed')
    expect(await move(owner, id, { court: otherClub.courts[0], date, slot: 3 })).toEqual({
      status: 'unknown_court', message: "That court is not at this booking's club.", message_key: 'server_unknown_court_other_club', message_values: {},
    })
    expect((await move(owner, id, { ...to(3), slot: 0 })).status).toBe('unknown_slot')
    for (const who of [member, otherOwner]) {
      expect(await move(who, id, to(3))).toEqual({
        status: 'not_allowed', message: "Only the club's staff can move bookings.", message_key: 'server_not_allowed_move', message_values: {},
      })
    }
    expect((await rpc(owner.client, 'move_booking', { p_booking_id: id, p_court_id: null, p_date: date, p_slot_id: 3 })).status).toBe('invalid_request')

    const [{ id: started }] = await sql<{ id: string }>(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency)
       values ($1, $2, (now() at time zone 'Europe/Madrid')::date - 1, 4, $3, $3, 20, 'EUR') returning id`,
      [ours.courts[0], ours.id, member.id],
    )
    expect(await move(owner, started, to(3))).toEqual({
      status: 'slot_started', message: 'This booking has already started and can no longer be moved.', message_key: 'server_slot_started_move', message_values: {},
    })
    await rpc(owner.client, 'cancel_booking', { p_booking_id: id, p_refund: 'full' })
    expect((await move(owner, id, to(3))).status).toBe('cancelled')
    expect((await audits(id)).map((a) => a.action)).toEqual(['cancel_for_member'])
  })

  it('two staff moving two bookings into one slot at once: exactly one wins, every time', async () => {
    const { owner, club: ours } = await desk(3)
    const admin = await account({ role: 'super_admin' })
    const member = await account({ funds: 1000 })
    for (let round = 0; round < 4; round++) {
      const date = await weekday(ours.timeZone, 6 + round * 7)
      const a = await book(member.client, { court: ours.courts[0], date, slot: 1 })
      const b = await walkIn(owner, { court: ours.courts[1], date, slot: 1 })
      const target = { court: ours.courts[2], date, slot: 7 }
      const answers = await Promise.all([move(owner, a.booking!.id, target), move(admin, b.booking!.id, target)])
      expect(answers.map((x) => x.status).sort()).toEqual(['moved', 'slot_taken'])
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from public.bookings where court_id = $1 and date = $2 and slot_id = 7 and status = 'confirmed'`,
        [ours.courts[2], date],
      )
      expect(n).toBe(1)
      // The loser kept its place and paid nothing more.
      const loser = answers[0].status === 'moved' ? b.booking!.id : a.booking!.id
      expect((await bookingRow(loser)).slot_id).toBe(1)
      expect((await ledgerRows(loser)).filter((r) => r.kind === 'booking_move')).toEqual([])
      expect((await deskRows(loser)).filter((r) => r.kind === 'walk_in_move')).toEqual([])
    }
  })
})
