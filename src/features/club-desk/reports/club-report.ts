import * as v from 'valibot'
import { amount, readAnswer, readerOf } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

const rate = v.nullable(amount)
const count = v.number()
const isoDate = v.pipe(v.string(), v.isoDate())

const Occupancy = v.object({ bookable: count, booked: count, rate })

const PeriodFigures = v.object({
  occupancy: v.object({
    bookable: count,
    booked: count,
    rate,
    peak: Occupancy,
    off_peak: Occupancy,
    not_bookable_bookings: count,
  }),
  revenue: v.object({ total: amount, court_hours: amount, per_court_hour: v.nullable(amount) }),
  players: v.object({
    players: count,
    new: count,
    returning: count,
    bookings: count,
    walk_ins: count,
    past_bookings: count,
    no_shows: count,
    no_show_rate: rate,
  }),
})

const Span = v.object({ from: isoDate, to: isoDate, days: count })

/** `club_report(club, from, to)`: every figure of the reports page, for the period and the one before it. */
const ClubReport = v.object({
  club: v.object({ id: v.string(), name: v.string(), currency: v.string(), time_zone: v.string(), today: isoDate }),
  period: Span,
  previous_period: Span,
  slot_hours: amount,
  current: PeriodFigures,
  previous: PeriodFigures,
  slots: v.array(v.object({ id: count, label: v.string(), starts_at: v.string() })),
  heatmap: v.array(v.object({ weekday: count, slot_id: count, bookable: count, booked: count, rate })),
  by_court: v.array(
    v.object({
      court_id: v.string(),
      number: count,
      name: v.string(),
      in_service: v.boolean(),
      bookable: count,
      booked: count,
      revenue: amount,
      previous_revenue: amount,
    }),
  ),
  other_revenue: v.object({ revenue: amount, previous_revenue: amount }),
  by_week: v.array(v.object({ week_start: isoDate, from: isoDate, to: isoDate, revenue: amount })),
  top_players: v.array(
    v.object({ member_id: v.string(), name: v.string(), username: v.nullable(v.string()), bookings: count, new: v.boolean() }),
  ),
  /** Courts of the period filled through listed open matches; absent in a report kept on the device from before. */
  open_matches: v.optional(v.object({ courts_filled: count, matches: count, players: count })),
})

export type ClubReport = v.InferOutput<typeof ClubReport>

/** A report kept on the device, if it still reads as one. */
export const readClubReport = readerOf(ClubReport)
export type PeriodFigures = v.InferOutput<typeof PeriodFigures>

/** The report for club-local days `from`..`to`; a refusal (a bad period, not staff) is thrown with its sentence. */
export async function fetchClubReport(clubId: string, from: string, to: string): Promise<ClubReport> {
  const { data, error } = await supabase.rpc('club_report', { p_club_id: clubId, p_from: from, p_to: to })
  const answer = readAnswer(data, error, m.desk_offline_reports())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubReport, answer)
  if (!parsed.success) throw new Error('The server sent a report this app does not understand.')
  return parsed.output
}

