import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { sayWords } from '~/i18n/server-words'
import { queueDeskBooking } from '../operations/desk-booking'
import { queueDeskMark } from '../operations/desk-check-in'
import { readDesk, readDeskDay, searchKeptMembers } from '../queries/desk'
import { WALLET_BALANCES_KEY } from '../meta-keys'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import type { ApiResult } from './api'
import { drainOutbox } from './drain'
import { pullDeskDashboard } from '../pulls/desk-dashboard'
import { pullDeskMembers } from '../pulls/desk-members'
import { fakeApi } from '~/testing/fake-sync-api'

// The club desk offline: the kept dashboard is what the desk shows, marks queued on the tablet lie over it, and
// each is sent once when the connection is back.

const STAFF = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const CLUB = 'c0000000-0000-4000-8000-000000000001'
const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })

const booking = (id: string, slot: number) => ({
  id,
  slot_id: slot,
  slot_label: `slot ${slot}`,
  starts_at: '2026-11-24T09:00:00Z',
  court_number: 1,
  court_name: 'Court 1',
  member_id: slot === 2 ? null : 'm1',
  players: [slot === 2 ? 'Ana (walk-in)' : 'Alex Rivera'],
  checked_in_at: null,
  no_show_at: null,
})

const dashboard = {
  status: 'ok',
  message: 'Dashboard ready.',
  club: { id: CLUB, name: 'ELSY Madrid', currency: 'EUR', time_zone: 'Europe/Madrid' },
  today: '2026-11-24',
  members: { total: 10, new_this_month: 1 },
  courts: { in_service: 5, total: 6 },
  bookings_week: { this: 3, last: 2 },
  revenue_month: { currency: 'EUR', this: '120.50', last: 100 },
  today_bookings: [booking('b1', 1), booking('b2', 2)],
}

afterEach(async () => {
  const db = await openUserDatabase(STAFF)
  closeUserDatabase()
  await db.delete()
})

describe('the desk offline', () => {
  it('keeps the dashboard, lays queued marks over it, sends each once and keeps the server marks', async () => {
    const db = await openUserDatabase(STAFF)
    const server = fakeApi(STAFF, { rpc: () => ok(dashboard) })
    expect(await pullDeskDashboard(db, server.api, CLUB)).toBeNull()
    const kept = (await readDesk(db, CLUB))!
    expect(kept.dashboard.revenue_month.this).toBe(120.5)
    expect(kept.bookings.map((b) => [b.id, b.syncState])).toEqual([
      ['b1', 'synced'],
      ['b2', 'synced'],
    ])

    // Offline: two taps on Check in are one change; the walk-in is marked a no-show.
    const first = await queueDeskMark('desk_check_in', { bookingId: 'b1', clubId: CLUB, players: 'Alex Rivera', slotLabel: 'slot 1' })
    const again = await queueDeskMark('desk_check_in', { bookingId: 'b1', clubId: CLUB, players: 'Alex Rivera', slotLabel: 'slot 1' })
    expect(again.outboxId).toBe(first.outboxId)
    await queueDeskMark('desk_no_show', { bookingId: 'b2', clubId: CLUB, players: 'Ana (walk-in)', slotLabel: 'slot 2' })
    const waiting = (await readDesk(db, CLUB))!.bookings
    expect(waiting.find((b) => b.id === 'b1')).toMatchObject({ syncState: 'pending', checked_in_at: expect.any(String), no_show_at: null })
    expect(waiting.find((b) => b.id === 'b2')).toMatchObject({ syncState: 'pending', no_show_at: expect.any(String) })

    // Back online: each mark goes once, as its RPC; the answers' marks are kept.
    const online = fakeApi(STAFF, {
      rpc: (fn, args) =>
        fn === 'check_in_booking'
          ? ok({ status: 'checked_in', message: 'Checked in.', marks: { id: args.p_booking_id, checked_in_at: '2026-11-24T09:05:00Z', no_show_at: null } })
          : ok({ status: 'no_show', message: 'Marked as a no-show.', marks: { id: args.p_booking_id, checked_in_at: null, no_show_at: '2026-11-24T09:20:00Z' } }),
    })
    await drainOutbox(db, online.api)
    expect(online.calls.map((c) => [c.fn, c.args])).toEqual([
      ['check_in_booking', { p_booking_id: 'b1' }],
      ['mark_no_show', { p_booking_id: 'b2' }],
    ])
    const after = (await readDesk(db, CLUB))!.bookings
    expect(after.find((b) => b.id === 'b1')).toMatchObject({ syncState: 'synced', checked_in_at: '2026-11-24T09:05:00Z' })
    expect(after.find((b) => b.id === 'b2')).toMatchObject({ syncState: 'synced', no_show_at: '2026-11-24T09:20:00Z' })
    await drainOutbox(db, online.api)
    expect(online.calls).toHaveLength(2)
  })

  it('shows a refusal on the booking and keeps the server marks', async () => {
    const db = await openUserDatabase(STAFF)
    await pullDeskDashboard(db, fakeApi(STAFF, { rpc: () => ok(dashboard) }).api, CLUB)
    await queueDeskMark('desk_no_show', { bookingId: 'b1', clubId: CLUB, players: 'Alex Rivera', slotLabel: 'slot 1' })
    const refusing = fakeApi(STAFF, {
      rpc: () => ok({ status: 'already_checked_in', message: 'The players were checked in: this booking is not a no-show.', marks: null }),
    })
    await drainOutbox(db, refusing.api)
    expect((await readDesk(db, CLUB))!.bookings.find((b) => b.id === 'b1')).toMatchObject({
      syncState: 'conflict',
      no_show_at: null,
      syncMessage: { text: 'The players were checked in: this booking is not a no-show.' },
    })
  })

  it('drops the kept dashboard when the server says the user is no longer staff of the club', async () => {
    const db = await openUserDatabase(STAFF)
    await pullDeskDashboard(db, fakeApi(STAFF, { rpc: () => ok(dashboard) }).api, CLUB)
    const refused = await pullDeskDashboard(db, fakeApi(STAFF, { rpc: () => ok({ status: 'not_allowed', message: 'Only the club’s staff can see its dashboard.' }) }).api, CLUB)
    expect(refused).toMatchObject({ code: 'not_allowed' })
    expect(await readDesk(db, CLUB)).toBeNull()
  })

  it('refuses a dashboard that does not fit instead of keeping half of it', async () => {
    const db = await openUserDatabase(STAFF)
    const broken = { ...dashboard, revenue_month: { currency: 'EUR', this: 'lots', last: 0 } }
    const error = await pullDeskDashboard(db, fakeApi(STAFF, { rpc: () => ok(broken) }).api, CLUB)
    expect(error?.words).toMatchObject({ message_key: 'sync_bad_dashboard_detail' })
    expect(sayWords(error?.words)).toMatch(/does not understand/)
    expect(await readDesk(db, CLUB)).toBeNull()
  })
})


const member = (n: number, name: string, extra: Partial<{ username: string; email: string; phone: string; bookings_12m: number; last_booking_on: string }> = {}) => ({
  id: `m${n}`,
  name,
  username: extra.username ?? null,
  email: extra.email ?? null,
  phone: extra.phone ?? null,
  home_club: n % 2 === 0,
  bookings_12m: extra.bookings_12m ?? 0,
  last_booking_on: extra.last_booking_on ?? null,
})

const COURT = 'k0000000-0000-4000-8000-000000000001'
const MEMBER = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'

/** Tomorrow's kept grid: one court, two free slots. */
const deskDay = {
  club: { id: CLUB, name: 'ELSY Madrid', currency: 'EUR', time_zone: 'Europe/Madrid', today: '2026-11-24' },
  date: '2026-11-25',
  slots: [1, 2].map((id) => ({ id, label: `slot ${id}`, starts_at: `0${id + 7}:00`, ends_at: `0${id + 8}:30` })),
  courts: [{ id: COURT, number: 1, name: 'Court 1', type: 'indoor', in_service: true }],
  cells: [1, 2].map((slot) => ({
    court_id: COURT,
    slot_id: slot,
    starts_at: `2026-11-25T0${slot + 6}:00:00Z`,
    past: false,
    price: 24,
    state: 'free' as const,
    booking: null,
    block: null,
  })),
}

const forMember = (bookingId: string, slotId: number) => ({
  kind: 'desk_book_member' as const,
  payload: {
    bookingId,
    clubId: CLUB,
    courtId: COURT,
    date: '2026-11-25',
    slotId,
    price: 24,
    currency: 'EUR',
    courtNumber: 1,
    courtName: 'Court 1',
    slotLabel: `slot ${slotId}`,
    startsAt: `2026-11-25T0${slotId + 6}:00:00Z`,
    memberId: MEMBER,
    memberName: 'Alex Rivera',
  },
})

describe("the desk's bookings for a member offline", () => {
  it("shows the booking as not sent yet, sends it once as book_court for the member, and never keeps it as the user's own", async () => {
    const db = await openUserDatabase(STAFF)
    await db.deskDays.put({ clubId: CLUB, date: deskDay.date, data: deskDay, fetchedAt: '2026-11-24T08:00:00Z' })

    const first = await queueDeskBooking(forMember('d1', 1))
    expect((await queueDeskBooking(forMember('d1', 1))).outboxId).toBe(first.outboxId)
    const waiting = (await readDeskDay(db, CLUB, deskDay.date))!.cells
    expect(waiting.find((c) => c.slot_id === 1)).toMatchObject({
      state: 'booked',
      syncState: 'pending',
      booking: { id: 'd1', member_id: MEMBER, name: 'Alex Rivera', walk_in: false, price: 24 },
    })
    expect(waiting.find((c) => c.slot_id === 2)).toMatchObject({ state: 'free', syncState: 'synced' })

    const booked = { id: 'd1', court_id: COURT, club_id: CLUB, date: deskDay.date, slot_id: 1, member_id: MEMBER, booked_by: STAFF, price: 24, currency: 'EUR', status: 'confirmed' }
    const online = fakeApi(STAFF, { rpc: () => ok({ status: 'confirmed', message: 'Booking Successful!', booking: booked, currency: 'EUR', balance: 3 }) })
    await drainOutbox(db, online.api)
    await drainOutbox(db, online.api)
    expect(online.calls.map((c) => [c.fn, c.args])).toEqual([
      ['book_court', { p_booking_id: 'd1', p_court_id: COURT, p_date: '2026-11-25', p_slot_id: 1, p_member_id: MEMBER }],
    ])
    // The member's booking and balance are theirs, not the staff member's.
    expect(await db.bookings.count()).toBe(0)
    expect(await db.meta.get(WALLET_BALANCES_KEY)).toBeUndefined()
    const kept = (await readDeskDay(db, CLUB, deskDay.date))!.cells.find((c) => c.slot_id === 1)
    expect(kept).toMatchObject({ state: 'booked', syncState: 'synced', booking: { id: 'd1', name: 'Alex Rivera' } })
  })

  it('shows a refusal on the cell it asked for, which stays free', async () => {
    const db = await openUserDatabase(STAFF)
    await db.deskDays.put({ clubId: CLUB, date: deskDay.date, data: deskDay, fetchedAt: '2026-11-24T08:00:00Z' })
    await queueDeskBooking(forMember('d2', 2))
    const refusing = fakeApi(STAFF, {
      rpc: () => ok({ status: 'insufficient_balance', message: 'Insufficient balance: this slot costs €24.00 and the EUR balance is €3.00, so €21.00 more is needed.' }),
    })
    await drainOutbox(db, refusing.api)
    const cell = (await readDeskDay(db, CLUB, deskDay.date))!.cells.find((c) => c.slot_id === 2)
    expect(cell).toMatchObject({ state: 'free', booking: null, syncState: 'conflict', outboxId: 'd2', syncMessage: { text: expect.stringContaining('Insufficient balance') } })
  })
})

describe("the desk's member list offline", () => {
  it('keeps every page of the list, then searches, sorts and pages it like the server', async () => {
    const db = await openUserDatabase(STAFF)
    const everyone = Array.from({ length: 450 }, (_, i) => member(i, `Player ${String(i).padStart(3, '0')}`))
    everyone[7] = member(7, 'José Núñez', { username: 'jnunez', email: 'jose@example.test', bookings_12m: 9, last_booking_on: '2026-11-01' })
    everyone[8] = member(8, 'Ana Pérez', { phone: '+34 600 111 222', bookings_12m: 3, last_booking_on: '2026-11-20' })
    const server = fakeApi(STAFF, {
      rpc: (_fn, args) => {
        const offset = Number(args.p_offset)
        return ok({ status: 'ok', message: 'Members.', total: everyone.length, rows: everyone.slice(offset, offset + Number(args.p_limit)) })
      },
    })
    expect(await pullDeskMembers(db, server.api, CLUB)).toBeNull()
    expect(server.calls.map((c) => c.args.p_offset)).toEqual([0, 200, 400])
    // Fresh enough: not fetched again unless asked.
    await pullDeskMembers(db, server.api, CLUB)
    expect(server.calls).toHaveLength(3)

    const search = (text: string, sort: 'name' | 'recent' | 'bookings' = 'name', offset = 0) => searchKeptMembers(db, CLUB, { search: text, sort, offset, limit: 50 })
    expect((await search(''))!.total).toBe(450)
    expect((await search('nunez'))!.rows.map((m) => m.name)).toEqual(['José Núñez'])
    expect((await search('JOSE@'))!.rows.map((m) => m.id)).toEqual(['m7'])
    expect((await search('600 111'))!.rows.map((m) => m.id)).toEqual(['m8'])
    expect((await search('', 'recent'))!.rows.slice(0, 2).map((m) => m.id)).toEqual(['m8', 'm7'])
    expect((await search('', 'bookings'))!.rows.slice(0, 2).map((m) => m.id)).toEqual(['m7', 'm8'])
    const last = (await search('', 'name', 400))!
    expect(last.rows).toHaveLength(50)
    expect(last.keptAt).toEqual(expect.any(String))
    expect(await searchKeptMembers(db, 'another-club', { search: '', sort: 'name', offset: 0, limit: 50 })).toBeNull()
  })

  it('keeps the old list when a page fails, and drops it when the user is no longer staff', async () => {
    const db = await openUserDatabase(STAFF)
    await pullDeskMembers(db, fakeApi(STAFF, { rpc: () => ok({ status: 'ok', message: 'Members.', total: 1, rows: [member(1, 'Kept Member')] }) }).api, CLUB)
    let calls = 0
    const flaky = fakeApi(STAFF, {
      rpc: () => (++calls === 1 ? ok({ status: 'ok', message: 'Members.', total: 300, rows: [member(2, 'New Member')] }) : { data: null, error: { message: 'Failed to fetch', status: 0 } }),
    })
    expect(await pullDeskMembers(db, flaky.api, CLUB, { force: true })).toMatchObject({ status: 0 })
    expect((await searchKeptMembers(db, CLUB, { search: '', sort: 'name', offset: 0, limit: 50 }))!.rows.map((m) => m.name)).toEqual(['Kept Member'])
    const refused = fakeApi(STAFF, { rpc: () => ok({ status: 'not_allowed', message: 'Only the club’s staff can see its members.' }) })
    expect(await pullDeskMembers(db, refused.api, CLUB, { force: true })).toMatchObject({ code: 'not_allowed' })
    expect(await searchKeptMembers(db, CLUB, { search: '', sort: 'name', offset: 0, limit: 50 })).toBeNull()
  })
})
