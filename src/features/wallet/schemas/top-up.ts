import * as v from 'valibot'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'

// The same limits request_top_up enforces (supabase/migrations/20261124000110_money_rpcs_per_currency.sql),
// said before the request leaves the device so an offline request is not refused hours later. The amount is
// in the chosen club's currency (its sign is beside the field), so these sentences name none.
export const MAX_TOP_UP = 1000
// Read when the form is checked (valibot calls a function message then): they follow the page's language.
const figure = (n: number) => new Intl.NumberFormat(getFormatTag(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)
export const AMOUNT_REQUIRED = (): string => m.wallet_amount_required()
export const AMOUNT_NOT_A_NUMBER = (): string => m.wallet_amount_not_a_number({ whole: '40', decimal: figure(25.5) })
export const AMOUNT_NOT_POSITIVE = (): string => m.wallet_amount_not_positive({ zero: figure(0) })
export const AMOUNT_TOO_LARGE = (): string => m.wallet_amount_too_large({ max: figure(MAX_TOP_UP) })
export const AMOUNT_TOO_PRECISE = (): string => m.wallet_amount_too_precise()
export const CLUB_REQUIRED = (): string => m.wallet_club_required()

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
