import * as v from 'valibot'
import { m } from '~/i18n/staff'
import { amount, readAnswer, readerOf } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

const count = v.number()
const isoDate = v.pipe(v.string(), v.isoDate())

const Figures = v.object({
  booked: count,
  bookable: count,
  occupancy: v.nullable(amount),
  revenue: amount,
  court_hours: amount,
  revenue_per_court_hour: v.nullable(amount),
  bookings: count,
  no_shows: count,
  past_bookings: count,
  no_show_rate: v.nullable(amount),
})

const ClubRow = v.object({
  club: v.object({ id: v.string(), name: v.string(), city: v.string(), country_code: v.string(), currency: v.string() }),
  courts: v.object({ in_service: count, total: count }),
  members: count,
  current: Figures,
  previous: Figures,
})

/** `scope_clubs(from, to, country)`: the caller's clubs side by side, each with club_report's figures. */
const ScopeClubs = v.object({
  period: v.object({ from: isoDate, to: isoDate, days: count }),
  previous_period: v.object({ from: isoDate, to: isoDate, days: count }),
  clubs: v.array(ClubRow),
})

export type ScopeClubs = v.InferOutput<typeof ScopeClubs>

/** A comparison kept on the device, if it still reads as one. */
export const readScopeClubs = readerOf(ScopeClubs)
export type ClubRow = v.InferOutput<typeof ClubRow>
export type ClubFigures = v.InferOutput<typeof Figures>

/** Where a club's own report opens, in the area of the page that lists it. */
export type ClubReportPath = '/country-owner/club-report' | '/admin/club-report'

/**
 * The caller's clubs (of one country when `country` is given) for club-local days `from`..`to`; a refusal (a bad
 * period, not staff, an unknown country) is thrown with its sentence.
 */
export async function fetchScopeClubs(from: string, to: string, country: string | null = null): Promise<ScopeClubs> {
  const { data, error } = await supabase.rpc('scope_clubs', { p_from: from, p_to: to, ...(country ? { p_country_code: country } : {}) })
  const answer = readAnswer(data, error, m.club_comparison_offline())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ScopeClubs, answer)
  if (!parsed.success) throw new Error(m.club_comparison_unreadable())
  return parsed.output
}
