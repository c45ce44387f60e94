import { describe, expect, it } from 'vitest'
import type { ClubRow, CourtRow, TournamentRow } from '~/db/types'
import { matchesAll, queryTokens, searchLocally } from './local-search'
import { searchHref } from './search-target'
import { playerDetail } from '~/lib/player-detail'
import { openMatchJson } from '~/testing/open-matches'

const club = (id: string, name: string, city: string, country_code: string): ClubRow => ({
  id, name, city, country_code, address: null, time_zone: 'Europe/Madrid', currency: 'EUR', opens_at: Array(7).fill('09:00'), closes_at: Array(7).fill('21:00'), peak_starts_at: '18:00', peak_weekdays: [6, 7], booking_horizon_days: 60, full_refund_hours: 24, active: true, pay_ways: ['wallet', 'club'], unpaid_limit: 2, free_cancel_minutes: 10, match_leave_hours: 6, match_cutoff_hours: 2,
})
const court = (club_id: string, number: number, type: 'indoor' | 'outdoor' = 'indoor'): CourtRow => ({
  id: `${club_id}-k${number}`, club_id, number, name: `Court ${number}`, type, off_peak_price: 20, peak_price: 30, in_service: true,
})
const clubs = [club('mad', 'ELSY Madrid', 'Madrid', 'ES'), club('mal', 'ELSY Málaga', 'Málaga', 'ES'), club('lon', 'ELSY London', 'London', 'GB')]
const courts = [...Array.from({ length: 12 }, (_, i) => court('mad', i + 1)), court('lon', 3, 'outdoor')]
const tournaments = [
  { id: 't1', name: 'Madrid Autumn Open', club_name: 'ELSY Madrid', city: 'Madrid', starts_on: '2026-12-05', status: 'open' },
  { id: 't2', name: 'Old Cup', club_name: 'ELSY Madrid', city: 'Madrid', starts_on: '2026-01-05', status: 'cancelled' },
] as TournamentRow[]
const data = { clubs, courts, tournaments }

describe('searchLocally', () => {
  it('finds a club by a word prefix of its name or city, ignoring case and accents', () => {
    expect(searchLocally('madrid', data).clubs.map((c) => c.id)).toEqual(['mad'])
    expect(searchLocally('MALAGA', data).clubs.map((c) => c.id)).toEqual(['mal'])
    expect(searchLocally('lond', data).clubs.map((c) => c.id)).toEqual(['lon'])
  })

  it('finds "court 3 madrid" as that one court, and a bare number only as a whole number', () => {
    const hits = searchLocally('court 3 madrid', data).courts
    expect(hits.map((k) => [k.club_name, k.number])).toEqual([['ELSY Madrid', 3]])
    expect(searchLocally('court 1 madrid', data).courts.map((k) => k.number)).toEqual([1])
    expect(searchLocally('outdoor court', data).courts.map((k) => k.club_name)).toEqual(['ELSY London'])
  })

  it('lists open tournaments but not cancelled ones, and never players', () => {
    const r = searchLocally('madrid', data)
    expect(r.tournaments.map((t) => t.id)).toEqual(['t1'])
    expect(r.players).toEqual([])
  })

  it('keeps each group to the limit', () => {
    expect(searchLocally('court madrid', data, 5).courts).toHaveLength(5)
  })

  it('answers nothing for one letter or an over-long query, like the server', () => {
    expect(queryTokens('m')).toEqual([])
    expect(queryTokens('x'.repeat(61))).toEqual([])
    expect(searchLocally('m', data).clubs).toEqual([])
  })

  it('needs every word to match', () => {
    expect(matchesAll(['elsy', 'lon'], 'ELSY London London GB')).toBe(true)
    expect(matchesAll(['elsy', 'paris'], 'ELSY London London GB')).toBe(false)
  })
})

describe('searchLocally: open matches', () => {
  const NOW = Date.parse('2099-06-01T12:00:00Z')
  const organiser = { member_id: 'o', name: 'Ximena Olmo', username: null, rating: 1500, position: 1, share: null, paid: null, due: null, organiser: true }
  const openMatches = [
    openMatchJson('later', { club_name: 'ELSY Madrid', club_city: 'Madrid', starts_at: '2099-06-03T16:00:00Z', players: [organiser] }),
    openMatchJson('sooner', { club_name: 'ELSY Madrid', club_city: 'Madrid', starts_at: '2099-06-02T16:00:00Z' }),
    openMatchJson('split', { club_name: 'ELSY Madrid', club_city: 'Madrid', starts_at: '2099-06-02T16:00:00Z', private: true }),
    openMatchJson('played', { club_name: 'ELSY Madrid', club_city: 'Madrid', starts_at: '2099-06-01T10:00:00Z' }),
    openMatchJson('london', { club_name: 'ELSY London', club_city: 'London', starts_at: '2099-06-02T16:00:00Z' }),
  ]
  const withMatches = { ...data, openMatches }

  it('finds the listed matches still to come by club or city, the soonest first; never a split or a started one', () => {
    expect(searchLocally('madrid', withMatches, 5, NOW).matches.map((x) => x.id)).toEqual(['sooner', 'later'])
    expect(searchLocally('lond', withMatches, 5, NOW).matches.map((x) => x.id)).toEqual(['london'])
  })

  it("finds one by its organiser's name, and says what the result shows", () => {
    const [hit] = searchLocally('ximena', withMatches, 5, NOW).matches
    expect(hit).toEqual({
      id: 'later', name: 'ELSY Madrid', city: 'Madrid', court_number: openMatches[0].court_number, date: openMatches[0].date,
      starts_at: '2099-06-03T16:00:00Z', time_zone: openMatches[0].time_zone, level_min: openMatches[0].level_min,
      level_max: openMatches[0].level_max, category: openMatches[0].category, competitive: openMatches[0].competitive,
      status: openMatches[0].status, places_free: openMatches[0].places_free,
    })
  })

  it('finds none on a device that holds none', () => {
    expect(searchLocally('madrid', data, 5, NOW).matches).toEqual([])
  })
})

describe('searchHref', () => {
  it('opens the right page for each kind of result', () => {
    expect(searchHref({ group: 'clubs', hit: { id: 'mad', name: 'ELSY Madrid', city: 'Madrid', country_code: 'ES' } })).toBe('/booking?club=mad')
    expect(searchHref({ group: 'courts', hit: { id: 'k', club_id: 'mad', club_name: 'ELSY Madrid', number: 3, name: 'Court 3', type: 'outdoor' } })).toBe(
      '/book-court/3?club=mad',
    )
    expect(searchHref({ group: 'players', hit: { id: 'p1', name: 'Alex Rivera', username: 'demo_member', club_name: null, rating: null, matches_with_you: 0 } })).toBe('/rankings?q=demo_member&player=p1')
    expect(searchHref({ group: 'tournaments', hit: { id: 't1', name: 'x', club_name: 'y', starts_on: '2026-12-05', status: 'open' } })).toBe(
      '/tournaments?tournament=t1',
    )
    const [match] = searchLocally('madrid', { ...data, openMatches: [openMatchJson('m 1', { club_name: 'ELSY Madrid', starts_at: '2099-06-02T16:00:00Z' })] }).matches
    expect(searchHref({ group: 'matches', hit: match })).toBe('/matches/m%201')
  })
})

describe('playerDetail', () => {
  const hugo = { id: 'h', name: 'Hugo Martin', username: 'player_08521', club_name: 'ELSY Madrid', rating: 1607.4, matches_with_you: 6 }
  it('tells two people of one name apart: username, club, rating, matches together', () => {
    expect(playerDetail(hugo)).toBe('@player_08521 · ELSY Madrid · rating 1,607 · 6 matches with you')
    expect(playerDetail({ ...hugo, matches_with_you: 1 })).toBe('@player_08521 · ELSY Madrid · rating 1,607 · 1 match with you')
    expect(playerDetail({ ...hugo, rating: null, matches_with_you: 0 })).toBe('@player_08521 · ELSY Madrid')
    expect(playerDetail({ ...hugo, username: null, club_name: null, rating: null, matches_with_you: 0 })).toBeNull()
  })
})
