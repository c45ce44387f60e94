import * as v from 'valibot'
import { m } from '~/i18n/staff'
import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'
import { sendSettingChange } from '~/lib/setting-change'
import { supabase } from '~/lib/supabase'

const offline = () => m.country_settings_offline()

const CountrySettingsSchema = v.object({
  code: v.string(),
  name: v.string(),
  currency: v.string(),
  time_zone: v.string(),
  clubs: v.number(),
  full_refund_hours: v.number(),
  peak: v.object({ starts_at: v.nullable(v.string()), weekdays: v.array(v.number()) }),
  payment: v.object({ pay_ways: v.array(v.string()), unpaid_limit: v.number(), free_cancel_minutes: v.number(), card_enabled: v.optional(v.boolean()) }),
})
export type CountrySettings = v.InferOutput<typeof CountrySettingsSchema>

const Answer = v.object({ countries: v.array(CountrySettingsSchema), slot_starts: v.array(v.string()) })
export type CountrySettingsList = v.InferOutput<typeof Answer>

/** `country_settings()`: the caller's countries with their defaults; a refusal is thrown with its sentence. */
export async function fetchCountrySettings(): Promise<CountrySettingsList> {
  const { data, error } = await supabase.rpc('country_settings')
  const answer = readAnswer(data, error, offline())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(Answer, answer)
  if (!parsed.success) throw new Error(m.country_settings_unreadable())
  return parsed.output
}

/** The defaults new clubs of the country start with: all of them are sent, as they stand after the change. */
export const saveCountryDefaults = (code: string, hours: number, peakStartsAt: string, peakWeekdays: number[]): Promise<RpcAnswer> =>
  sendSettingChange(
    supabase.rpc('set_country_defaults', { p_country_code: code, p_full_refund_hours: hours, p_peak_starts_at: peakStartsAt, p_peak_weekdays: peakWeekdays }),
    ['saved'],
    offline(),
  )

/** How new clubs of the country are paid: ways, the unpaid bookings a member may hold, the free-cancellation minutes. */
export const saveCountryPaymentDefaults = (c: CountrySettings, ways: string[], unpaidLimit: number, freeCancelMinutes: number): Promise<RpcAnswer> =>
  sendSettingChange(
    supabase.rpc('set_country_defaults', {
      p_country_code: c.code,
      p_full_refund_hours: c.full_refund_hours,
      p_peak_starts_at: c.peak.starts_at ?? '',
      p_peak_weekdays: c.peak.weekdays,
      p_pay_ways: ways,
      p_unpaid_limit: unpaidLimit,
      p_free_cancel_minutes: freeCancelMinutes,
    }),
    ['saved'],
    offline(),
  )
