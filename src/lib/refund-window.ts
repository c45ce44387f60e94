import * as v from 'valibot'
import { m } from '~/i18n/member'

/**
 * The full refund window as typed (a club's cancellation policy, a country's default for new clubs): the database's
 * rule and sentence, word for word, so a mistake shows beside the field before anything is sent.
 */
export const PolicySchema = v.object({
  hours: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, () => m.memberkit_refund_invalid()),
    v.transform(Number),
    v.maxValue(336, () => m.memberkit_refund_invalid()),
  ),
})
export type PolicyValues = { hours: string }
