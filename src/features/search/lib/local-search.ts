import type { ClubRow, CourtRow, OpenMatchRow, TournamentRow } from '~/db/types'
import { foldText } from '~/lib/fold-text'
import type { SearchResults } from '~/lib/network-search'

export interface LocalSearchData {
  clubs: readonly ClubRow[]
  courts: readonly CourtRow[]
  tournaments: readonly TournamentRow[]
  /** The listed open matches this device last pulled. */
  openMatches?: readonly OpenMatchRow[]
}

// The server's limits (search_network): shorter queries find too much, longer ones are not searches.
export const MIN_QUERY = 2
export const MAX_QUERY = 60

export function queryTokens(query: string): string[] {
  const q = query.trim()
  if (q.length < MIN_QUERY || q.length > MAX_QUERY) return []
  return foldText(q).split(/[\s,]+/).filter(Boolean)
}

/**
 * Every token must start a word of the text ("mad" finds Madrid); a number must be a whole word, so
 * "court 1" is court 1 and not courts 10, 11 and 12.
 */
export function matchesAll(tokens: readonly string[], text: string): boolean {
  const words = foldText(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return tokens.every((t) => (/^\d+$/.test(t) ? words.includes(t) : words.some((w) => w.startsWith(t))))
}

/**
 * The top-bar search without a connection: clubs, courts, tournaments and open matches from this device's copy.
 * Players are not on the device (only the server may list other members), so that group stays empty. Matches are
 * found as the server finds them (club, city, organiser), those still to come, the soonest first.
 */
export function searchLocally(query: string, data: LocalSearchData, limit = 5, now = Date.now()): SearchResults {
  const tokens = queryTokens(query)
  if (tokens.length === 0) return { clubs: [], courts: [], players: [], tournaments: [], matches: [] }
  const clubsById = new Map(data.clubs.map((c) => [c.id, c]))
  const clubs = data.clubs
    .filter((c) => matchesAll(tokens, `${c.name} ${c.city} ${c.country_code}`))
    .slice(0, limit)
    .map(({ id, name, city, country_code }) => ({ id, name, city, country_code }))
  const courts = data.courts
    .flatMap((k) => {
      const club = clubsById.get(k.club_id)
      if (!club) return []
      return matchesAll(tokens, `court ${k.number} ${k.name} ${k.type} ${club.name} ${club.city}`) ? [{ k, club }] : []
    })
    .sort((a, b) => a.club.name.localeCompare(b.club.name) || a.k.number - b.k.number)
    .slice(0, limit)
    .map(({ k, club }) => ({ id: k.id, club_id: k.club_id, club_name: club.name, number: k.number, name: k.name, type: k.type }))
  const tournaments = data.tournaments
    .filter((t) => t.status !== 'cancelled' && matchesAll(tokens, `${t.name} ${t.club_name} ${t.city}`))
    .slice(0, limit)
    .map(({ id, name, club_name, starts_on, status }) => ({ id, name, club_name, starts_on, status }))
  const matches = (data.openMatches ?? [])
    .filter((x) => !x.private && x.status !== 'cancelled' && Date.parse(x.starts_at) > now)
    .filter((x) => matchesAll(tokens, `${x.club_name} ${x.club_city ?? ''} ${x.players.find((p) => p.organiser)?.name ?? ''}`))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id.localeCompare(b.id))
    .slice(0, limit)
    .map((x) => ({
      id: x.id,
      name: x.club_name,
      city: x.club_city,
      court_number: x.court_number,
      date: x.date,
      starts_at: x.starts_at,
      time_zone: x.time_zone,
      level_min: x.level_min,
      level_max: x.level_max,
      category: x.category,
      competitive: x.competitive,
      status: x.status,
      places_free: x.places_free,
    }))
  return { clubs, courts, players: [], tournaments, matches }
}
