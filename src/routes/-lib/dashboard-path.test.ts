import { describe, expect, it } from 'vitest'
import { dashboardPath } from './dashboard-path'

describe('dashboardPath', () => {
  it.each([
    ['super_admin', '/admin'],
    ['country_owner', '/country-owner'],
    ['club_owner', '/club-owner'],
    ['member', '/member'],
    [null, '/member'],
  ] as const)('%s → %s', (role, path) => expect(dashboardPath(role)).toBe(path))
})
