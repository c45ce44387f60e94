import { describe, expect, it } from 'vitest'
import type { MyBooking } from '~/db/types'
import { bookingStart, reportableBookings } from './reportable-bookings'

function booking(id: string, date: string, overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    id,
    court_id: 'k3',
    club_id: 'c1',
    date,
    slot_id: 1,
    booked_by: 'me',
    member_id: 'me',
    price: 20,
    currency: 'EUR',
    status: 'confirmed',
    cancelled_at: null,
    refund_amount: null,
    pay_with: 'wallet',
    due: 0,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    court_number: 3,
    court_name: 'Court 3',
    court_type: 'outdoor',
    club_name: 'ELSY Madrid',
    club_time_zone: 'Europe/Madrid',
    slot_label: '09:00 - 10:30',
    starts_at: null,
    ends_at: null,
    syncState: 'synced',
    ...overrides,
  }
}

const now = new Date('2026-11-20T12:00:00Z')

describe('bookingStart', () => {
  it('reads the label in the club zone when the server gave no instant', () => {
    expect(bookingStart(booking('a', '2026-11-20'))?.toISOString()).toBe('2026-11-20T08:00:00.000Z')
    expect(bookingStart(booking('a', '2026-11-20', { starts_at: '2026-11-20T07:00:00Z' }))?.toISOString()).toBe('2026-11-20T07:00:00.000Z')
  })
})

describe('reportableBookings', () => {
  it('keeps started, confirmed, synced bookings without a match, latest first', () => {
    const list = [
      booking('old', '2026-11-10'),
      booking('today-started', '2026-11-20'),
      booking('today-later', '2026-11-20', { slot_label: '18:00 - 19:30' }),
      booking('future', '2026-11-22'),
      booking('cancelled', '2026-11-15', { status: 'cancelled' }),
      booking('unsent', '2026-11-16', { syncState: 'pending' }),
      booking('has-match', '2026-11-17'),
    ]
    expect(reportableBookings(list, [{ booking_id: 'has-match' }, { booking_id: null }], now).map((b) => b.id)).toEqual(['today-started', 'old'])
  })

  it('keeps only the last few', () => {
    const list = Array.from({ length: 30 }, (_, i) => booking(`b${i}`, `2026-10-${String(i + 1).padStart(2, '0')}`))
    const kept = reportableBookings(list, [], now, 5)
    expect(kept.map((b) => b.id)).toEqual(['b29', 'b28', 'b27', 'b26', 'b25'])
  })
})
