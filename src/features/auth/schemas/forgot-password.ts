import * as v from 'valibot'
import { emailAddress } from './email'

export const ForgotPasswordSchema = v.object({ email: emailAddress })

export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>
