import * as v from 'valibot'
import { isIsoDate, localIsoDate } from '../lib/period'

// The printable statement's period comes from the address bar: a wrong or missing date falls back to
// a sensible one (today; the start of time) rather than an error page.
const isoDate = v.pipe(v.unknown(), v.transform((value) => (isIsoDate(value) ? value : undefined)))

export const StatementSearch = v.pipe(
  v.object({ from: v.optional(isoDate), to: v.optional(isoDate) }),
  v.transform(({ from, to }) => {
    const end = to ?? localIsoDate(new Date())
    return { from: from && from <= end ? from : undefined, to: end }
  }),
)

export type StatementSearchValues = v.InferOutput<typeof StatementSearch>
