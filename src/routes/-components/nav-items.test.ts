import { describe, expect, it } from 'vitest'
import { areaEntries } from './nav-items'

describe('areaEntries', () => {
  it('gives a player no switch', () => {
    expect(areaEntries('member')).toEqual([])
    expect(areaEntries(null)).toEqual([])
  })

  it("names staff's areas as the app does, My padel first", () => {
    const names = (role: Parameters<typeof areaEntries>[0]) => areaEntries(role).map(({ to, label }) => [to, label])
    expect(names('club_owner')).toEqual([['/member', 'My padel'], ['/club-owner', 'Club desk']])
    expect(names('country_owner')).toEqual([['/member', 'My padel'], ['/country-owner', 'Country desk']])
    expect(names('super_admin')).toEqual([['/member', 'My padel'], ['/admin', 'Administration']])
  })
})
