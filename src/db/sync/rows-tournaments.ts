import * as v from 'valibot'
import { currency, enumOf, integer, numeric, reader } from './rows-base'
import { SetScores } from './rows-matches'

/*
 * tournament_list, tournament_details and register_team answer tournaments as JSON (public.tournament_json
 * and friends): the generated types only say `Json`, so these schemas are the shapes the app reads.
 */

/** One tournament as `tournament_list()` returns it. */
export const TournamentRow = v.object({
  id: v.string(),
  club_id: v.string(),
  club_name: v.string(),
  city: v.string(),
  country_code: v.string(),
  name: v.string(),
  description: v.string(),
  format: enumOf('tournament_format'),
  /** Team-average rating range allowed (null: no bound). */
  level_min: v.nullable(numeric),
  level_max: v.nullable(numeric),
  starts_on: v.string(),
  ends_on: v.string(),
  registration_closes_at: v.string(),
  /** Per team, paid from the registering player's balance in `currency` (the club's). */
  entry_fee: numeric,
  currency,
  max_teams: integer,
  teams_registered: integer,
  status: enumOf('tournament_status'),
  my_entry_id: v.nullable(v.string()),
  /** Null until the tournament has a winner. */
  winner_names: v.nullable(v.array(v.string())),
})
export type TournamentRow = v.InferOutput<typeof TournamentRow>
export type TournamentFormat = TournamentRow['format']
export type TournamentStatus = TournamentRow['status']

export const TournamentEntry = v.object({
  id: v.string(),
  players: v.array(v.object({ id: v.string(), name: v.string() })),
  seed: v.nullable(integer),
  average_rating: numeric,
  status: enumOf('tournament_entry_status'),
})
export type TournamentEntry = v.InferOutput<typeof TournamentEntry>

const TournamentMatch = v.object({
  id: v.string(),
  /** 1 = first round; for round robin and americano, the round of the schedule. */
  round: integer,
  position: integer,
  team1_entry_id: v.nullable(v.string()),
  team2_entry_id: v.nullable(v.string()),
  sets: SetScores,
  winner_entry_id: v.nullable(v.string()),
  status: enumOf('tournament_match_status'),
  scheduled_at: v.nullable(v.string()),
  court_number: v.nullable(integer),
})
export type TournamentMatch = v.InferOutput<typeof TournamentMatch>

const StandingRow = v.object({ entry_id: v.string(), played: integer, won: integer, lost: integer, points: integer })
export type StandingRow = v.InferOutput<typeof StandingRow>

/** `tournament_details(id)` as the server sends it: entries, bracket or schedule, standings. */
const TournamentDetailAnswer = v.object({
  tournament: TournamentRow,
  entries: v.array(TournamentEntry),
  matches: v.array(TournamentMatch),
  rounds: integer,
  /** Round robin and americano; empty for knockout. */
  standings: v.array(StandingRow),
})

/** A tournament's detail as cached per tournament (keyed by its id, stamped when fetched). */
export type TournamentDetail = v.InferOutput<typeof TournamentDetailAnswer> & { id: string; fetchedAt: string }

export const toTournament = reader(TournamentRow, 'tournaments')
const toDetailAnswer = reader(TournamentDetailAnswer, 'tournament details')

export function toTournamentDetail(value: unknown, fetchedAt: string): TournamentDetail | null {
  const detail = toDetailAnswer(value)
  return detail && { id: detail.tournament.id, ...detail, fetchedAt }
}
