import * as v from 'valibot'

/**
 * The full refund window as typed (a club's cancellation policy, a country's default for new clubs): the database's
 * rule and sentence, word for word, so a mistake shows beside the field before anything is sent.
 */
export const PolicySchema = v.object({
  hours: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, 'The full refund window is a whole number of hours from 0 to 336 (two weeks).'),
    v.transform(Number),
    v.maxValue(336, 'The full refund window is a whole number of hours from 0 to 336 (two weeks).'),
  ),
})
export type PolicyValues = { hours: string }
