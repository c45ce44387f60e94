import { describe, expect, it } from 'vitest'
import { cellLabel, cellSummary, dayLabel, occupancyText, type GridCell } from './day-grid'

const free: GridCell = { court_id: 'k', slot_id: 1, past: false, price: 24, state: 'free', booking: null, block: null }

const member = (): GridCell => ({
  ...free,
  state: 'booked',
  booking: { name: 'Alex Rivera', walk_in: false, currency: 'EUR', pay_with: 'wallet', due: 0, checked_in_at: null, no_show_at: null, no_shows: 0 },
})

describe('the day grid', () => {
  it('names a club-local date with its weekday', () => {
    expect(dayLabel('2026-11-24')).toBe('Tue 24 Nov 2026')
    expect(dayLabel('2027-01-01')).toBe('Fri 1 Jan 2027')
  })

  it('names each cell by court, slot, state and marks', () => {
    expect(cellLabel(free, 'Court 1', '09:00 - 10:30', 'EUR')).toBe('Court 1, 09:00 - 10:30, Free, €24.00')
    const booked: GridCell = {
      ...free,
      state: 'booked',
      past: true,
      booking: { name: 'Ana Guest', walk_in: true, currency: 'EUR', pay_with: 'wallet', due: 0, checked_in_at: '2026-11-24T09:00:00Z', no_show_at: null, no_shows: 0 },
    }
    expect(cellLabel(booked, 'Court 2', '09:00 - 10:30', 'EUR')).toBe('Court 2, 09:00 - 10:30, Ana Guest (walk-in), Paid at desk, Checked in, past')
    const member: GridCell = { ...booked, past: false, booking: { ...booked.booking!, walk_in: false, checked_in_at: null, no_show_at: 'x', no_shows: 2 } }
    expect(cellLabel(member, 'Court 2', '09:00 - 10:30', 'EUR')).toBe('Court 2, 09:00 - 10:30, Ana Guest, Wallet, No-show, 2 no-shows here')
    expect(cellSummary({ ...free, state: 'blocked', block: { kind: 'class', reason: 'Juniors' } }, 'EUR')).toBe('Class: Juniors')
    expect(cellSummary({ ...free, state: 'out_of_service' }, 'EUR')).toBe('Out of service')
    expect(cellSummary({ ...free, past: true }, 'EUR')).toBe('Free (past)')
  })

  it('says what a booking to pay at the club still owes, and that it was paid once taken', () => {
    const due: GridCell = { ...member(), booking: { ...member().booking!, pay_with: 'club', due: 20 } }
    expect(cellLabel(due, 'Court 1', '09:00 - 10:30', 'EUR')).toBe('Court 1, 09:00 - 10:30, Alex Rivera, Due at the desk: €20.00')
    const paid: GridCell = { ...member(), booking: { ...member().booking!, pay_with: 'club', due: 0 } }
    expect(cellLabel(paid, 'Court 1', '09:00 - 10:30', 'EUR')).toBe('Court 1, 09:00 - 10:30, Alex Rivera, Paid at desk')
  })

  it("says when a cell's change is still on this device or was refused, and nothing once it is the server's", () => {
    expect(cellLabel({ ...member(), syncState: 'pending' }, 'Court 1', '09:00 - 10:30', 'EUR')).toBe('Court 1, 09:00 - 10:30, Alex Rivera, Wallet, Not sent yet')
    expect(cellLabel({ ...free, syncState: 'conflict' }, 'Court 1', '09:00 - 10:30', 'EUR')).toBe('Court 1, 09:00 - 10:30, Free, €24.00, Not saved')
    expect(cellLabel({ ...free, syncState: 'failed' }, 'Court 1', '09:00 - 10:30', 'EUR')).toMatch(/Not saved$/)
    expect(cellLabel({ ...member(), syncState: 'synced' }, 'Court 1', '09:00 - 10:30', 'EUR')).toBe('Court 1, 09:00 - 10:30, Alex Rivera, Wallet')
  })

  it('gives occupancy as a share, and none for a day with nothing bookable', () => {
    expect(occupancyText(3, 8)).toBe('38%')
    expect(occupancyText(0, 0)).toBe('—')
  })
})
