import * as v from 'valibot'

export const EditProfileSchema = v.object({
  first_name: v.pipe(v.string(), v.trim(), v.minLength(2, 'First name must be at least 2 characters')),
  last_name: v.pipe(v.string(), v.trim(), v.minLength(2, 'Last name must be at least 2 characters')),
})

export type EditProfileInput = v.InferInput<typeof EditProfileSchema>
