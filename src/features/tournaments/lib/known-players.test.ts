import { describe, expect, it } from 'vitest'
import type { MatchRow } from '~/db/types'
import { knownPlayers } from './known-players'

const m = (played_at: string, players: [string, string, 1 | 2][], my_team: 1 | 2 = 1) =>
  ({ played_at, my_team, players: players.map(([id, name, team]) => ({ id, name, team, rating_before: null, rating_after: null, delta: null })) }) as unknown as MatchRow

describe('knownPlayers', () => {
  it('lists favourite partners, then teammates before opponents from recent matches, never me, no repeats', () => {
    const matches = [
      m('2026-11-01', [['me', 'Me', 1], ['a', 'Ana', 1], ['b', 'Bea', 2], ['c', 'Cai', 2]]),
      m('2026-11-20', [['me', 'Me', 2], ['d', 'Dani', 2], ['a', 'Ana', 1], ['e', 'Eli', 1]], 2),
    ]
    const partners = [
      { id: 'a', name: 'Ana', matches: 3, wins: 2 },
      { id: 'z', name: 'Zoe', matches: 5, wins: 1 },
    ]
    expect(knownPlayers('me', partners, matches).map((p) => p.id)).toEqual(['z', 'a', 'd', 'e', 'b', 'c'])
  })
})
