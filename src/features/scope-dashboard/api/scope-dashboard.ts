import * as v from 'valibot'
import { m } from '~/i18n/staff'
import { amount, readAnswer, readerOf } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'

const count = v.number()
const pair = v.object({ this: count, last: count })

/** `scope_dashboard(country)`: the figures of every club the caller is staff of, money per currency. */
const ScopeDashboard = v.object({
  network: v.boolean(),
  countries: v.array(v.object({ code: v.string(), name: v.string(), currency: v.string(), time_zone: v.string() })),
  clubs: count,
  courts: v.object({ in_service: count, total: count }),
  members: v.object({ total: count, new_this_month: count }),
  players: v.nullable(count),
  bookings_week: pair,
  bookings_month: pair,
  revenue_month: v.array(v.object({ currency: v.string(), this: amount, last: amount })),
  bookings_by_day: v.array(v.object({ date: v.pipe(v.string(), v.isoDate()), bookings: count })),
})

export type ScopeDashboard = v.InferOutput<typeof ScopeDashboard>

/** A dashboard kept on the device, if it still reads as one. */
export const readScopeDashboard = readerOf(ScopeDashboard)

/** The dashboard of the caller's clubs (one country when given); a refusal is thrown with its sentence. */
export async function fetchScopeDashboard(countryCode: string | null = null): Promise<ScopeDashboard> {
  const { data, error } = await supabase.rpc('scope_dashboard', countryCode ? { p_country_code: countryCode } : {})
  const answer = readAnswer(data, error, m.scope_dashboard_offline())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ScopeDashboard, answer)
  if (!parsed.success) throw new Error(m.scope_dashboard_unreadable())
  return parsed.output
}
