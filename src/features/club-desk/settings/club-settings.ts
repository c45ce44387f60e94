import * as v from 'valibot'
import { amount, readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

const clock = v.nullable(v.string())

const SettingsCourt = v.object({
  id: v.string(),
  number: v.number(),
  name: v.string(),
  type: v.picklist(['indoor', 'outdoor']),
  in_service: v.boolean(),
  off_peak_price: amount,
  peak_price: amount,
  future_bookings: v.number(),
})

/** `club_settings(club)`: everything the settings page shows, as the database has it. */
const ClubSettings = v.object({
  club: v.object({
    id: v.string(),
    name: v.string(),
    city: v.string(),
    address: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    email: v.nullable(v.string()),
    currency: v.string(),
    time_zone: v.string(),
    today: v.string(),
    booking_horizon_days: v.number(),
  }),
  hours: v.pipe(v.array(v.object({ weekday: v.number(), name: v.string(), opens_at: clock, closes_at: clock })), v.length(7)),
  peak: v.object({ starts_at: clock, weekdays: v.array(v.number()) }),
  full_refund_hours: v.number(),
  payment: v.object({
    pay_ways: v.array(v.string()),
    unpaid_limit: v.number(),
    free_cancel_minutes: v.number(),
    // Reported since card payments: a server without them has card off and refunds to the wallet.
    card_enabled: v.optional(v.boolean(), false),
    card_refunds_to: v.optional(v.picklist(['wallet', 'card']), 'wallet'),
  }),
  slots: v.array(v.object({ id: v.number(), label: v.string(), starts_at: v.string(), ends_at: v.string() })),
  closures: v.array(v.object({ date: v.string(), reason: v.string() })),
  courts: v.array(SettingsCourt),
})

export type ClubSettings = v.InferOutput<typeof ClubSettings>
export type SettingsCourt = v.InferOutput<typeof SettingsCourt>

export async function fetchClubSettings(clubId: string): Promise<ClubSettings> {
  const { data, error } = await supabase.rpc('club_settings', { p_club_id: clubId })
  const answer = readAnswer(data, error, m.desk_offline_settings())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(ClubSettings, answer)
  if (!parsed.success) throw new Error('The server sent settings this app does not understand.')
  return parsed.output
}
