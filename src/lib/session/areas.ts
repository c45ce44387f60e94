import type { Role } from './profile'

/** The signed-in areas, by the path of their dashboard: the player's pages and the three staff desks. */
export const AREA_PATHS = ['/member', '/club-owner', '/country-owner', '/admin'] as const
export type AreaPath = (typeof AREA_PATHS)[number]

export function isAreaPath(value: unknown): value is AreaPath {
  return (AREA_PATHS as readonly unknown[]).includes(value)
}

/** The most specific area a role may open: a staff member's own desk, everyone else's player pages. */
export function dashboardPath(role: Role | null | undefined): AreaPath {
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

/** The areas the area switch offers a role: the player's pages, then their desk; a player has only the first. */
export function areasOf(role: Role | null | undefined): AreaPath[] {
  const desk = dashboardPath(role)
  return desk === '/member' ? ['/member'] : ['/member', desk]
}

// Profile and Settings hang off the account menu in every area: opening them is not a move to the player's pages.
const ACCOUNT_PAGES = ['/profile', '/settings']

/** The area a page of `area`'s layout counts for when the device remembers where its user works (null: none). */
export function areaToRemember(area: AreaPath, pathname: string): AreaPath | null {
  return ACCOUNT_PAGES.includes(pathname.replace(/\/+$/, '')) ? null : area
}

/**
 * Where a sign-in lands, the one rule for every sign-in path: an explicit redirect wins; a player goes to their
 * pages; staff go back to the area they last used on this device, if their role still opens it, else to their desk.
 */
export function landingPath({
  role,
  redirect,
  lastArea,
}: {
  role: Role | null | undefined
  redirect?: string
  lastArea?: AreaPath | null
}): string {
  if (redirect) return redirect
  const areas = areasOf(role)
  if (areas.length === 1) return '/member'
  return lastArea && areas.includes(lastArea) ? lastArea : dashboardPath(role)
}
