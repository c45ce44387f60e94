import * as v from 'valibot'
import { WEEKDAYS } from '~/lib/weekdays'

/*
 * The settings forms' rules, the same as the database's (its sentences, word for word), so a mistake is shown
 * beside the field before anything is sent. The database still decides: its refusal is shown unchanged.
 */

export const DetailsSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'Club name must be at least 2 characters.'),
    v.maxLength(100, 'Club name must be at most 100 characters.'),
  ),
  address: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Address must be at most 200 characters.')),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((phone) => phone === '' || isPhone(phone), 'Please enter a valid phone number'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.check((email) => email === '' || (email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)), 'Please enter a valid email address'),
  ),
})
export type DetailsValues = v.InferInput<typeof DetailsSchema>

/** As people write club numbers: an optional +, digits, spaces and ( ) . - between them; 6 to 15 digits. */
export function isPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length
  return phone.length <= 40 && /^\+?[\d(][\d ().-]*\d$/.test(phone) && digits >= 6 && digits <= 15
}

/** A price as typed: 0 to 1,000 with at most 2 decimals. `range` is the sentence's "from €0.00 to €1,000.00". */
export function priceSchema(label: string, range: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`Please give the ${label} price.`),
    v.regex(/^\d+(\.\d+)?$/, `The ${label} price must be from ${range}.`),
    v.check((text) => Number(text) <= 1000, `The ${label} price must be from ${range}.`),
    v.regex(/^\d+(\.\d{1,2})?$/, `The ${label} price can have at most 2 decimals.`),
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
  v.nonEmpty('Please give the court a name.'),
  v.maxLength(100, 'Court name must be at most 100 characters.'),
)


/** A closure day from today (the club's) on, with a reason. */
export function closureSchema(today: string) {
  return v.object({
    date: v.pipe(
      v.string(),
      v.nonEmpty('Please choose the day the club is closed.'),
      v.isoDate('Please choose the day the club is closed.'),
      v.check((date) => date >= today, 'That day has passed. Please choose today or a later day.'),
    ),
    reason: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('Please give a reason for the closure.'),
      v.maxLength(200, 'Please keep the reason under 200 characters.'),
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
    if (day.open && day.opens >= day.closes) return { weekday: i + 1, message: `On ${WEEKDAYS[i]}, opening must be before closing.` }
  }
  if (!days.some((day) => day.open)) {
    return { weekday: null, message: 'The club must open on at least one day a week. For a break, add closure days instead.' }
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
