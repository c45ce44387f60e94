import { describe, expect, it } from 'vitest'
import type { MatchPlayer, MyMatch } from '~/db/types'
import { matchBadge, matchPlace, scoreText, teamNames } from './match-text'

const player = (id: string, name: string, team: 1 | 2): MatchPlayer => ({ id, name, team, rating_before: null, rating_after: null, delta: null })

function match(overrides: Partial<MyMatch> = {}): MyMatch {
  return {
    id: 'm1',
    booking_id: 'b1',
    tournament_id: null,
    club_id: 'c1',
    club_name: 'ELSY Madrid',
    court_number: 3,
    court_type: 'outdoor',
    played_at: '2026-11-20T17:00:00Z',
    format: 'doubles',
    status: 'reported',
    sets: [
      [6, 4],
      [3, 6],
      [7, 5],
    ],
    winner: 1,
    my_team: 1,
    reported_by: 'me',
    reported_at: '2026-11-20T19:00:00Z',
    confirmed_at: null,
    dispute_reason: null,
    can_confirm: false,
    players: [player('me', 'Alex Rivera', 1), player('p', 'Sam Ortiz', 1), player('o1', 'Ana Gil', 2), player('o2', 'Leo Paz', 2)],
    rating: null,
    syncState: 'synced',
    ...overrides,
  }
}

describe('scoreText', () => {
  it("puts the player's games first", () => {
    expect(
      scoreText(
        [
          [6, 4],
          [3, 6],
        ],
        1,
      ),
    ).toBe('6-4, 3-6')
    expect(
      scoreText(
        [
          [6, 4],
          [3, 6],
        ],
        2,
      ),
    ).toBe('4-6, 6-3')
  })
})

describe('teamNames', () => {
  it('says You for the player', () => {
    const m = match()
    expect(
      teamNames(
        m.players.filter((p) => p.team === 1),
        'me',
      ),
    ).toBe('You & Sam Ortiz')
    expect(
      teamNames(
        m.players.filter((p) => p.team === 2),
        'me',
      ),
    ).toBe('Ana Gil & Leo Paz')
  })
})

describe('matchBadge', () => {
  it('puts the sync state before the server status', () => {
    expect(matchBadge(match({ syncState: 'pending', status: 'reported' })).label).toBe('Waiting to sync')
    expect(matchBadge(match({ syncState: 'conflict' })).tone).toBe('danger')
  })

  it('tells a result to confirm from one waiting for the others', () => {
    expect(matchBadge(match({ can_confirm: true })).label).toBe('To confirm')
    expect(matchBadge(match()).label).toBe('Awaiting confirmation')
    expect(matchBadge(match({ status: 'confirmed' })).label).toBe('Confirmed')
    expect(matchBadge(match({ status: 'confirmed', counts_for_rating: true })).label).toBe('Confirmed')
    expect(matchBadge(match({ status: 'confirmed', counts_for_rating: false }))).toEqual({ label: 'Friendly (not rated)', tone: 'neutral' })
    expect(matchBadge(match({ status: 'disputed' })).label).toBe('Disputed')
  })
})

describe('matchPlace', () => {
  it('leaves out an unknown court', () => {
    expect(matchPlace(match())).toBe('Court 3 (outdoor) · ELSY Madrid')
    expect(matchPlace(match({ court_number: null, court_type: null }))).toBe('ELSY Madrid')
  })
})
