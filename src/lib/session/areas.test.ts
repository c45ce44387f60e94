import { describe, expect, it } from 'vitest'
import { areasOf, areaToRemember, dashboardPath, landingPath } from './areas'

describe('dashboardPath', () => {
  it.each([
    ['super_admin', '/admin'],
    ['country_owner', '/country-owner'],
    ['club_owner', '/club-owner'],
    ['member', '/member'],
    [null, '/member'],
  ] as const)('%s → %s', (role, path) => expect(dashboardPath(role)).toBe(path))
})

describe('areasOf', () => {
  it('offers a player only their own pages, staff their pages and their desk', () => {
    expect(areasOf('member')).toEqual(['/member'])
    expect(areasOf(undefined)).toEqual(['/member'])
    expect(areasOf('club_owner')).toEqual(['/member', '/club-owner'])
    expect(areasOf('country_owner')).toEqual(['/member', '/country-owner'])
    expect(areasOf('super_admin')).toEqual(['/member', '/admin'])
  })
})

describe('landingPath', () => {
  it('sends a player to /member, whatever the device remembers', () => {
    expect(landingPath({ role: 'member' })).toBe('/member')
    expect(landingPath({ role: 'member', lastArea: '/club-owner' })).toBe('/member')
    // The profile not read yet (offline first sign-in): the player's pages, which every account may open.
    expect(landingPath({ role: null, lastArea: '/admin' })).toBe('/member')
  })

  it('sends staff to their desk the first time', () => {
    expect(landingPath({ role: 'club_owner' })).toBe('/club-owner')
    expect(landingPath({ role: 'country_owner', lastArea: null })).toBe('/country-owner')
    expect(landingPath({ role: 'super_admin' })).toBe('/admin')
  })

  it('sends staff back to the area they used last', () => {
    expect(landingPath({ role: 'club_owner', lastArea: '/member' })).toBe('/member')
    expect(landingPath({ role: 'club_owner', lastArea: '/club-owner' })).toBe('/club-owner')
    expect(landingPath({ role: 'super_admin', lastArea: '/member' })).toBe('/member')
  })

  it('ignores a remembered area the role no longer opens (or never offered)', () => {
    expect(landingPath({ role: 'club_owner', lastArea: '/admin' })).toBe('/club-owner')
    expect(landingPath({ role: 'super_admin', lastArea: '/club-owner' })).toBe('/admin')
  })

  it('lets an explicit redirect win for everyone', () => {
    expect(landingPath({ role: 'club_owner', redirect: '/settings', lastArea: '/club-owner' })).toBe('/settings')
    expect(landingPath({ role: 'member', redirect: '/booking' })).toBe('/booking')
  })
})

describe('areaToRemember', () => {
  it("counts an area's pages for it, but not the account pages every area links to", () => {
    expect(areaToRemember('/member', '/booking')).toBe('/member')
    expect(areaToRemember('/club-owner', '/club-owner/bookings')).toBe('/club-owner')
    expect(areaToRemember('/member', '/settings')).toBeNull()
    expect(areaToRemember('/member', '/profile/')).toBeNull()
  })
})
