import { describe, expect, it } from 'vitest'
import { account, balanceOf, book, localDate, rpc } from './booking-helpers.ts'
import { audits, block, bookingRow, desk, deskRows, walkIn, weekday } from './desk-bookings-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql } from './support.ts'

// block_court_slots and unblock_court_slots: one slot, a range, or weekly; refused over bookings unless staff
// cancel and refund them (members notified); book_court and the member grid respect a block.

checkLedgerAfterEach()

async function blocksOf(clubId: string) {
  return sql<{ court_id: string; date: string; slot_id: number; kind: string; reason: string; series_id: string }>(
    "select court_id, to_char(date, 'YYYY-MM-DD') as date, slot_id, kind, reason, series_id from public.court_blocks where club_id = $1 order by date, court_id, slot_id",
    [clubId],
  )
}

describe('block_court_slots', () => {
  it('blocks one slot, a range of days and a weekly series, each with one series id, audited once', async () => {
    const { owner, club: ours } = await desk(2)
    const from = await weekday(ours.timeZone, 2)
    const one = await block(owner, ours, { courts: [ours.courts[0]], slots: [3], from, kind: 'maintenance', reason: ' Net   repair ' })
    expect(one).toMatchObject({ status: 'blocked', message: '1 court-slot blocked.', blocked: 1, already_blocked: 0, started: 0, cancelled: [] })

    const range = await block(owner, ours, { courts: ours.courts, slots: [1, 2], from, until: await localDate(ours.timeZone, 8), kind: 'event', reason: 'Open day' })
    expect(range.status).toBe('blocked')
    const [{ days }] = await sql<{ days: number }>(`select ($1::date - $2::date + 1)::int as days`, [await localDate(ours.timeZone, 8), from])
    expect(range.blocked).toBe(days * 2 * 2)

    const weekly = await block(owner, ours, { courts: [ours.courts[1]], slots: [7], from, until: await localDate(ours.timeZone, 40), weekly: true, kind: 'class', reason: 'Junior class' })
    const rows = (await blocksOf(ours.id)).filter((b) => b.series_id === weekly.series_id)
    expect(rows.length).toBe(weekly.blocked)
    expect(rows.length).toBeGreaterThanOrEqual(5)
    const weekdays = await sql<{ dow: number }>(`select distinct extract(isodow from date)::int as dow from public.court_blocks where series_id = $1`, [weekly.series_id])
    expect(weekdays).toHaveLength(1)
    expect(rows.every((r) => r.kind === 'class' && r.reason === 'Junior class' && r.slot_id === 7)).toBe(true)
    expect((await blocksOf(ours.id)).find((b) => b.series_id === one.series_id)?.reason).toBe('Net repair')

    const audit = await audits(weekly.series_id as string)
    expect(audit.map((a) => [a.action, a.actor_id, a.club_id])).toEqual([['block_court_slots', owner.id, ours.id]])
    expect(audit[0].details).toMatchObject({ kind: 'class', weekly: true, blocked: weekly.blocked })

    // The same cells again: nothing new. Overlapping: the new ones only, the rest counted.
    expect(await block(owner, ours, { courts: [ours.courts[0]], slots: [3], from })).toMatchObject({ status: 'already_blocked', message: 'Those court-slots are already blocked.' })
    const overlap = await block(owner, ours, { courts: [ours.courts[0]], slots: [3, 4], from })
    expect(overlap).toMatchObject({ status: 'blocked', blocked: 1, already_blocked: 1, message: '1 court-slot blocked. 1 already blocked were left as they were.' })
  })

  it('is refused over confirmed bookings, listing them; with cancel they are refunded in full and their members told', async () => {
    const { owner, club: ours } = await desk(2)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    const paid = await book(member.client, { court: ours.courts[0], date, slot: 7 })
    const guest = await walkIn(owner, { court: ours.courts[1], date, slot: 7, name: 'Gus Guest' })
    expect(await balanceOf(member.id)).toBe(70)

    const refused = await block(owner, ours, { courts: ours.courts, slots: [7, 8], from: date, kind: 'event', reason: 'Tournament' })
    expect(refused.status).toBe('bookings_in_the_way')
    expect(refused.message).toBe('2 bookings are in the way. Cancel them with a full refund, or choose other slots.')
    expect((refused.bookings as Array<Record<string, unknown>>).map((b) => [b.id, b.walk_in, b.court_number, b.slot_label, b.price])).toEqual([
      [paid.booking!.id, false, 1, '18:00 - 19:30', 30],
      [guest.booking!.id, true, 2, '18:00 - 19:30', 30],
    ])
    expect(await blocksOf(ours.id)).toEqual([])

    const done = await block(owner, ours, { courts: ours.courts, slots: [7, 8], from: date, kind: 'event', reason: 'Tournament', cancel: true })
    expect(done).toMatchObject({ status: 'blocked', blocked: 4, message: '4 court-slots blocked. 2 bookings were cancelled and refunded in full.' })
    expect((done.cancelled as string[]).sort()).toEqual([paid.booking!.id, guest.booking!.id].sort())
    expect(await bookingRow(paid.booking!.id)).toMatchObject({ status: 'cancelled', refund_amount: '30.00' })
    expect(await balanceOf(member.id)).toBe(100)
    expect(await deskRows(guest.booking!.id)).toEqual([{ kind: 'walk_in', amount: 30 }, { kind: 'walk_in_refund', amount: -30 }])
    const { data: bell } = await member.client.from('notifications').select('kind, body').eq('kind', 'booking_cancelled')
    expect(bell).toHaveLength(1)
    expect(bell![0].body).toMatch(/Cancelled by club staff\. €30\.00 refunded to your balance\.$/)
    const cancelAudit = await audits(paid.booking!.id)
    expect(cancelAudit.map((a) => a.action)).toEqual(['cancel_for_member'])
    expect(cancelAudit[0].details).toMatchObject({ refund: 30, refund_rule: 'full', reason: 'Court blocked: Tournament' })
  })

  it('then book_court refuses those cells and the member grid shows them unavailable', async () => {
    const { owner, club: ours } = await desk(2)
    const member = await account({ funds: 100 })
    const date = await weekday(ours.timeZone, 3)
    await block(owner, ours, { courts: [ours.courts[0]], slots: [4], from: date })
    expect(await book(member.client, { court: ours.courts[0], date, slot: 4 })).toEqual({
      status: 'unavailable',
      message: 'Unavailable: this court cannot be booked at that time.',
      message_key: 'server_unavailable',
      message_values: {},
    })
    expect(await balanceOf(member.id)).toBe(100)
    const { data: grid } = await member.client.rpc('court_availability', { p_club_id: ours.id, p_date: date })
    const cell = (grid as Array<{ court_id: string; slot_id: number; is_free: boolean; is_unavailable: boolean }>).find((c) => c.court_id === ours.courts[0] && c.slot_id === 4)
    expect(cell).toMatchObject({ is_free: false, is_unavailable: true })
  })

  it('refuses bad input, the past, more than the horizon or 5000 cells, and anyone but the club’s staff', async () => {
    const { owner, club: ours, otherOwner, otherClub } = await desk(2)
    const member = await account()
    const from = await localDate(ours.timeZone, 1)
    const ok = { courts: [ours.courts[0]], slots: [1], from }
    const status = async (a: Parameters<typeof block>[2], who = owner) => (await block(who, ours, a)).status

    expect(await status({ ...ok, courts: [] })).toBe('invalid_request')
    expect(await status({ ...ok, slots: [] })).toBe('invalid_request')
    expect(await status({ ...ok, courts: [otherClub.courts[0]] })).toBe('unknown_court')
    expect(await status({ ...ok, slots: [9] })).toBe('unknown_slot')
    expect(await status({ ...ok, kind: 'party' })).toBe('invalid_request')
    expect(await block(owner, ours, { ...ok, reason: ' ' })).toEqual({
      status: 'reason_required', message: 'Please say why the court is blocked.', message_key: 'server_reason_required_block', message_values: {},
    })
    expect(await status({ ...ok, reason: 'x'.repeat(201) })).toBe('invalid_request')
    expect(await status({ ...ok, from: await localDate(ours.timeZone, -1) })).toBe('past_slot')
    expect(await status({ ...ok, until: await localDate(ours.timeZone, 0) })).toBe('invalid_request')
    expect(await status({ ...ok, until: 'infinity' })).toBe('too_far_ahead')
    expect(await status({ ...ok, until: await localDate(ours.timeZone, 61) })).toBe('too_far_ahead')
    const big = await desk(12)
    const huge = await block(big.owner, big.club, { courts: big.club.courts, slots: [1, 2, 3, 4, 5, 6, 7, 8], from, until: await localDate(ours.timeZone, 60) })
    expect(huge).toMatchObject({ status: 'too_many_cells', message: 'That is 5760 court-slots; please block at most 5000 at a time.' })
    // Today's started slots are skipped; if nothing is left, that is said.
    const [{ started }] = await sql<{ started: boolean }>(`select (now() at time zone 'Europe/Madrid')::time > '09:00' as started`)
    if (started) expect(await status({ ...ok, from: await localDate(ours.timeZone, 0) })).toBe('past_slot')

    for (const who of [member, otherOwner]) {
      expect(await block(who, ours, ok)).toEqual({
        status: 'not_allowed', message: "Only the club's staff can block its courts.", message_key: 'server_not_allowed_block', message_values: {},
      })
      expect(await rpc(who.client, 'unblock_court_slots', { p_club_id: ours.id, p_series_id: ours.id })).toEqual({
        status: 'not_allowed',
        message: "Only the club's staff can unblock its courts.",
        message_key: 'server_not_allowed_unblock',
        message_values: {},
      })
    }
    expect(await blocksOf(ours.id)).toEqual([])
  })

  it('a booking and a block on the same cell at once: never both', async () => {
    const { owner, club: ours } = await desk(1)
    const member = await account({ funds: 1000 })
    for (let round = 0; round < 6; round++) {
      const date = await localDate(ours.timeZone, 2 + round)
      // Whichever commits first, the other answers a refusal, never an error (a block committed between
      // book_court's check and its insert is caught by the guard, whose refusal book_court answers).
      const [booked, blocked] = await Promise.all([
        book(member.client, { court: ours.courts[0], date, slot: 5 }),
        block(owner, ours, { courts: [ours.courts[0]], slots: [5], from: date }),
      ])
      expect(['confirmed', 'unavailable']).toContain(booked.status)
      expect(['blocked', 'bookings_in_the_way']).toContain(blocked.status)
      const [{ bookings, blocks }] = await sql<{ bookings: number; blocks: number }>(
        `select (select count(*)::int from public.bookings where court_id = $1 and date = $2 and slot_id = 5 and status = 'confirmed') as bookings,
                (select count(*)::int from public.court_blocks where court_id = $1 and date = $2 and slot_id = 5) as blocks`,
        [ours.courts[0], date],
      )
      expect(bookings + blocks).toBe(1)
      expect(booked.status === 'confirmed').toBe(bookings === 1)
      expect(blocked.status === 'blocked').toBe(blocks === 1)
    }
  })
})

describe('unblock_court_slots', () => {
  it('lifts one block or a whole series, keeps blocks that have started, and audits it', async () => {
    const { owner, club: ours, otherClub } = await desk(1)
    const from = await localDate(ours.timeZone, 1)
    const series = await block(owner, ours, { courts: [ours.courts[0]], slots: [1, 2, 3], from })
    const [first] = await sql<{ id: string }>('select id from public.court_blocks where series_id = $1 and slot_id = 1', [series.series_id])

    expect(await rpc(owner.client, 'unblock_court_slots', { p_club_id: ours.id, p_block_id: first.id })).toMatchObject({
      status: 'unblocked',
      message: '1 court-slot unblocked.',
      unblocked: 1,
    })
    expect(await rpc(owner.client, 'unblock_court_slots', { p_club_id: ours.id, p_series_id: series.series_id })).toMatchObject({ status: 'unblocked', unblocked: 2 })
    expect((await rpc(owner.client, 'unblock_court_slots', { p_club_id: ours.id, p_series_id: series.series_id })).status).toBe('unknown_block')
    expect((await rpc(owner.client, 'unblock_court_slots', { p_club_id: ours.id })).status).toBe('invalid_request')
    expect((await audits(first.id)).map((a) => a.action)).toEqual(['unblock_court_slots'])
    expect((await audits(series.series_id as string)).map((a) => a.action)).toEqual(['block_court_slots', 'unblock_court_slots'])

    // Another club's series id named under this club finds nothing.
    const theirs = await sql<{ id: string }>(
      `insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id)
       values ($1, $2, $3, 1, 'other', 'Theirs', gen_random_uuid()) returning series_id as id`,
      [otherClub.id, otherClub.courts[0], from],
    )
    expect((await rpc(owner.client, 'unblock_court_slots', { p_club_id: ours.id, p_series_id: theirs[0].id })).status).toBe('unknown_block')

    const [past] = await sql<{ id: string }>(
      `insert into public.court_blocks (club_id, court_id, date, slot_id, kind, reason, series_id)
       values ($1, $2, (now() at time zone 'Europe/Madrid')::date - 1, 1, 'other', 'Past', gen_random_uuid()) returning id`,
      [ours.id, ours.courts[0]],
    )
    expect(await rpc(owner.client, 'unblock_court_slots', { p_club_id: ours.id, p_block_id: past.id })).toEqual({
      status: 'slot_started',
      message: 'That block has already started and stays as it was.',
      message_key: 'server_slot_started_block',
      message_values: {},
    })
  })
})
