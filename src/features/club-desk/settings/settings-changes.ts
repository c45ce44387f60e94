import * as v from 'valibot'
import { SettingRefused, sendSettingChange, type SettingCall } from '~/lib/setting-change'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

const OFFLINE = () => m.desk_offline_settings_change()

const send = (call: SettingCall, done: readonly string[]) => sendSettingChange(call, done, OFFLINE())

const SAVED = ['saved'] as const

export interface ClubDetails {
  name: string
  address: string
  phone: string
  email: string
}

export const saveClubDetails = (clubId: string, d: ClubDetails) =>
  send(supabase.rpc('update_club_details', { p_club_id: clubId, p_name: d.name, p_address: d.address, p_phone: d.phone, p_email: d.email }), SAVED)

/** Seven "HH:MI" pairs, Monday first; an empty string on a closed day. */
export const saveOpeningHours = (clubId: string, opens: string[], closes: string[]) =>
  send(supabase.rpc('set_opening_hours', { p_club_id: clubId, p_opens_at: opens, p_closes_at: closes }), SAVED)

/** Peak from `startsAt` ("HH:MI", or empty for no evening peak) and all day on `weekdays` (ISO 1..7). */
export const savePeakRule = (clubId: string, startsAt: string, weekdays: number[]) =>
  send(supabase.rpc('set_peak_rule', { p_club_id: clubId, p_peak_starts_at: startsAt, p_peak_weekdays: weekdays }), SAVED)

export const saveCancellationPolicy = (clubId: string, hours: number) =>
  send(supabase.rpc('set_cancellation_policy', { p_club_id: clubId, p_full_refund_hours: hours }), SAVED)

/** The ways the club is paid, the unpaid bookings a member may hold, and the free-cancellation minutes. */
export const savePaymentRules = (clubId: string, ways: string[], unpaidLimit: number, freeCancelMinutes: number, cardRefundsTo: 'wallet' | 'card' | null) =>
  send(
    supabase.rpc('set_club_payment_rules', {
      p_club_id: clubId,
      p_pay_ways: ways,
      p_unpaid_limit: unpaidLimit,
      p_free_cancel_minutes: freeCancelMinutes,
      // Left out, the club's choice stays (the form asks it only while card payments are set up).
      ...(cardRefundsTo ? { p_card_refunds_to: cardRefundsTo } : {}),
    }),
    SAVED,
  )

/** A booking a closure day would cancel (listed when the server refuses the closure because of it). */
export const ClosureBooking = v.object({
  id: v.string(),
  court_number: v.number(),
  slot_label: v.string(),
  name: v.string(),
  walk_in: v.boolean(),
  price: v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number()),
  currency: v.string(),
})
export type ClosureBooking = v.InferOutput<typeof ClosureBooking>

/** The bookings a `bookings_exist` refusal lists (none when the answer has no readable list). */
export function closureBookings(refusal: SettingRefused): ClosureBooking[] {
  const parsed = v.safeParse(v.array(ClosureBooking), refusal.answer.bookings)
  return parsed.success ? parsed.output : []
}

export const addClosure = (clubId: string, date: string, reason: string, cancelBookings: boolean) =>
  send(supabase.rpc('add_club_closure', { p_club_id: clubId, p_date: date, p_reason: reason, p_cancel_bookings: cancelBookings }), ['added'])

export const removeClosure = (clubId: string, date: string) =>
  send(supabase.rpc('remove_club_closure', { p_club_id: clubId, p_date: date }), ['removed'])

export const addCourt = (clubId: string, c: { name: string; type: string; offPeak: number; peak: number }) =>
  send(supabase.rpc('add_court', { p_club_id: clubId, p_name: c.name, p_type: c.type, p_off_peak_price: c.offPeak, p_peak_price: c.peak }), ['added'])

export const updateCourt = (courtId: string, name: string, type: string) =>
  send(supabase.rpc('update_court', { p_court_id: courtId, p_name: name, p_type: type }), SAVED)

export const setCourtInService = (courtId: string, inService: boolean) =>
  send(supabase.rpc('set_court_in_service', { p_court_id: courtId, p_in_service: inService }), ['saved', 'unchanged'])

export const setCourtPrices = (courtId: string, offPeak: number, peak: number) =>
  send(supabase.rpc('set_court_prices', { p_court_id: courtId, p_off_peak_price: offPeak, p_peak_price: peak }), SAVED)
