import * as v from 'valibot'

// The same limits request_top_up enforces (supabase/migrations/20261124000110_money_rpcs_per_currency.sql),
// said before the request leaves the device so an offline request is not refused hours later. The amount is
// in the chosen club's currency (its sign is beside the field), so these sentences name none.
export const MAX_TOP_UP = 1000
export const AMOUNT_REQUIRED = 'Please enter an amount.'
export const AMOUNT_NOT_A_NUMBER = 'Please enter an amount, like 40 or 25.50.'
export const AMOUNT_NOT_POSITIVE = 'The amount must be more than 0.00.'
export const AMOUNT_TOO_LARGE = 'You can add at most 1,000.00 at a time.'
export const AMOUNT_TOO_PRECISE = 'Please use at most 2 decimals (cents).'
export const CLUB_REQUIRED = "Please choose the club where you'll pay."

/** The form's raw values: inputs hold strings, and an untouched field may be undefined. */
export type TopUpValues = {
  amount: string
  clubId: string
}

const NUMBER = /^\d+(\.\d*)?$|^\.\d+$/
const firstIssue = { abortPipeEarly: true } as const

export const TopUpSchema = v.object({
  amount: v.config(
    v.pipe(
      v.optional(v.string(), ''),
      v.trim(),
      // "25,50" is how half of Europe writes it: read a lone comma as the decimal point.
      v.transform((s) => (s.includes('.') ? s : s.replace(',', '.'))),
      v.nonEmpty(AMOUNT_REQUIRED),
      v.regex(NUMBER, AMOUNT_NOT_A_NUMBER),
      v.check((s) => Number(s) > 0, AMOUNT_NOT_POSITIVE),
      v.check((s) => Number(s) <= MAX_TOP_UP, AMOUNT_TOO_LARGE),
      v.check((s) => (s.split('.')[1] ?? '').length <= 2, AMOUNT_TOO_PRECISE),
      v.transform(Number),
    ),
    firstIssue,
  ),
  clubId: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(CLUB_REQUIRED)),
})

export type TopUpInput = v.InferOutput<typeof TopUpSchema>
