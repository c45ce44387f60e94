import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ForgotPasswordSchema } from './forgot-password'

describe('ForgotPasswordSchema', () => {
  it('trims and accepts an e-mail address', () => {
    expect(v.parse(ForgotPasswordSchema, { email: ' ana@example.com ' })).toEqual({ email: 'ana@example.com' })
  })

  it.each(['', 'ana', 'ana@'])('refuses %j with the spec message', (email) => {
    const result = v.safeParse(ForgotPasswordSchema, { email })
    expect(result.issues?.map((i) => i.message)).toEqual(['Please enter a valid email address'])
  })
})
