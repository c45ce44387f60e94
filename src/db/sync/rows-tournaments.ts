import type { StandingRow, TournamentDetail, TournamentEntry, TournamentMatch, TournamentRow } from '../types'
import { isCurrencyCode } from '~/lib/money'
import { isObj, list, num, oneOf, str } from './rows-base'
import { toSets } from './rows-matches'

/* Validators for tournament_list, tournament_details and register_team's answer. */

const FORMATS = ['knockout', 'round_robin', 'americano'] as const
const STATUSES = ['open', 'closed', 'running', 'finished', 'cancelled'] as const

export function toTournament(v: unknown): TournamentRow | null {
  if (!isObj(v) || !str(v.id) || !str(v.club_id) || !str(v.name) || !str(v.starts_on)) return null
  const format = oneOf(v.format, FORMATS)
  const status = oneOf(v.status, STATUSES)
  if (!format || !status || !isCurrencyCode(v.currency)) return null
  const winners = Array.isArray(v.winner_names) ? v.winner_names.filter((n): n is string => typeof n === 'string') : null
  return {
    id: v.id as string,
    club_id: v.club_id as string,
    club_name: str(v.club_name) ?? '',
    city: str(v.city) ?? '',
    country_code: str(v.country_code) ?? '',
    name: v.name as string,
    description: str(v.description) ?? '',
    format,
    level_min: num(v.level_min),
    level_max: num(v.level_max),
    starts_on: v.starts_on as string,
    ends_on: str(v.ends_on) ?? (v.starts_on as string),
    registration_closes_at: str(v.registration_closes_at) ?? '',
    entry_fee: num(v.entry_fee) ?? 0,
    currency: v.currency,
    max_teams: num(v.max_teams) ?? 0,
    teams_registered: num(v.teams_registered) ?? 0,
    status,
    my_entry_id: str(v.my_entry_id),
    winner_names: winners,
  }
}

export function toTournamentEntry(v: unknown): TournamentEntry | null {
  if (!isObj(v) || !str(v.id)) return null
  const players = list(v.players, (p) => (isObj(p) && str(p.id) ? { id: p.id as string, name: str(p.name) ?? '' } : null))
  return {
    id: v.id as string,
    players,
    seed: num(v.seed),
    average_rating: num(v.average_rating) ?? 0,
    status: oneOf(v.status, ['invited', 'registered', 'withdrawn'] as const) ?? 'registered',
  }
}

function toTournamentMatch(v: unknown): TournamentMatch | null {
  const status = isObj(v) ? oneOf(v.status, ['scheduled', 'played', 'bye'] as const) : null
  if (!isObj(v) || !str(v.id) || num(v.round) === null || !status) return null
  return {
    id: v.id as string,
    round: num(v.round)!,
    position: num(v.position) ?? 0,
    team1_entry_id: str(v.team1_entry_id),
    team2_entry_id: str(v.team2_entry_id),
    sets: toSets(v.sets ?? []) ?? [],
    winner_entry_id: str(v.winner_entry_id),
    status,
    scheduled_at: str(v.scheduled_at),
    court_number: num(v.court_number),
  }
}

function toStanding(v: unknown): StandingRow | null {
  if (!isObj(v) || !str(v.entry_id)) return null
  return { entry_id: v.entry_id as string, played: num(v.played) ?? 0, won: num(v.won) ?? 0, lost: num(v.lost) ?? 0, points: num(v.points) ?? 0 }
}

export function toTournamentDetail(v: unknown, fetchedAt: string): TournamentDetail | null {
  if (!isObj(v)) return null
  const tournament = toTournament(v.tournament)
  if (!tournament) return null
  return {
    id: tournament.id,
    tournament,
    entries: list(v.entries, toTournamentEntry),
    matches: list(v.matches, toTournamentMatch),
    rounds: num(v.rounds) ?? 0,
    standings: list(v.standings, toStanding),
    fetchedAt,
  }
}
