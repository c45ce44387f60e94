import * as v from 'valibot'
import { enumOf, integer, numeric, reader } from './rows-base'

/*
 * my_matches / report_match / confirm_match / dispute_match answer matches as JSON (public.match_json) and
 * player_statistics its figures: the generated types only say `Json`, so these schemas are the shapes, and
 * MatchRow and StatisticsRow are what they read.
 */

const TeamSide = v.picklist([1, 2])
export type TeamSide = v.InferOutput<typeof TeamSide>

/** Games per set, [team 1, team 2], e.g. [[6, 4], [3, 6], [7, 5]]. */
export const SetScores = v.array(v.pipe(v.tuple([integer, integer]), v.check(([a, b]) => a >= 0 && b >= 0, 'games cannot be negative')))
export type SetScores = v.InferOutput<typeof SetScores>

/** Why a player's rating moved in one match (Elo on team averages; see docs/ratings.md). */
const RatingExplanation = v.object({
  rating_before: numeric,
  rating_after: numeric,
  delta: numeric,
  /** The average rating of the player's team, and of the other team, before the match. */
  team_rating: numeric,
  opponent_rating: numeric,
  /** The chance of winning the formula gave the player's team, 0..1. */
  expected: numeric,
  /** 1 for a win, 0 for a loss. */
  score: v.picklist([0, 1]),
  /** The player's K factor for this match. */
  k: numeric,
})
export type RatingExplanation = v.InferOutput<typeof RatingExplanation>

const MatchPlayer = v.object({
  id: v.string(),
  name: v.string(),
  team: TeamSide,
  /** Null until the result is confirmed (ratings move only then). */
  rating_before: v.nullable(numeric),
  rating_after: v.nullable(numeric),
  delta: v.nullable(numeric),
})
export type MatchPlayer = v.InferOutput<typeof MatchPlayer>

/** One match the signed-in user played in, as `my_matches()` returns it. */
export const MatchRow = v.object({
  id: v.string(),
  booking_id: v.nullable(v.string()),
  tournament_id: v.nullable(v.string()),
  club_id: v.nullable(v.string()),
  club_name: v.string(),
  court_number: v.nullable(integer),
  court_type: v.nullable(enumOf('court_type')),
  played_at: v.string(),
  format: enumOf('match_format'),
  status: enumOf('match_status'),
  sets: SetScores,
  winner: TeamSide,
  my_team: TeamSide,
  /** Null once the reporter's account is gone. */
  reported_by: v.nullable(v.string()),
  reported_at: v.string(),
  confirmed_at: v.nullable(v.string()),
  dispute_reason: v.nullable(v.string()),
  /** The caller may confirm or dispute it (a player of the other team than the reporter, or club staff). */
  can_confirm: v.boolean(),
  players: v.pipe(v.array(MatchPlayer), v.minLength(2, 'a match has at least two players')),
  /** The caller's own rating change; null until confirmed. */
  rating: v.nullable(RatingExplanation),
  /** False on a confirmed friendly: a result that does not count for ratings (docs/ratings.md). */
  counts_for_rating: v.optional(v.boolean()),
})
export type MatchRow = v.InferOutput<typeof MatchRow>
export type MatchStatus = MatchRow['status']

const FormPoint = v.object({ match_id: v.string(), played_at: v.string(), won: v.boolean(), rating_after: numeric })
const PartnerStat = v.object({ id: v.string(), name: v.string(), matches: integer, wins: integer })
const CourtTypeStat = v.object({ court_type: enumOf('court_type'), matches: integer, wins: integer })
export type FormPoint = v.InferOutput<typeof FormPoint>
export type PartnerStat = v.InferOutput<typeof PartnerStat>
export type CourtTypeStat = v.InferOutput<typeof CourtTypeStat>

/** `player_statistics()`: confirmed matches only. Kept in meta under 'statistics'. */
export const StatisticsRow = v.object({
  matches: integer,
  wins: integer,
  losses: integer,
  /** Whole percent, 0..100 (0 with no matches). */
  win_rate: numeric,
  rating: numeric,
  /** Network rank, null while unranked (no confirmed match). */
  rank: v.nullable(integer),
  ranked_players: integer,
  /** Oldest first, at most the last 20 confirmed matches. */
  form: v.array(FormPoint),
  /** Most matches together first, at most 5. */
  partners: v.array(PartnerStat),
  by_court_type: v.array(CourtTypeStat),
})
export type StatisticsRow = v.InferOutput<typeof StatisticsRow>

export const toMatch = reader(MatchRow, 'matches')
