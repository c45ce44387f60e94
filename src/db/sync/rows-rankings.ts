import * as v from 'valibot'
import { integer, reader } from './rows-base'

/*
 * rankings() and my_ranking() answer JSON (rows of public.ranking_rows plus is_me): the generated types
 * only say `Json`, so this schema is the shape a RankingEntry is read from.
 */

/** 'network', 'country:ES' or 'club:<uuid>'. */
export type RankingScope = string

const RankingAnswerRow = v.object({
  rank: integer,
  player_id: v.string(),
  name: v.string(),
  username: v.string(),
  /** Null for a player without a home club. */
  club_name: v.nullable(v.string()),
  matches: integer,
  wins: integer,
  losses: integer,
  points: integer,
  trend: v.picklist(['up', 'down', 'neutral']),
  /** Places gained (positive) or lost (negative) since the previous period. */
  rank_change: integer,
  is_me: v.boolean(),
})

/** One row of `rankings(...)`, cached per scope (keyed [scope+player_id]) with when it was fetched. */
export type RankingEntry = v.InferOutput<typeof RankingAnswerRow> & { scope: RankingScope; fetchedAt: string }
export type Trend = RankingEntry['trend']

const RankingPage = v.object({ total: integer, rows: v.array(RankingAnswerRow) })

const readEntry = reader(RankingAnswerRow, 'rankings')
const readPage = reader(RankingPage, 'rankings')

/** A row of rankings()/my_ranking(), stamped with the scope it was asked for and when it was fetched. */
export function toRankingEntry(value: unknown, scope: RankingScope, fetchedAt: string): RankingEntry | null {
  const row = readEntry(value)
  return row && { scope, ...row, fetchedAt }
}

/** `rankings(...)`: `{total, rows}`; null when the answer is not that shape. */
export function toRankingPage(value: unknown, scope: RankingScope, fetchedAt: string): { total: number; rows: RankingEntry[] } | null {
  const page = readPage(value)
  return page && { total: page.total, rows: page.rows.map((row) => ({ scope, ...row, fetchedAt })) }
}
