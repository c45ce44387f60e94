import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { changeEmailSchema } from './change-email'

const schema = changeEmailSchema('me@example.test')
const message = (email: string) => v.safeParse(schema, { email }).issues?.[0]?.message

describe('change e-mail form', () => {
  it('accepts a new address, trimmed and lower-cased', () => {
    expect(v.parse(schema, { email: '  New@Example.TEST ' })).toEqual({ email: 'new@example.test' })
  })

  it('refuses an empty, malformed, too long or unchanged address', () => {
    expect(message('')).toBe('Please enter your new email address')
    expect(message('not-an-address')).toBe('Please enter a valid email address')
    expect(message(`${'a'.repeat(250)}@example.test`)).toBe('This email address is too long')
    expect(message('ME@example.test')).toBe('This is already your email address')
  })
})
