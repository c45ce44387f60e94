import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addDaysIso,
  clubInstant,
  clubLocalToInstant,
  formatBookingDate,
  clampIsoDate,
  formatInstantDate,
  hasStarted,
  isIsoDate,
  isoWeekday,
  todayInZone,
  zoneLabel,
} from './club-time'

// The device sits far from the club on purpose: none of these answers may depend on it.
const deviceZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Pacific/Kiritimati'
})
afterAll(() => {
  process.env.TZ = deviceZone
})

describe('todayInZone', () => {
  it("gives the club's date, not the device's or UTC's", () => {
    const lateEvening = new Date('2026-11-27T23:30:00Z')
    expect(todayInZone('Europe/Madrid', lateEvening)).toBe('2026-11-28')
    expect(todayInZone('Europe/London', lateEvening)).toBe('2026-11-27')
    expect(todayInZone('America/Los_Angeles', new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-27')
  })
})

describe('clubInstant', () => {
  it('reads the wall-clock time in the club zone, DST included', () => {
    expect(clubInstant('2026-11-28', '10:30', 'Europe/Madrid').toISOString()).toBe('2026-11-28T09:30:00.000Z')
    expect(clubInstant('2026-03-28', '09:00:00', 'Europe/Madrid').toISOString()).toBe('2026-03-28T08:00:00.000Z')
    // 29 March 2026: Spain moves to summer time (UTC+2) overnight.
    expect(clubInstant('2026-03-29', '09:00', 'Europe/Madrid').toISOString()).toBe('2026-03-29T07:00:00.000Z')
    expect(clubInstant('2026-11-28', '19:30', 'Europe/London').toISOString()).toBe('2026-11-28T19:30:00.000Z')
  })

  it('refuses something that is not a date or a time', () => {
    expect(() => clubInstant('2026-02-30', '09:00', 'Europe/Madrid')).toThrow(RangeError)
    expect(() => clubInstant('2026-02-03', 'nine', 'Europe/Madrid')).toThrow(RangeError)
  })
})

describe('hasStarted', () => {
  const now = new Date('2026-11-28T09:29:59Z') // 10:29:59 in Madrid
  it('counts a slot as started from its first second', () => {
    expect(hasStarted('2026-11-28', '10:30', 'Europe/Madrid', now)).toBe(false)
    expect(hasStarted('2026-11-28', '10:30', 'Europe/Madrid', new Date('2026-11-28T09:30:00Z'))).toBe(true)
    expect(hasStarted('2026-11-28', '09:00', 'Europe/Madrid', now)).toBe(true)
    // The same instant is 09:29 in London, where the 10:30 slot is an hour away.
    expect(hasStarted('2026-11-28', '10:30', 'Europe/London', now)).toBe(false)
  })
})

describe('calendar helpers', () => {
  it('validates ISO dates strictly', () => {
    expect(isIsoDate('2026-11-28')).toBe(true)
    expect(isIsoDate('2026-2-3')).toBe(false)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate(20261128)).toBe(false)
  })

  it('adds days across months, years and DST changes', () => {
    expect(addDaysIso('2026-11-30', 1)).toBe('2026-12-01')
    expect(addDaysIso('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDaysIso('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28')
  })

  it('knows the weekday of a date, Monday first, and refuses one that is not a date', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
    expect(isoWeekday('2024-02-29')).toBe(4)
    expect(isoWeekday('2026-02-30')).toBeNull()
  })

  it('formats dates and zones the way players read them', () => {
    expect(formatBookingDate('2026-11-28')).toBe('Sat 28 Nov 2026')
    expect(zoneLabel('Europe/Madrid')).toBe('Madrid time')
    expect(zoneLabel('America/New_York')).toBe('New York time')
    expect(zoneLabel('UTC')).toBe('UTC time')
  })
})
describe('club wall clock', () => {
  it('reads a deadline typed on the club clock in the club zone, whatever the device zone', () => {
    expect(clubLocalToInstant('2026-12-04T20:00', 'Europe/Madrid')?.toISOString()).toBe('2026-12-04T19:00:00.000Z')
    expect(clubLocalToInstant('2026-07-04T20:00', 'Europe/Madrid')?.toISOString()).toBe('2026-07-04T18:00:00.000Z')
    expect(clubLocalToInstant('2026-12-04T20:00', 'America/New_York')?.toISOString()).toBe('2026-12-05T01:00:00.000Z')
  })
  it('refuses what is not a club time', () => {
    expect(clubLocalToInstant('2026-02-30T10:00', 'Europe/Madrid')).toBeNull()
    expect(clubLocalToInstant('2026-12-04 20:00', 'Europe/Madrid')).toBeNull()
    expect(clubLocalToInstant('', 'Europe/Madrid')).toBeNull()
  })
})

describe('formatInstantDate', () => {
  it("writes an instant's day as the booking dates are written", () => {
    expect(formatInstantDate(new Date(2026, 10, 24, 18, 30))).toBe('Tue 24 Nov 2026')
    expect(formatInstantDate(null)).toBe('')
    expect(formatInstantDate('not a date')).toBe('')
  })
})

describe('clampIsoDate', () => {
  it('brings a day outside min / max to the nearest allowed one', () => {
    expect(clampIsoDate('2026-02-01', undefined, '2026-01-01')).toBe('2026-01-01')
    expect(clampIsoDate('2025-12-01', '2026-01-01')).toBe('2026-01-01')
    expect(clampIsoDate('2026-01-15', '2026-01-01', '2026-01-31')).toBe('2026-01-15')
  })
})
