import type { Role } from '~/lib/session/profile'

/** Where a signed-in user's "Dashboard" link leads: the most specific area their role may open. */
export function dashboardPath(role: Role | null | undefined): '/admin' | '/country-owner' | '/club-owner' | '/member' {
  switch (role) {
    case 'super_admin':
      return '/admin'
    case 'country_owner':
      return '/country-owner'
    case 'club_owner':
      return '/club-owner'
    default:
      return '/member'
  }
}
