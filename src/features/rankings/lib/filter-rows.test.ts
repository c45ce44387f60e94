import { describe, expect, it } from 'vitest'
import type { RankingEntry } from '~/db/types'
import { filterRows } from './filter-rows'

const entry = (rank: number, name: string, username: string): RankingEntry => ({
  scope: 'network',
  rank,
  player_id: `p${rank}`,
  name,
  username,
  club_name: null,
  matches: 1,
  wins: 1,
  losses: 0,
  points: 1500,
  trend: 'neutral',
  rank_change: 0,
  is_me: false,
  fetchedAt: '2026-11-23T10:00:00Z',
})

describe('filterRows', () => {
  it('matches name or username, ignoring case and accents, keeping ranks', () => {
    const rows = [entry(1, 'José Núñez', 'jnunez'), entry(2, 'Ana Gil', 'anagil'), entry(7, 'Leo Paz', 'leo_nu')]
    expect(filterRows(rows, 'NUN').map((r) => r.rank)).toEqual([1])
    expect(filterRows(rows, 'nu').map((r) => r.rank)).toEqual([1, 7])
    expect(filterRows(rows, '  ').length).toBe(3)
  })
})
