import { describe, expect, it } from 'vitest'
import { chooseClub } from './chosen-club'

describe('chooseClub', () => {
  const clubs = [{ id: 'a' }, { id: 'b' }]
  it('keeps the remembered club while the user is staff of it', () => {
    expect(chooseClub(clubs, 'b')).toEqual({ id: 'b' })
  })
  it('falls back to the first club when the remembered one is not theirs (any more)', () => {
    expect(chooseClub(clubs, 'z')).toEqual({ id: 'a' })
    expect(chooseClub(clubs, null)).toEqual({ id: 'a' })
  })
  it('has nothing to choose without clubs', () => {
    expect(chooseClub([], 'a')).toBeNull()
  })
})
