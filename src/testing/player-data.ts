/* eslint-disable elsy/no-ui-literal -- test data: rows and answers as the server sends them, in the server's words */
import type { MatchRow, NotificationRow, TournamentRow } from '~/db/types'

/*
 * Server-shaped rows of the player's world (matches, tournaments, notifications) for unit tests (what the RPCs return, as JSON would carry them).
 */
export const ME = 'd0000000-0000-4000-8000-000000000004'
export const PARTNER = 'a0000000-0000-4000-8000-000000000001'
export const OPP1 = 'a0000000-0000-4000-8000-000000000002'
export const OPP2 = 'a0000000-0000-4000-8000-000000000003'
export const HOME_CLUB = 'c0000000-0000-4000-8000-000000000001'

export function matchJson(id: string, over: Partial<MatchRow> = {}): MatchRow {
  return {
    id,
    booking_id: null,
    tournament_id: null,
    club_id: HOME_CLUB,
    club_name: 'ELSY Madrid',
    court_number: 3,
    court_type: 'outdoor',
    played_at: '2026-11-20T17:00:00+00:00',
    format: 'doubles',
    status: 'confirmed',
    sets: [
      [6, 4],
      [6, 3],
    ],
    winner: 1,
    my_team: 1,
    reported_by: ME,
    reported_at: '2026-11-20T19:00:00+00:00',
    confirmed_at: '2026-11-20T20:00:00+00:00',
    dispute_reason: null,
    can_confirm: false,
    players: [
      { id: ME, name: 'Alex Rivera', team: 1, rating_before: 1500, rating_after: 1520, delta: 20 },
      { id: PARTNER, name: 'Pat Partner', team: 1, rating_before: 1500, rating_after: 1520, delta: 20 },
      { id: OPP1, name: 'Olga One', team: 2, rating_before: 1500, rating_after: 1480, delta: -20 },
      { id: OPP2, name: 'Omar Two', team: 2, rating_before: 1500, rating_after: 1480, delta: -20 },
    ],
    rating: { rating_before: 1500, rating_after: 1520, delta: 20, team_rating: 1500, opponent_rating: 1500, expected: 0.5, score: 1, k: 40 },
    ...over,
  }
}

export function tournamentJson(id: string, over: Partial<TournamentRow> = {}): TournamentRow {
  return {
    id,
    club_id: HOME_CLUB,
    club_name: 'ELSY Madrid',
    currency: 'EUR',
    city: 'Madrid',
    country_code: 'ES',
    name: 'Madrid Winter Open',
    description: '',
    format: 'round_robin',
    level_min: 1400,
    level_max: 1700,
    starts_on: '2099-12-05',
    ends_on: '2099-12-06',
    registration_closes_at: '2099-12-01T18:00:00+00:00',
    entry_fee: 20,
    max_teams: 8,
    teams_registered: 3,
    status: 'open',
    my_entry_id: null,
    winner_names: null,
    ...over,
  }
}

export function notificationJson(id: string, over: Partial<NotificationRow> = {}): NotificationRow {
  return {
    id,
    kind: 'booking_confirmed',
    title: 'Booking confirmed',
    body: 'Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30',
    link: '/booking',
    data: {},
    title_message: null,
    body_message: null,
    read_at: null,
    created_at: '2026-11-22T10:00:00+00:00',
    ...over,
  }
}

export function rankingJson(rank: number, playerId: string, over: Record<string, unknown> = {}) {
  return {
    rank,
    player_id: playerId,
    name: `Player ${rank}`,
    username: `player_${rank}`,
    club_name: 'ELSY Madrid',
    matches: 10,
    wins: 6,
    losses: 4,
    points: 1600 - rank,
    trend: 'up',
    rank_change: 1,
    is_me: playerId === ME,
    ...over,
  }
}

export const uuidFor = (n: number) => `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
