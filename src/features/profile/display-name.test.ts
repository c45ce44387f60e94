import { describe, expect, it } from 'vitest'
import { displayName, fullName, initial } from './display-name'

describe('displayName', () => {
  it('uses first and last name from the profile', () => {
    expect(displayName({ first_name: 'Ana', last_name: 'Lopez' }, { email: 'ana@example.com' })).toBe('Ana Lopez')
  })

  it('falls back to the e-mail part before the @ when a name part is missing', () => {
    expect(displayName({ first_name: 'Ana', last_name: null }, { email: 'ana.l@example.com' })).toBe('ana.l')
    expect(displayName({ first_name: '  ', last_name: 'Lopez' }, { email: 'ana.l@example.com' })).toBe('ana.l')
    expect(displayName(null, { email: 'ana.l@example.com' })).toBe('ana.l')
  })

  it('falls back to "User" without a name or e-mail', () => {
    expect(displayName(null, null)).toBe('User')
    expect(displayName({ first_name: null, last_name: null }, { email: '' })).toBe('User')
    expect(displayName(undefined, { email: '@example.com' })).toBe('User')
  })
})

describe('fullName and initial', () => {
  it('joins whatever name parts exist', () => {
    expect(fullName({ first_name: 'Ana', last_name: null })).toBe('Ana')
    expect(fullName(null)).toBe('')
  })

  it('takes the upper-case first letter of the display name', () => {
    expect(initial({ first_name: 'ana', last_name: 'lopez' }, null)).toBe('A')
    expect(initial(null, { email: 'zed@example.com' })).toBe('Z')
    expect(initial(null, null)).toBe('U')
  })
})
