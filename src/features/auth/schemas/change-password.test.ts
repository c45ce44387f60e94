import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ChangePasswordSchema } from './change-password'

function issues(password: string, confirmPassword: string) {
  return (v.safeParse(ChangePasswordSchema, { password, confirmPassword }).issues ?? []).map((i) => [
    v.getDotPath(i),
    i.message,
  ])
}

describe('ChangePasswordSchema', () => {
  it('accepts six characters typed twice', () => {
    expect(issues('abcdef', 'abcdef')).toEqual([])
  })

  it('needs at least 6 characters', () => {
    expect(issues('abcde', 'abcde')).toEqual([['password', 'Password must be at least 6 characters']])
  })

  it('shows "Passwords do not match" on confirmPassword', () => {
    expect(issues('abcdef', 'abcdeg')).toEqual([['confirmPassword', 'Passwords do not match']])
  })
})
