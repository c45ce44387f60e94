import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { queueDeskMark } from '../operations/desk-check-in'
import { readDesk } from '../queries/desk'
import { closeUserDatabase, openUserDatabase } from '../user-database'
import type { ApiResult } from './api'
import { drainOutbox } from './drain'
import { pullDeskDashboard } from './pull-desk'
import { fakeApi } from './test-support'

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
      syncMessage: 'The players were checked in: this booking is not a no-show.',
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
    expect(error?.message).toMatch(/does not understand/)
    expect(await readDesk(db, CLUB)).toBeNull()
  })
})

