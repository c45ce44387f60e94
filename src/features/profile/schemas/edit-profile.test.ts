import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { EditProfileSchema } from './edit-profile'

function issues(first_name: string, last_name: string) {
  return (v.safeParse(EditProfileSchema, { first_name, last_name }).issues ?? []).map((i) => [
    v.getDotPath(i),
    i.message,
  ])
}

describe('EditProfileSchema', () => {
  it('accepts two-letter names and trims them', () => {
    expect(issues('Al', 'Li')).toEqual([])
    expect(v.parse(EditProfileSchema, { first_name: ' Ana ', last_name: 'Lopez ' })).toEqual({
      first_name: 'Ana',
      last_name: 'Lopez',
    })
  })

  it('needs at least 2 characters in each name', () => {
    expect(issues('A', ' B ')).toEqual([
      ['first_name', 'First name must be at least 2 characters'],
      ['last_name', 'Last name must be at least 2 characters'],
    ])
  })
})
