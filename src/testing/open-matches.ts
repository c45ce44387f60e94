/* eslint-disable elsy/no-ui-literal -- test data: matches as the server answers them, in the server's words */
import type { OpenMatchRow } from '~/db/types'

export const MATCH_CLUB = 'c1000000-0000-4000-8000-000000000001'
export const OTHER_CLUB = 'c1000000-0000-4000-8000-000000000002'
export const ORGANISER = 'a1000000-0000-4000-8000-000000000001'

/** One match as `match_json` answers it: Madrid, court 3, 18:00 on 2099-06-01, one player in, level 1400–1600. */
export function openMatchJson(id: string, over: Partial<OpenMatchRow> = {}): OpenMatchRow {
  return {
    id,
    booking_id: `b-${id}`,
    club_id: MATCH_CLUB,
    club_name: 'ELSY Madrid',
    club_city: 'Madrid',
    country_code: 'ES',
    court_id: 'k3',
    court_number: 3,
    date: '2099-06-01',
    slot_id: 7,
    slot_label: '18:00 - 19:30',
    starts_at: '2099-06-01T16:00:00+00:00',
    time_zone: 'Europe/Madrid',
    currency: 'EUR',
    price: 32.02,
    level_min: 1400,
    level_max: 1600,
    competitive: true,
    category: 'open',
    note: null,
    private: false,
    status: 'open',
    organiser_id: ORGANISER,
    kept: false,
    places_free: 3,
    next_share: 8,
    waiting: 0,
    requests: 0,
    players: [{ member_id: ORGANISER, name: 'Olga Organiser', username: 'olga', rating: 1512.5, position: 1, share: 8.01, paid: null, due: null, organiser: true }],
    me: null,
    requested: [],
    leave_until: null,
    ...over,
  }
}
