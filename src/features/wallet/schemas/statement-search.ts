import * as v from 'valibot'
import { isCurrencyCode } from '~/lib/money'
import { isIsoDate, localIsoDate } from '../lib/period'

// The printable statement's period comes from the address bar: a wrong or missing date falls back to
// a sensible one (today; the start of time) rather than an error page.
const isoDate = v.pipe(v.unknown(), v.transform((value) => (isIsoDate(value) ? value : undefined)))

// Which balance: absent or not a currency code, the page shows the member's first one.
const currency = v.pipe(v.unknown(), v.transform((value) => (isCurrencyCode(value) ? value : undefined)))

export const StatementSearch = v.pipe(
  v.object({ from: v.optional(isoDate), to: v.optional(isoDate), currency: v.optional(currency) }),
  v.transform(({ from, to, currency }) => {
    const end = to ?? localIsoDate(new Date())
    return { from: from && from <= end ? from : undefined, to: end, currency }
  }),
)

export type StatementSearchValues = v.InferOutput<typeof StatementSearch>
