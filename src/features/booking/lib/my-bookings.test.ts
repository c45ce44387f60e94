import { describe, expect, it } from 'vitest'
import type { MyBooking } from '~/db/types'
import { bookingBadges, bookingSummary, bookingTimes, canCancel, canOpenMatch, canPayByCard, splitBookings } from './my-bookings'

function booking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    id: 'b1',
    court_id: 'court-3',
    club_id: 'club-madrid',
    date: '2026-11-28',
    slot_id: 2,
    booked_by: 'u1',
    member_id: 'u1',
    price: 28,
    currency: 'EUR',
    status: 'confirmed',
    cancelled_at: null,
    refund_amount: null,
    pay_with: 'wallet',
    due: 0,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    court_number: 3,
    court_name: 'Court 3',
    court_type: 'outdoor',
    club_name: 'ELSY Madrid',
    club_time_zone: 'Europe/Madrid',
    slot_label: '10:30 - 12:00',
    starts_at: null,
    ends_at: null,
    syncState: 'synced',
    ...overrides,
  }
}

describe('what is owed at the club', () => {
  it('shows what a booking still owes at the desk beside its state', () => {
    expect(bookingBadges(booking({ pay_with: 'club', due: 20 })).map((b) => b.label)).toEqual(['Confirmed', 'To pay at the club: €20.00'])
    expect(bookingBadges(booking({ pay_with: 'club', due: 20, status: 'cancelled' })).map((b) => b.label)).toEqual(['Cancelled', 'To pay at the club: €20.00'])
    expect(bookingBadges(booking({ pay_with: 'club', due: 0 })).map((b) => b.label)).toEqual(['Confirmed'])
  })
})

describe('bookingSummary', () => {
  it('names court, date, slot and club', () => {
    expect(bookingSummary(booking())).toBe('Court 3 · Sat 28 Nov 2026 · 10:30 - 12:00 · ELSY Madrid')
  })
})

describe('bookingTimes', () => {
  it('uses the server instants, else the club-local label', () => {
    expect(bookingTimes(booking({ starts_at: '2026-11-28T09:30:00Z', ends_at: '2026-11-28T11:00:00Z' }))?.start.toISOString()).toBe(
      '2026-11-28T09:30:00.000Z',
    )
    const local = bookingTimes(booking())
    expect(local?.start.toISOString()).toBe('2026-11-28T09:30:00.000Z')
    expect(local?.end.toISOString()).toBe('2026-11-28T11:00:00.000Z')
    expect(bookingTimes(booking({ slot_label: '' }))).toBeNull()
  })
})

describe('splitBookings', () => {
  const a = booking({ id: 'a', date: '2026-11-28' })
  const b = booking({ id: 'b', date: '2026-11-30' })
  const c = booking({ id: 'c', date: '2026-11-20' })
  const d = booking({ id: 'd', date: '2026-11-18' })
  const ids = (list: MyBooking[]) => list.map((x) => x.id)

  it('keeps a booking upcoming until its slot ends, soonest first; history newest first', () => {
    const duringA = new Date('2026-11-28T10:00:00Z')
    expect(splitBookings([b, c, a, d], duringA)).toEqual({ upcoming: [a, b], history: [c, d] })
    const afterA = new Date('2026-11-28T11:00:00Z')
    expect(ids(splitBookings([b, c, a, d], afterA).upcoming)).toEqual(['b'])
    expect(ids(splitBookings([b, c, a, d], afterA).history)).toEqual(['a', 'c', 'd'])
  })

  it('orders two bookings of one day by their start', () => {
    const late = booking({ id: 'late', slot_label: '18:00 - 19:30' })
    const early = booking({ id: 'early', slot_label: '09:00 - 10:30' })
    const now = new Date('2026-11-27T09:00:00Z')
    expect(ids(splitBookings([late, early], now).upcoming)).toEqual(['early', 'late'])
    expect(ids(splitBookings([late, early], new Date('2026-11-29T09:00:00Z')).history)).toEqual(['late', 'early'])
  })

  it('puts a cancelled booking under history even before its date, among the others by date', () => {
    const cancelled = booking({ id: 'x', date: '2026-12-02', status: 'cancelled', refund_amount: 28 })
    const cancelling = booking({ id: 'y', date: '2026-11-29', cancelPending: true, syncState: 'pending' })
    const now = new Date('2026-11-27T09:00:00Z')
    const split = splitBookings([a, cancelled, c, cancelling], now)
    expect(ids(split.upcoming)).toEqual(['a'])
    expect(ids(split.history)).toEqual(['x', 'y', 'c'])
  })

  it('counts a booking still waiting to sync as upcoming', () => {
    const waiting = booking({ id: 'w', date: '2026-11-29', syncState: 'pending' })
    const now = new Date('2026-11-27T09:00:00Z')
    expect(ids(splitBookings([b, waiting, a], now).upcoming)).toEqual(['a', 'w', 'b'])
    expect(bookingBadges(waiting).map((x) => x.label)).toEqual(['Waiting to sync'])
  })
})

describe('bookingBadges', () => {
  it('shows the sync state first, then the server status', () => {
    expect(bookingBadges(booking({ syncState: 'pending' }))).toEqual([{ label: 'Waiting to sync', tone: 'pending' }])
    expect(bookingBadges(booking({ syncState: 'pending', cancelPending: true })).map((x) => x.label)).toEqual([
      'Cancelled',
      'Waiting to sync',
    ])
    expect(bookingBadges(booking({ syncState: 'conflict' }))[0]?.label).toBe('Conflict')
    expect(bookingBadges(booking())[0]?.label).toBe('Confirmed')
    expect(bookingBadges(booking({ status: 'cancelled' }))[0]?.label).toBe('Cancelled')
  })
})

describe('canCancel', () => {
  const before = new Date('2026-11-27T09:00:00Z')
  it('allows confirmed or still-unsent bookings that have not started', () => {
    expect(canCancel(booking(), before)).toBe(true)
    expect(canCancel(booking(), new Date('2026-11-28T09:30:00Z'))).toBe(false)
    expect(canCancel(booking({ syncState: 'pending' }), before)).toBe(true)
    expect(canCancel(booking({ syncState: 'conflict' }), before)).toBe(false)
    expect(canCancel(booking({ status: 'cancelled' }), before)).toBe(false)
    expect(canCancel(booking({ cancelPending: true }), before)).toBe(false)
  })
})

describe('canPayByCard', () => {
  it('offers the card for a booking chosen to be paid by card while its price is still due', () => {
    expect(canPayByCard(booking({ pay_with: 'card', due: 24 }))).toBe(true)
  })

  it('not once paid, for another way to pay, when cancelled, or before the club has the booking', () => {
    expect(canPayByCard(booking({ pay_with: 'card', due: 0 }))).toBe(false)
    expect(canPayByCard(booking({ pay_with: 'club', due: 24 }))).toBe(false)
    expect(canPayByCard(booking({ pay_with: 'card', due: 24, status: 'cancelled' }))).toBe(false)
    expect(canPayByCard(booking({ pay_with: 'card', due: 24, cancelPending: true }))).toBe(false)
    expect(canPayByCard(booking({ pay_with: 'card', due: 24, syncState: 'pending' }))).toBe(false)
  })
})

describe('canOpenMatch', () => {
  const before = new Date('2026-11-27T09:00:00Z')
  it('offers a confirmed booking the server has, not started and not paid by card', () => {
    expect(canOpenMatch(booking(), before)).toBe(true)
    expect(canOpenMatch(booking({ pay_with: 'club', due: 28 }), before)).toBe(true)
    expect(canOpenMatch(booking({ pay_with: 'card' }), before)).toBe(false)
    expect(canOpenMatch(booking({ syncState: 'pending' }), before)).toBe(false)
    expect(canOpenMatch(booking({ status: 'cancelled' }), before)).toBe(false)
    expect(canOpenMatch(booking(), new Date('2026-11-28T09:30:00Z'))).toBe(false)
  })
})
