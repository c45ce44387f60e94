import { describe, expect, it } from 'vitest'
import { buildAvailability, cellLabel, isBookable } from './availability'
import { COURTS, MADRID, SLOTS, snapshot } from '~/testing/booking'

const DATE = '2026-11-30' // a Monday
// 11:00 in Madrid: slots 1 (09:00) and 2 (10:30) have started.
const NOW = new Date('2026-11-30T10:00:00Z')

function build(rows = snapshot(DATE, ['3:4', '1:4']), now = NOW, club = MADRID) {
  return buildAvailability({ courts: [...COURTS].reverse(), slots: SLOTS, rows, club, date: DATE, now })
}

describe('buildAvailability', () => {
  it('marks free, taken and started cells, courts in number order', () => {
    const a = build()
    expect(a.courts.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6])
    expect(a.known).toBe(true)
    expect(a.cell(3, 1)?.state).toBe('past')
    expect(a.cell(3, 2)?.state).toBe('past')
    expect(a.cell(3, 3)?.state).toBe('free')
    expect(a.cell(3, 4)?.state).toBe('taken')
    expect(a.fetchedAt?.toISOString()).toBe('2026-11-27T08:00:00.000Z')
  })

  it('carries the listed open match of a taken cell, and none on a free one', () => {
    const rows = snapshot(DATE, ['3:4', '1:4']).map((row) =>
      row.courtNumber === 3 && row.slotId === 4 ? { ...row, openMatchId: 'm-1', openMatchPlaces: 2 } : row,
    )
    const a = build(rows)
    expect(a.cell(3, 4)).toMatchObject({ state: 'taken', openMatch: { id: 'm-1', places: 2 } })
    expect(a.cell(1, 4)?.openMatch).toBeUndefined()
    expect(a.cell(3, 3)?.openMatch).toBeUndefined()
  })

  it('without a snapshot, future cells are unknown and priced from the court', () => {
    const a = build([])
    expect(a.known).toBe(false)
    expect(a.cell(3, 3)).toMatchObject({ state: 'unknown', price: 20, isPeak: false })
    expect(a.cell(5, 7)).toMatchObject({ state: 'unknown', price: 34, isPeak: true })
    expect(a.cell(5, 1)?.state).toBe('past')
    expect(isBookable('unknown')).toBe(true)
    expect(isBookable('taken')).toBe(false)
  })

  it('offers only the slots inside opening hours', () => {
    const a = build(snapshot(DATE), NOW, { ...MADRID, opens_at: Array(7).fill('10:30:00'), closes_at: Array(7).fill('19:30:00') })
    expect(a.slots.map((s) => s.id)).toEqual([2, 3, 4, 5, 6, 7])
    expect(a.cell(1, 1)).toBeUndefined()
  })

  it("shows the rows of the club's longest day; outside that weekday's hours, offline, a cell is unavailable", () => {
    // Monday 12:00-16:30 only, Sunday closed, other days 09:00-21:00.
    const opens = ['12:00', '09:00', '09:00', '09:00', '09:00', '09:00', null]
    const closes = ['16:30', '21:00', '21:00', '21:00', '21:00', '21:00', null]
    const a = build([], NOW, { ...MADRID, opens_at: opens, closes_at: closes })
    expect(a.slots.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(a.cell(3, 3)?.state).toBe('unknown') // 12:00 - 13:30
    expect(a.cell(3, 5)?.state).toBe('unknown') // 15:00 - 16:30 ends at closing
    expect(a.cell(3, 6)?.state).toBe('unavailable') // 16:30 - 18:00 is after it
    expect(isBookable('unavailable')).toBe(false)
    const sunday = buildAvailability({ courts: COURTS, slots: SLOTS, rows: [], club: { ...MADRID, opens_at: opens, closes_at: closes }, date: '2026-12-06', now: NOW })
    expect(sunday.cell(1, 8)?.state).toBe('unavailable')
  })

  it("takes the server's word for a blocked cell and an out-of-service court", () => {
    const rows = snapshot(DATE).map((r) => (r.courtNumber === 4 && r.slotId === 6 ? { ...r, isFree: false, isUnavailable: true } : r))
    const a = build(rows)
    expect(a.cell(4, 6)?.state).toBe('unavailable')
    expect(cellLabel(a.cell(4, 6)!)).toBe('Court 4, Outdoor, 16:30 - 18:00, Blocked, €20.00')
    const offline = buildAvailability({ courts: COURTS.map((c) => (c.number === 2 ? { ...c, in_service: false } : c)), slots: SLOTS, rows: [], club: MADRID, date: DATE, now: NOW })
    expect(offline.cell(2, 5)?.state).toBe('unavailable')
    expect(offline.cell(1, 5)?.state).toBe('unknown')
  })

  it('compares "09:00" and "09:00:00" as the same time', () => {
    const shortSlots = SLOTS.map((s) => ({ ...s, starts_at: s.starts_at.slice(0, 5), ends_at: s.ends_at.slice(0, 5) }))
    const a = buildAvailability({ courts: COURTS, slots: shortSlots, rows: [], club: MADRID, date: DATE, now: NOW })
    expect(a.slots.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('names a cell for screen readers', () => {
    expect(cellLabel(build().cell(3, 3)!)).toBe('Court 3, Outdoor, 12:00 - 13:30, free, €20.00')
    expect(cellLabel(build().cell(1, 4)!)).toBe('Court 1, Indoor, 13:30 - 15:00, taken, €26.00')
  })
})
