import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeUserDatabase, openUserDatabase } from '../../user-database'
import type { ApiResult } from '../../sync/api'
import { pullAll } from './player-data'
import { readRefusedRows } from '../../sync/rows-refused'
import { fakeApi } from '~/testing/fake-sync-api'

const ME = 'd0000000-0000-4000-8000-000000000009'
const CLUB = 'c0000000-0000-4000-8000-000000000009'
const ok = <T>(data: T): ApiResult<T> => ({ data, error: null })
// The player's RPCs are left out here (not deployed, as far as the pull can tell): only the table rows are read.
const server = () => fakeApi(ME, { rpc: () => ({ data: null, error: { message: 'not deployed', code: 'PGRST202', status: 404 } }) })

const club = { id: CLUB, country_code: 'ES', name: 'ELSY Madrid', city: 'Madrid', address: null, time_zone: 'Europe/Madrid', currency: 'EUR', opens_at: Array(7).fill('09:00:00'), closes_at: Array(7).fill('21:00:00'), peak_starts_at: '18:00', peak_weekdays: [6, 7], booking_horizon_days: 60, full_refund_hours: 24, active: true, pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, match_leave_hours: 6, match_cutoff_hours: 2 }
const booking = {
  id: 'b0000000-0000-4000-8000-000000000001',
  court_id: 'k1',
  club_id: CLUB,
  date: '2026-11-28',
  slot_id: 7,
  booked_by: ME,
  member_id: ME,
  price: 32,
  currency: 'EUR',
  status: 'confirmed',
  cancelled_at: null,
  refund_amount: null,
  pay_with: 'wallet',
  due: 0,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  court: { number: 3, name: 'Court 3', type: 'outdoor', club: { name: 'ELSY Madrid', time_zone: 'Europe/Madrid' } },
  slot: { label: '18:00 - 19:30', starts_at: '18:00:00', ends_at: '19:30:00' },
}

afterEach(async () => {
  vi.restoreAllMocks()
  const db = await openUserDatabase(ME)
  closeUserDatabase()
  await db.delete()
})

describe('pullAll: rows that do not fit', () => {
  it('refuses a malformed row instead of filling in a default, and says which dataset and field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const db = await openUserDatabase(ME)
    const { api } = server()
    const noOpeningHours = { ...club, id: 'c-broken', opens_at: null }
    api.fetchClubs = async () => ok([club, noOpeningHours])
    api.fetchMyBookings = async () => ok([booking, { ...booking, id: 'b-broken', court: null }])

    await pullAll(db, api)

    expect((await db.clubs.toArray()).map((c) => c.id)).toEqual([CLUB])
    expect(await db.bookings.count()).toBe(1)
    expect(await readRefusedRows(db)).toEqual([
      { dataset: 'clubs', id: 'c-broken', field: 'opens_at', message: expect.any(String) },
      { dataset: 'bookings', id: 'b-broken', field: 'court', message: expect.any(String) },
    ])
    const logged = warn.mock.calls.map((call) => String(call[0]))
    expect(logged).toContainEqual(expect.stringMatching(/^clubs: refused a row \(id c-broken\), field opens_at/))
    expect(logged).toContainEqual(expect.stringMatching(/^bookings: refused a row \(id b-broken\), field court/))

    // The next pull where every row fits clears the list.
    api.fetchClubs = async () => ok([club])
    api.fetchMyBookings = async () => ok([booking])
    await pullAll(db, api)
    expect(await readRefusedRows(db)).toEqual([])
  })

  it('flattens a booking with its embedded court, club and slot into the booking row the screens read', async () => {
    const db = await openUserDatabase(ME)
    const { api } = server()
    api.fetchMyBookings = async () => ok([booking])
    await pullAll(db, api)
    const { court, slot, ...columns } = booking
    expect(await db.bookings.get(booking.id)).toEqual({
      ...columns,
      court_number: court.number,
      court_name: court.name,
      court_type: court.type,
      club_name: court.club.name,
      club_time_zone: court.club.time_zone,
      slot_label: slot.label,
      starts_at: '2026-11-28T17:00:00.000Z',
      ends_at: '2026-11-28T18:30:00.000Z',
    })
  })
})
