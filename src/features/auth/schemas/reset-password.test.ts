import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ResetPasswordSchema } from './reset-password'

function issues(password: string, confirmPassword: string) {
  return (v.safeParse(ResetPasswordSchema, { password, confirmPassword }).issues ?? []).map((i) => [
    v.getDotPath(i),
    i.message,
  ])
}

describe('ResetPasswordSchema', () => {
  it('accepts a strong password typed twice', () => {
    expect(issues('Secret#123', 'Secret#123')).toEqual([])
  })

  it('puts "Passwords do not match" on confirmPassword', () => {
    expect(issues('Secret#123', 'Secret#124')).toEqual([['confirmPassword', 'Passwords do not match']])
  })

  it('applies the registration strength rules', () => {
    expect(issues('secret#123', 'secret#123')).toEqual([
      ['password', 'Password must contain at least one uppercase letter'],
    ])
  })
})
