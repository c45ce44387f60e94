import * as v from 'valibot'
import { m } from '~/i18n/member'

export const EditProfileSchema = v.object({
  first_name: v.pipe(v.string(), v.trim(), v.minLength(2, () => m.profile_first_name_short())),
  last_name: v.pipe(v.string(), v.trim(), v.minLength(2, () => m.profile_last_name_short())),
})

export type EditProfileInput = v.InferInput<typeof EditProfileSchema>
