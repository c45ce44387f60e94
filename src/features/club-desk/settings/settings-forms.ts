import * as v from 'valibot'
import { m } from '~/i18n/staff'
import { weekdayName } from '../shared/weekday-name'

/*
 * The settings forms' rules, the same as the database's (its sentences, word for word), so a mistake is shown
 * beside the field before anything is sent. The database still decides: its refusal is shown unchanged.
 */

export const DetailsSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, () => m.desk_settings_name_min()),
    v.maxLength(100, () => m.desk_settings_name_max()),
  ),
  address: v.pipe(v.string(), v.trim(), v.maxLength(200, () => m.desk_settings_address_max())),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((phone) => phone === '' || isPhone(phone), () => m.desk_settings_phone_invalid()),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((email) => email === '' || (email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)), () => m.desk_settings_email_invalid()),
  ),
})
export type DetailsValues = v.InferInput<typeof DetailsSchema>

/** As people write club numbers: an optional +, digits, spaces and ( ) . - between them; 6 to 15 digits. */
export function isPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return phone.length <= 40 && /^\+?[\d(][\d ().-]*\d$/.test(phone) && digits >= 6 && digits <= 15
}

/** A price as typed: 0 to 1,000 with at most 2 decimals. `range` is the sentence's "from €0.00 to €1,000.00". */
export function priceSchema(kind: 'off-peak' | 'peak', range: string) {
  const offPeak = kind === 'off-peak'
  const outOfRange = () => (offPeak ? m.desk_settings_range_off_peak({ range }) : m.desk_settings_range_peak({ range }))
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => (offPeak ? m.desk_settings_give_off_peak() : m.desk_settings_give_peak())),
    v.regex(/^\d+(\.\d+)?$/, outOfRange),
    v.check((text) => Number(text) <= 1000, outOfRange),
    v.regex(/^\d+(\.\d{1,2})?$/, () => (offPeak ? m.desk_settings_decimals_off_peak() : m.desk_settings_decimals_peak())),
    v.transform(Number),
  )
}

export function pricesSchema(range: string) {
  return v.object({ off_peak: priceSchema('off-peak', range), peak: priceSchema('peak', range) })
}
export type PricesValues = { off_peak: string; peak: string }

export const CourtNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(() => m.desk_settings_court_name_empty()),
  v.maxLength(100, () => m.desk_settings_court_name_max()),
)


/** A closure day from today (the club's) on, with a reason. */
export function closureSchema(today: string) {
  return v.object({
    date: v.pipe(
      v.string(),
      v.nonEmpty(() => m.desk_settings_closure_day_needed()),
      v.isoDate(() => m.desk_settings_closure_day_needed()),
      v.check((date) => date >= today, () => m.desk_settings_closure_day_past()),
    ),
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(() => m.desk_settings_closure_reason_needed()),
      v.maxLength(200, () => m.desk_settings_closure_reason_max()),
    ),
  })
}
export type ClosureValues = { date: string; reason: string }

export interface DayHours {
  open: boolean
  opens: string
  closes: string
}

/** What is wrong with a week of hours, for the first day it concerns (weekday 1..7), or null. */
export function weekProblem(days: DayHours[]): { weekday: number | null; message: string } | null {
  for (const [i, day] of days.entries()) {
    if (day.open && day.opens >= day.closes) return { weekday: i + 1, message: m.desk_settings_opening_before_closing({ day: weekdayName(i + 1) }) }
  }
  if (!days.some((day) => day.open)) {
    return { weekday: null, message: m.desk_settings_open_one_day() }
  }
  return null
}

/** The first message per field of a failed parse: what the form shows beside each field. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ''
    errors[key] ??= issue.message
  }
  return errors
}
