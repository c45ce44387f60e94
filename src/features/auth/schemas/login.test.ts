import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { isEmailIdentifier, LoginSchema } from './login'

function issues(input: { identifier: string; password: string }) {
  return (v.safeParse(LoginSchema, input).issues ?? []).map((i) => [v.getDotPath(i), i.message])
}

describe('LoginSchema', () => {
  it('accepts an identifier and a password', () => {
    expect(issues({ identifier: 'ana', password: 'x' })).toEqual([])
  })

  it('requires the identifier, ignoring blanks', () => {
    expect(issues({ identifier: '   ', password: 'x' })).toEqual([['identifier', 'Email or username is required']])
  })

  it('requires the password', () => {
    expect(issues({ identifier: 'ana', password: '' })).toEqual([['password', 'Password is required']])
  })

  it('trims the identifier', () => {
    expect(v.parse(LoginSchema, { identifier: ' ana@example.com ', password: 'x' }).identifier).toBe('ana@example.com')
  })
})

describe('isEmailIdentifier', () => {
  it('treats anything with @ as an e-mail and the rest as a username', () => {
    expect(isEmailIdentifier('ana@example.com')).toBe(true)
    expect(isEmailIdentifier('ana_lopez')).toBe(false)
  })
})
