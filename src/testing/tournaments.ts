import type { TournamentMatch, TournamentRow } from '~/db/types'

/** A tournament row as tournament_list() returns it, open and half full unless overridden. */
export function tournament(overrides: Partial<TournamentRow> = {}): TournamentRow {
  return {
    id: 't1',
    club_id: 'c1',
    // eslint-disable-next-line elsy/no-ui-literal -- test data, not shown
    club_name: 'ELSY Madrid',
    currency: 'EUR',
    city: 'Madrid',
    country_code: 'ES',
    // eslint-disable-next-line elsy/no-ui-literal -- test data, not shown
    name: 'Winter Cup',
    description: '',
    format: 'knockout',
    level_min: 1400,
    level_max: 1700,
    starts_on: '2026-12-05',
    ends_on: '2026-12-06',
    registration_closes_at: '2026-12-03T19:00:00Z',
    entry_fee: 25,
    max_teams: 8,
    teams_registered: 4,
    status: 'open',
    my_entry_id: null,
    winner_names: null,
    ...overrides,
  }
}

export function match(round: number, position: number, overrides: Partial<TournamentMatch> = {}): TournamentMatch {
  return {
    id: `m${round}-${position}`,
    round,
    position,
    team1_entry_id: null,
    team2_entry_id: null,
    sets: [],
    winner_entry_id: null,
    status: 'scheduled',
    scheduled_at: null,
    court_number: null,
    ...overrides,
  }
}
