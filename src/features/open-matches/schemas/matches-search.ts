import * as v from 'valibot'
import { isIsoDate } from '~/lib/iso-date'
import { CATEGORIES, DEFAULT_FILTERS, type MatchFilters } from '../lib/filters'

/**
 * /matches?day=YYYY-MM-DD&level=any&category=mixed&club=<uuid>: the list's filters, so a filtered list can be shared
 * and survives a reload. A malformed value is dropped (its default stands) rather than shown as an error page.
 */
const entries = {
  day: v.pipe(v.string(), v.check((d: string) => isIsoDate(d))),
  level: v.picklist(['mine', 'any']),
  category: v.picklist(CATEGORIES),
  club: v.pipe(v.string(), v.uuid()),
}

export type MatchesSearch = Partial<{ day: string; level: 'mine' | 'any'; category: MatchFilters['category'] & string; club: string }>

export function parseMatchesSearch(search: Record<string, unknown>): MatchesSearch {
  const out: MatchesSearch = {}
  const day = v.safeParse(entries.day, search.day)
  if (day.success) out.day = day.output
  const level = v.safeParse(entries.level, search.level)
  if (level.success) out.level = level.output
  const category = v.safeParse(entries.category, search.category)
  if (category.success) out.category = category.output
  const club = v.safeParse(entries.club, search.club)
  if (club.success) out.club = club.output
  return out
}

/** The filters a search says, the defaults for what it leaves out. */
export function filtersOf(search: MatchesSearch): MatchFilters {
  return {
    day: search.day ?? DEFAULT_FILTERS.day,
    level: search.level ?? DEFAULT_FILTERS.level,
    category: search.category ?? DEFAULT_FILTERS.category,
    club: search.club ?? DEFAULT_FILTERS.club,
  }
}
