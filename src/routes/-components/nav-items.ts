import {
  BallIcon,
  BuildingIcon,
  CalendarIcon,
  ChartIcon,
  CoinsIcon,
  HomeIcon,
  MedalIcon,
  ReportIcon,
  SettingsIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
} from '~/components/icons'
import type { NavItem } from '~/components/layout/nav-item'
import type { Role } from '~/lib/session/profile'
import { areasOf, type AreaPath } from '~/lib/session/areas'

// Sidebar entries per area, in the spec's order.
export const MEMBER_NAV: NavItem[] = [
  { to: '/member', label: 'Dashboard', icon: HomeIcon, exact: true },
  { to: '/booking', label: 'Book a Court', icon: CalendarIcon },
  { to: '/player-statistics', label: 'My Statistics', icon: ChartIcon },
  { to: '/rankings', label: 'Rankings', icon: MedalIcon },
  { to: '/tournaments', label: 'Tournaments', icon: TrophyIcon },
  { to: '/player-balance', label: 'My Balance', icon: WalletIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
]

// The areas by the names the app gives them; the area switch, the account menu and the sidebars say the same.
const AREA_ENTRY: Record<AreaPath, Omit<NavItem, 'to'>> = {
  '/member': { label: 'My padel', icon: BallIcon },
  '/club-owner': { label: 'Club desk', icon: BuildingIcon },
  '/country-owner': { label: 'Country desk', icon: BuildingIcon },
  '/admin': { label: 'Administration', icon: BuildingIcon },
}

/** The areas a role switches between, as links: the player's pages first, then the desk (empty for a player). */
export function areaEntries(role: Role | null | undefined): (NavItem & { to: AreaPath })[] {
  const areas = areasOf(role)
  return areas.length > 1 ? areas.map((to) => ({ to, ...AREA_ENTRY[to] })) : []
}

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: HomeIcon, exact: true },
  { to: '/admin/bookings', label: 'Bookings', icon: CalendarIcon },
  { to: '/admin/players', label: 'Players', icon: UsersIcon },
  { to: '/admin/tournaments', label: 'Tournaments', icon: TrophyIcon },
  { to: '/admin/reports', label: 'Reports', icon: ReportIcon },
  { to: '/admin/clubs', label: 'Clubs', icon: BuildingIcon },
  { to: '/admin/audit-log', label: 'Audit log', icon: ReportIcon },
]

export const COUNTRY_OWNER_NAV: NavItem[] = [
  { to: '/country-owner', label: 'Dashboard', icon: HomeIcon, exact: true },
  { to: '/country-owner/clubs', label: 'Clubs', icon: BuildingIcon },
  { to: '/country-owner/members', label: 'Members', icon: UsersIcon },
  { to: '/country-owner/bookings', label: 'Bookings', icon: CalendarIcon },
  { to: '/country-owner/tournaments', label: 'Tournaments', icon: TrophyIcon },
  { to: '/country-owner/finance', label: 'Finance', icon: CoinsIcon },
  { to: '/country-owner/reports', label: 'Reports', icon: ReportIcon },
  { to: '/country-owner/settings', label: 'Settings', icon: SettingsIcon },
  { to: '/country-owner/audit-log', label: 'Audit log', icon: ReportIcon },
]

export const CLUB_OWNER_NAV: NavItem[] = [
  { to: '/club-owner', label: 'Dashboard', icon: HomeIcon, exact: true },
  { to: '/club-owner/bookings', label: 'Bookings', icon: CalendarIcon },
  { to: '/club-owner/members', label: 'Members', icon: UsersIcon },
  { to: '/club-owner/tournaments', label: 'Tournaments', icon: TrophyIcon },
  { to: '/club-owner/reports', label: 'Reports', icon: ReportIcon },
  { to: '/club-owner/finance', label: 'Finance', icon: CoinsIcon },
  { to: '/club-owner/settings', label: 'Settings', icon: SettingsIcon },
  { to: '/club-owner/audit-log', label: 'Audit log', icon: ReportIcon },
]
