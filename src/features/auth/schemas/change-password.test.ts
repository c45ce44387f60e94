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

  it('refuses more than 72 bytes, which the server cannot hash whole', () => {
    const long = '\u{1F3BE}'.repeat(19) // 19 emoji: 76 bytes in 38 UTF-16 units
    expect(issues(long, long)).toEqual([['password', 'Password must be at most 72 bytes (an accented letter counts as 2, an emoji as 4)']])
  })

  it('shows "Passwords do not match" on confirmPassword', () => {
    expect(issues('abcdef', 'abcdeg')).toEqual([['confirmPassword', 'Passwords do not match']])
  })
})
