import type {
  CourtTypeStat,
  FormPoint,
  MatchPlayer,
  MatchRow,
  PartnerStat,
  RatingExplanation,
  SetScores,
  StatisticsRow,
  TeamSide,
} from '../types'
import { bool, courtType, int, isObj, list, num, oneOf, str } from './rows-base'

/*
 * Validators for report_match/confirm_match/my_matches (MatchRow) and player_statistics (StatisticsRow).
 * A match without the fields the screens compute with (teams, sets, winner) is dropped, not patched.
 */

const side = (v: unknown): TeamSide | null => (num(v) === 1 ? 1 : num(v) === 2 ? 2 : null)

export function toSets(v: unknown): SetScores | null {
  if (!Array.isArray(v)) return null
  const sets: SetScores = []
  for (const s of v) {
    const a = Array.isArray(s) ? int(s[0]) : null
    const b = Array.isArray(s) ? int(s[1]) : null
    if (a === null || b === null || a < 0 || b < 0) return null
    sets.push([a, b])
  }
  return sets
}

function toPlayer(v: unknown): MatchPlayer | null {
  if (!isObj(v) || !str(v.id) || !side(v.team)) return null
  return {
    id: v.id as string,
    name: str(v.name) ?? '',
    team: side(v.team)!,
    rating_before: num(v.rating_before),
    rating_after: num(v.rating_after),
    delta: num(v.delta),
  }
}

export function toRatingExplanation(v: unknown): RatingExplanation | null {
  if (!isObj(v)) return null
  const fields = ['rating_before', 'rating_after', 'delta', 'team_rating', 'opponent_rating', 'expected', 'k'] as const
  if (fields.some((f) => num(v[f]) === null)) return null
  const score = num(v.score)
  if (score !== 0 && score !== 1) return null
  return {
    rating_before: num(v.rating_before)!,
    rating_after: num(v.rating_after)!,
    delta: num(v.delta)!,
    team_rating: num(v.team_rating)!,
    opponent_rating: num(v.opponent_rating)!,
    expected: num(v.expected)!,
    score,
    k: num(v.k)!,
  }
}

export function toMatch(v: unknown): MatchRow | null {
  if (!isObj(v) || !str(v.id) || !str(v.played_at)) return null
  const status = oneOf(v.status, ['reported', 'confirmed', 'disputed'] as const)
  const sets = toSets(v.sets)
  const winner = side(v.winner)
  const myTeam = side(v.my_team)
  const players = list(v.players, toPlayer)
  if (!status || !sets || !winner || !myTeam || players.length < 2) return null
  return {
    id: v.id as string,
    booking_id: str(v.booking_id),
    tournament_id: str(v.tournament_id),
    club_id: str(v.club_id),
    club_name: str(v.club_name) ?? '',
    court_number: num(v.court_number),
    court_type: courtType(v.court_type),
    played_at: v.played_at as string,
    format: v.format === 'singles' ? 'singles' : 'doubles',
    status,
    sets,
    winner,
    my_team: myTeam,
    reported_by: str(v.reported_by) ?? '',
    reported_at: str(v.reported_at) ?? (v.played_at as string),
    confirmed_at: str(v.confirmed_at),
    dispute_reason: str(v.dispute_reason),
    can_confirm: bool(v.can_confirm),
    players,
    rating: toRatingExplanation(v.rating),
  }
}

function toFormPoint(v: unknown): FormPoint | null {
  if (!isObj(v) || !str(v.match_id) || !str(v.played_at) || num(v.rating_after) === null) return null
  return { match_id: v.match_id as string, played_at: v.played_at as string, won: bool(v.won), rating_after: num(v.rating_after)! }
}

function toPartner(v: unknown): PartnerStat | null {
  if (!isObj(v) || !str(v.id)) return null
  return { id: v.id as string, name: str(v.name) ?? '', matches: num(v.matches) ?? 0, wins: num(v.wins) ?? 0 }
}

function toCourtTypeStat(v: unknown): CourtTypeStat | null {
  if (!isObj(v) || !courtType(v.court_type)) return null
  return { court_type: courtType(v.court_type)!, matches: num(v.matches) ?? 0, wins: num(v.wins) ?? 0 }
}

export function toStatistics(v: unknown): StatisticsRow | null {
  if (!isObj(v) || num(v.matches) === null || num(v.wins) === null || num(v.losses) === null || num(v.rating) === null) return null
  return {
    matches: num(v.matches)!,
    wins: num(v.wins)!,
    losses: num(v.losses)!,
    win_rate: num(v.win_rate) ?? 0,
    rating: num(v.rating)!,
    rank: num(v.rank),
    ranked_players: num(v.ranked_players) ?? 0,
    form: list(v.form, toFormPoint),
    partners: list(v.partners, toPartner),
    by_court_type: list(v.by_court_type, toCourtTypeStat),
  }
}
