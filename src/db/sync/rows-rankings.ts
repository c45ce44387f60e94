import type { RankingEntry, RankingScope } from '../types'
import { bool, isObj, list, num, oneOf, str } from './rows-base'

/** A row of rankings()/my_ranking(), stamped with the scope it was asked for and when it was fetched. */
export function toRankingEntry(v: unknown, scope: RankingScope, fetchedAt: string): RankingEntry | null {
  if (!isObj(v) || !str(v.player_id) || num(v.rank) === null) return null
  return {
    scope,
    rank: num(v.rank)!,
    player_id: v.player_id as string,
    name: str(v.name) ?? '',
    username: str(v.username) ?? '',
    club_name: str(v.club_name),
    matches: num(v.matches) ?? 0,
    wins: num(v.wins) ?? 0,
    losses: num(v.losses) ?? 0,
    points: num(v.points) ?? 0,
    trend: oneOf(v.trend, ['up', 'down', 'neutral'] as const) ?? 'neutral',
    rank_change: num(v.rank_change) ?? 0,
    is_me: bool(v.is_me),
    fetchedAt,
  }
}

/** `rankings(...)`: `{total, rows}`; null when the answer is not that shape. */
export function toRankingPage(v: unknown, scope: RankingScope, fetchedAt: string): { total: number; rows: RankingEntry[] } | null {
  if (!isObj(v) || !Array.isArray(v.rows)) return null
  const rows = list(v.rows, (r) => toRankingEntry(r, scope, fetchedAt))
  return { total: num(v.total) ?? rows.length, rows }
}
