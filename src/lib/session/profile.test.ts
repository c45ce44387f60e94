import { describe, expect, it } from 'vitest'
import { isProfile, roleLabel } from './profile'
import { profileRow } from '~/testing/profile'

describe('roleLabel', () => {
  it('names each role for people', () => {
    expect(roleLabel('member')).toBe('Member')
    expect(roleLabel('club_owner')).toBe('Club owner')
    expect(roleLabel('country_owner')).toBe('Country owner')
    expect(roleLabel('super_admin')).toBe('Super admin')
  })

  it('shows an unknown role as is and a missing one as member', () => {
    expect(roleLabel('coach')).toBe('coach')
    expect(roleLabel(null)).toBe('Member')
  })
})

describe('isProfile', () => {
  it('accepts a whole profile row, refuses a partial one or anything else', () => {
    expect(isProfile(profileRow({ id: 'u1', role: 'member' }))).toBe(true)
    expect(isProfile({ id: 'u1', role: 'member' })).toBe(false)
    expect(isProfile({ id: 'u1' })).toBe(false)
    expect(isProfile(null)).toBe(false)
  })
})
