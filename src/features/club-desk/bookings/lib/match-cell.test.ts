import { describe, expect, it } from 'vitest'
import { cellLabel, type GridCell } from './day-grid'
import { deskTake, matchBadge, matchMarks, matchState, playerMoney, type GridMatch, type GridMatchPlayer } from './match-cell'

const player = (over: Partial<GridMatchPlayer> = {}): GridMatchPlayer => ({ member_id: 'p', share: 7.51, paid: 7.51, due: 0, organiser: false, ...over })

const open = (players: GridMatchPlayer[], over: Partial<GridMatch> = {}): GridMatch => ({ status: 'open', private: false, kept: false, players, ...over })

describe('a match in the desk grid', () => {
  it('is badged with its players of four, or as a split booking', () => {
    expect(matchBadge(open([player(), player(), player()]))).toBe('Match · 3/4')
    expect(matchBadge(open([player(), player()], { private: true }))).toBe('Split')
  })

  it('says what is still owed at the desk, else how many shares are unpaid, else that all are paid', () => {
    // 7.51 + 7.50 in cents, never 15.010000000000002.
    const owing = open([player({ organiser: true }), player({ paid: 0, due: 7.51 }), player({ share: 7.5, paid: 0, due: 7.5 })])
    expect(matchMarks(owing, 'EUR')).toEqual(['Match · 3/4', 'Due at the desk: €15.01'])
    const unpaid = open([player({ organiser: true }), player({ paid: 0 }), player({ paid: 0 })], { private: true })
    expect(matchMarks(unpaid, 'EUR')).toEqual(['Split', '2 shares not paid yet'])
    expect(matchMarks(open([player(), player({ paid: 0 })]), 'EUR')[1]).toBe('1 share not paid yet')
    expect(matchMarks(open([player(), player(), player(), player({ share: 7.5, paid: 7.5 })], { status: 'full' }), 'GBP')).toEqual(['Match · 4/4', 'All shares paid'])
  })

  it('names its places left, full, and a court its players kept', () => {
    expect(matchState(open([player()]))).toBe('3 places free')
    expect(matchState(open([player(), player(), player()]))).toBe('1 place free')
    expect(matchState(open([player(), player(), player(), player()], { status: 'full' }))).toBe('Full')
    expect(matchState(open([player(), player()], { kept: true }))).toBe('2 places free · kept by its players')
  })

  it("writes each player's money", () => {
    expect(playerMoney(player(), 'EUR')).toBe('Paid €7.51')
    expect(playerMoney(player({ paid: 0, due: 7.51 }), 'EUR')).toBe('€7.51 due at the desk')
    expect(playerMoney(player({ paid: 2, due: 5.51 }), 'EUR')).toBe('Paid €2.00, €5.51 due at the desk')
    expect(playerMoney(player({ paid: 0 }), 'EUR')).toBe('€7.51 not paid yet')
  })

  it("takes the organiser's share as the booking's payment, anyone else's as a share", () => {
    // Paid at the club: the organiser's share is what the booking owes.
    expect(deskTake(player({ organiser: true, paid: 0, due: 7.51 }), 7.51)).toEqual({ kind: 'booking', amount: 7.51 })
    // Shares charged to the organiser at the cut-off are on their place, beside a booking already paid.
    expect(deskTake(player({ organiser: true, share: 30.03, paid: 7.51, due: 22.52 }), 0)).toEqual({ kind: 'share', amount: 22.52 })
    expect(deskTake(player({ paid: 0, due: 7.51 }), 7.51)).toEqual({ kind: 'share', amount: 7.51 })
    expect(deskTake(player(), 0)).toBeNull()
    expect(deskTake(player({ paid: 0 }), 0)).toBeNull()
  })

  it("puts the badge and what is owed in the cell's accessible name", () => {
    const cell: GridCell = {
      court_id: 'k', slot_id: 4, past: false, price: 30.03, state: 'booked', block: null,
      booking: {
        name: 'Olga Player', walk_in: false, currency: 'EUR', pay_with: 'wallet', due: 0, checked_in_at: null, no_show_at: null, no_shows: 0,
        match: open([player({ organiser: true }), player({ paid: 0, due: 7.51 })]),
      },
    }
    expect(cellLabel(cell, 'Court 1', '13:30 - 15:00', 'EUR')).toBe('Court 1, 13:30 - 15:00, Olga Player, Match · 2/4, Due at the desk: €7.51')
  })
})
