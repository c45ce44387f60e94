import type { MatchCategory, MyOpenMatch } from '~/db/types'
import { addDaysIso, type IsoDate } from '~/lib/club-time'

/** How many days the day chips offer, today first (what the list holds). */
export const DAY_CHIPS = 14

export const CATEGORIES: readonly MatchCategory[] = ['open', 'men', 'women', 'mixed']

/** The list's filters; null is "any". "At my level" is the default for a player with a level. */
export interface MatchFilters {
  /** Club-local date, YYYY-MM-DD. */
  day: IsoDate | null
  level: 'mine' | 'any'
  category: MatchCategory | null
  club: string | null
}

export const DEFAULT_FILTERS: MatchFilters = { day: null, level: 'mine', category: null, club: null }

/** The days the chips offer: today and the next ones. */
export function dayChoices(today: IsoDate, count = DAY_CHIPS): IsoDate[] {
  return Array.from({ length: count }, (_, i) => addDaysIso(today, i))
}

/**
 * The zone whose calendar the day chips count in: a match's day is its club's. The chosen club's zone, else the
 * player's home club's, else the zone of the soonest match listed, else the device's.
 */
export function chipZone(
  matches: readonly Pick<MyOpenMatch, 'club_id' | 'time_zone' | 'starts_at'>[],
  club: string | null,
  homeZone: string | null,
  deviceZone: string,
): string {
  const chosen = club === null ? undefined : matches.find((x) => x.club_id === club)?.time_zone
  if (chosen) return chosen
  if (homeZone) return homeZone
  const soonest = [...matches].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at))[0]
  return soonest?.time_zone ?? deviceZone
}

/** Whether a player of this level may join at once (inside the organiser's range, both ends included). */
export function atLevel(match: Pick<MyOpenMatch, 'level_min' | 'level_max'>, level: number): boolean {
  return level >= match.level_min && level <= match.level_max
}

/** The matches the filters keep. Without a level (a visitor) "at my level" keeps every level. */
export function filterMatches(matches: readonly MyOpenMatch[], filters: MatchFilters, level: number | null): MyOpenMatch[] {
  return matches.filter(
    (m) =>
      m.status !== 'cancelled' &&
      (filters.day === null || m.date === filters.day) &&
      (filters.level === 'any' || level === null || atLevel(m, level)) &&
      (filters.category === null || m.category === filters.category) &&
      (filters.club === null || m.club_id === filters.club),
  )
}

/**
 * The player's clubs first (their home club, the clubs they book at), then the rest; within each, soonest first, and
 * at one time the match with places left before a full one.
 */
export function orderMatches(matches: readonly MyOpenMatch[], myClubs: ReadonlySet<string>): MyOpenMatch[] {
  const rank = (m: MyOpenMatch) => (myClubs.has(m.club_id) ? 0 : 1)
  return [...matches].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      Date.parse(a.starts_at) - Date.parse(b.starts_at) ||
      Number(b.places_free > 0) - Number(a.places_free > 0) ||
      a.club_name.localeCompare(b.club_name) ||
      a.court_number - b.court_number,
  )
}

/** The clubs a filter offers: those with a match listed, by name. */
export function clubsListed(matches: readonly MyOpenMatch[]): { id: string; name: string }[] {
  const byId = new Map(matches.map((m) => [m.club_id, m.club_name]))
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}
