import { describe, expect, it } from 'vitest'
import type { MatchRow, TournamentRow } from '~/db/types'
import { dashboardTournaments, matchSides, scoreText, trendText } from './dashboard-lib'

const now = new Date('2026-11-21T12:00:00Z')
const t = (p: Partial<TournamentRow>): TournamentRow =>
  ({
    id: p.name ?? 'x',
    name: 'x',
    status: 'open',
    my_entry_id: null,
    starts_on: '2026-12-01',
    registration_closes_at: '2026-11-28T18:00:00Z',
    ...p,
  }) as TournamentRow

describe('dashboardTournaments', () => {
  it('puts my live registrations first, then open ones still taking entries, soonest first', () => {
    const rows = [
      t({ name: 'open later', starts_on: '2026-12-20' }),
      t({ name: 'open soon', starts_on: '2026-12-02' }),
      t({ name: 'deadline passed', registration_closes_at: '2026-11-20T18:00:00Z' }),
      t({ name: 'mine running', status: 'running', my_entry_id: 'e1', starts_on: '2026-11-20' }),
      t({ name: 'mine finished', status: 'finished', my_entry_id: 'e2' }),
      t({ name: 'cancelled', status: 'cancelled' }),
    ]
    const { mine, open } = dashboardTournaments(rows, now)
    expect(mine.map((x) => x.name)).toEqual(['mine running'])
    expect(open.map((x) => x.name)).toEqual(['open soon', 'open later'])
  })

  it('shows at most three in all', () => {
    const rows = Array.from({ length: 6 }, (_, i) => t({ name: `o${i}`, starts_on: `2026-12-0${i + 1}` }))
    expect(dashboardTournaments([...rows, t({ name: 'm', my_entry_id: 'e' })], now).open).toHaveLength(2)
  })
})

describe('matchSides', () => {
  const match = {
    my_team: 2 as const,
    winner: 2 as const,
    sets: [
      [4, 6],
      [6, 3],
      [5, 7],
    ] as [number, number][],
    players: [
      { id: 'a', name: 'Ana', team: 1 as const, rating_before: null, rating_after: null, delta: null },
      { id: 'b', name: 'Bea', team: 1 as const, rating_before: null, rating_after: null, delta: null },
      { id: 'me', name: 'Alex Rivera', team: 2 as const, rating_before: null, rating_after: null, delta: null },
      { id: 'c', name: 'Carla', team: 2 as const, rating_before: null, rating_after: null, delta: null },
    ],
  } satisfies Pick<MatchRow, 'players' | 'my_team' | 'sets' | 'winner'>

  it('reads the match from my side', () => {
    const s = matchSides(match, 'me')
    expect(s.partners).toEqual(['Carla'])
    expect(s.opponents).toEqual(['Ana', 'Bea'])
    expect(scoreText(s.sets)).toBe('6-4 3-6 7-5')
    expect(s.won).toBe(true)
  })
})

describe('trendText', () => {
  it('says the trend in words with the places moved', () => {
    expect(trendText('up', 3)).toBe('Up 3 places')
    expect(trendText('down', -1)).toBe('Down 1 place')
    expect(trendText('neutral', 0)).toBe('Same')
    expect(trendText('up', 0)).toBe('Up')
  })
})
