import { describe, expect, it } from 'vitest'
import type { ClubRow } from '~/db/types'
import { buildAvailability } from './availability'
import { cancellationTermsText, firstClub, groupClubs, nextDay, nothingToBook, stripDays, stripLabel, choosePayWith, ownCells, sheetPayWays } from './booking-flow'
import { COURTS, MADRID, SLOTS, snapshot } from '~/testing/booking'

const DATE = '2026-11-30' // a Monday

describe('stripDays', () => {
  it('shows today and the next two weeks', () => {
    const { days, earlier, later } = stripDays('2026-11-24', '2027-01-23', '2026-11-24')
    expect(days).toHaveLength(15)
    expect(days[0]).toBe('2026-11-24')
    expect(days[14]).toBe('2026-12-08')
    expect(earlier).toBeNull()
    expect(later).toBe('2026-12-09')
  })

  it('turns to the page that holds a later day, and stops at the booking horizon', () => {
    const page = stripDays('2026-11-24', '2026-12-20', '2026-12-15')
    expect(page.days[0]).toBe('2026-12-09')
    expect(page.days.at(-1)).toBe('2026-12-20')
    expect(page.earlier).toBe('2026-11-24')
    expect(page.later).toBeNull()
  })

  it('never starts before today, whatever day it is given', () => {
    expect(stripDays('2026-11-24', null, '2026-11-01').days[0]).toBe('2026-11-24')
  })

  it('names today "Today" and other days by their weekday', () => {
    expect(stripLabel('2026-11-24', '2026-11-24')).toEqual({ weekday: 'Today', day: '24', month: 'Nov' })
    expect(stripLabel('2026-11-25', '2026-11-24')).toEqual({ weekday: 'Wed', day: '25', month: 'Nov' })
  })
})

describe('nothingToBook', () => {
  const build = (rows: ReturnType<typeof snapshot>, now: Date) => buildAvailability({ courts: COURTS, slots: SLOTS, rows, club: MADRID, date: DATE, now })

  it('is true once every slot has started, known or not', () => {
    expect(nothingToBook(build([], new Date('2026-11-30T20:00:00Z')))).toBe(true)
  })

  it('is true when the club says every court is taken', () => {
    const all = COURTS.flatMap((c) => SLOTS.map((s) => `${c.number}:${s.id}`))
    expect(nothingToBook(build(snapshot(DATE, all), new Date('2026-11-30T08:00:00Z')))).toBe(true)
  })

  it('is false with one free cell left', () => {
    const all = COURTS.flatMap((c) => SLOTS.map((s) => `${c.number}:${s.id}`)).filter((k) => k !== '4:8')
    expect(nothingToBook(build(snapshot(DATE, all), new Date('2026-11-30T08:00:00Z')))).toBe(false)
  })

  it('does not judge a day whose answer has not arrived (loading, or offline)', () => {
    expect(nothingToBook(build([], new Date('2026-11-30T08:00:00Z')))).toBe(false)
  })
})

describe('nextDay', () => {
  it('moves one day on, within the limit and the horizon', () => {
    expect(nextDay('2026-11-24', null, '2026-12-08')).toBe('2026-11-25')
    expect(nextDay('2026-12-08', null, '2026-12-08')).toBeNull()
    expect(nextDay('2026-11-24', '2026-11-24', '2026-12-08')).toBeNull()
  })
})

const club = (id: string, name: string, city: string, country_code: string): ClubRow =>
  ({ ...MADRID, id, name, city, country_code, address: null, booking_horizon_days: 60, full_refund_hours: 24, active: true }) as ClubRow

describe('groupClubs', () => {
  const clubs = [
    club('ams', 'ELSY Amsterdam', 'Amsterdam', 'NL'),
    club('bcn', 'ELSY Barcelona', 'Barcelona', 'ES'),
    club('mad', 'ELSY Madrid', 'Madrid', 'ES'),
    club('mad2', 'ELSY Madrid Norte', 'Madrid', 'ES'),
    club('lon', 'ELSY London', 'London', 'GB'),
  ]

  it('puts the home club first, then recent ones, then nearby ones, then the rest by name', () => {
    const g = groupClubs(clubs, 'mad', ['lon', 'mad', 'lon'])
    expect(g.home.map((c) => c.id)).toEqual(['mad'])
    expect(g.recent.map((c) => c.id)).toEqual(['lon'])
    expect(g.nearby.map((c) => c.id)).toEqual(['mad2', 'bcn'])
    expect(g.others.map((c) => c.id)).toEqual(['ams'])
  })

  it('without a home club lists recent ones, then all by name', () => {
    const g = groupClubs(clubs, null, ['bcn'])
    expect(g.home).toEqual([])
    expect(g.nearby).toEqual([])
    expect(g.recent.map((c) => c.id)).toEqual(['bcn'])
    expect(g.others.map((c) => c.id)).toEqual(['ams', 'lon', 'mad', 'mad2'])
  })

  it("without a home club, offers the clubs on the device's clock as nearby, and opens on the first of them", () => {
    const zoned = clubs.map((c) => ({ ...c, time_zone: c.country_code === 'GB' ? 'Europe/London' : c.country_code === 'NL' ? 'Europe/Amsterdam' : 'Europe/Madrid' }))
    const g = groupClubs(zoned, null, [], 'Europe/Madrid')
    expect(g.nearby.map((c) => c.id)).toEqual(['bcn', 'mad', 'mad2'])
    expect(firstClub(g, zoned, undefined)?.id).toBe('bcn')
    expect(firstClub(g, zoned, 'lon')?.id).toBe('lon')
    expect(firstClub(groupClubs(zoned, null, ['lon'], 'Europe/Madrid'), zoned, undefined)?.id).toBe('lon')
  })

  it('ignores a recent club this device does not know', () => {
    expect(groupClubs(clubs, 'gone', ['gone']).recent).toEqual([])
  })
})

describe('cancellationTermsText', () => {
  const base = { date: DATE, startsAt: '18:00', timeZone: 'Europe/Madrid' }

  it('says until when the full refund applies, on the club clock', () => {
    expect(cancellationTermsText({ ...base, hours: 24, now: new Date('2026-11-27T10:00:00Z') })).toBe(
      'Full refund if you cancel before Sun 29 Nov, 18:00 (24 h before the start); no refund after that.',
    )
  })

  it('follows the club window', () => {
    expect(cancellationTermsText({ ...base, hours: 48, now: new Date('2026-11-27T10:00:00Z') })).toContain('before Sat 28 Nov, 18:00 (48 h')
  })

  it('says there is no refund when the window has already closed', () => {
    expect(cancellationTermsText({ ...base, hours: 24, now: new Date('2026-11-30T10:00:00Z') })).toBe('No refund if you cancel: full refunds end 24 h before the start.')
  })

  it('does not guess a window the device does not know', () => {
    expect(cancellationTermsText({ ...base, hours: undefined, now: new Date('2026-11-27T10:00:00Z') })).toMatch(/next sync/)
  })
})

describe('choosePayWith with card', () => {
  it('never chooses card over the wallet that holds the price or the desk', () => {
    expect(choosePayWith(['wallet', 'club', 'card'], null, 30, 20)).toBe('wallet')
    expect(choosePayWith(['wallet', 'club', 'card'], null, 10, 20)).toBe('club')
  })

  it('chooses card when the wallet is short and the club takes no payment at the desk', () => {
    expect(choosePayWith(['wallet', 'card'], null, 10, 20)).toBe('card')
    expect(choosePayWith(['card'], null, 100, 20)).toBe('card')
  })

  it('keeps card once chosen, and leaves it when the sheet no longer offers it (offline)', () => {
    expect(choosePayWith(['wallet', 'club', 'card'], 'card', 100, 20)).toBe('card')
    expect(choosePayWith(['wallet', 'club'], 'card', 100, 20)).toBe('wallet')
    expect(choosePayWith(['wallet', 'club'], 'card', 0, 20)).toBe('club')
  })
})

describe('sheetPayWays', () => {
  it("offers the club's ways, card only while card payments are offered here", () => {
    expect(sheetPayWays(['wallet', 'club', 'card'], true)).toEqual(['wallet', 'club', 'card'])
    expect(sheetPayWays(['wallet', 'club', 'card'], false)).toEqual(['wallet', 'club'])
    expect(sheetPayWays(['club'], true)).toEqual(['club'])
    expect(sheetPayWays(undefined, true)).toEqual(['wallet'])
    expect(sheetPayWays(['wallet', 'bitcoin'], true)).toEqual(['wallet'])
  })
})

describe('choosePayWith', () => {
  it('pays from the wallet when it holds the price, else at the club when the club takes it', () => {
    expect(choosePayWith(['wallet', 'club'], null, 30, 20)).toBe('wallet')
    expect(choosePayWith(['wallet', 'club'], null, 10, 20)).toBe('club')
    expect(choosePayWith(['wallet', 'club'], null, null, 20)).toBe('club')
    expect(choosePayWith(['wallet'], null, 0, 20)).toBe('wallet')
    expect(choosePayWith(['club'], null, 100, 20)).toBe('club')
  })

  it("keeps the player's choice while the club takes it", () => {
    expect(choosePayWith(['wallet', 'club'], 'club', 100, 20)).toBe('club')
    expect(choosePayWith(['wallet', 'club'], 'wallet', 0, 20)).toBe('wallet')
    expect(choosePayWith(['wallet'], 'club', 0, 20)).toBe('wallet')
  })
})

describe('ownCells', () => {
  const base = { club_id: 'club-a', date: '2026-12-05', court_id: 'court-1', slot_id: 3, status: 'confirmed' as const, syncState: 'synced' as const }
  it("marks the player's bookings of that club and day: sent, or still on this device", () => {
    const cells = ownCells(
      [
        base,
        { ...base, court_id: 'court-2', syncState: 'pending' },
        { ...base, date: '2026-12-06' },
        { ...base, club_id: 'club-b' },
      ],
      'club-a',
      '2026-12-05',
    )
    expect([...cells]).toEqual([
      ['court-1|3', 'sent'],
      ['court-2|3', 'sending'],
    ])
  })
  it('frees the cell of a cancelled or refused booking, and of one whose cancellation is on its way', () => {
    const cells = ownCells(
      [
        { ...base, status: 'cancelled' },
        { ...base, court_id: 'court-2', syncState: 'conflict' },
        { ...base, court_id: 'court-3', syncState: 'failed' },
        { ...base, court_id: 'court-4', cancelPending: true },
      ],
      'club-a',
      '2026-12-05',
    )
    expect(cells.size).toBe(0)
  })
})
