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
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '~/components/icons'
import type { NavItem } from '~/components/layout/nav-item'
import type { Role } from '~/lib/session/profile'
import { areasOf, type AreaPath } from '~/lib/session/areas'
import { m } from '~/i18n/member'

type Entry = Omit<NavItem, 'label'> & { label: () => string }

/** Entries whose label is read when shown, in the page's language: the lists are built once, at import. */
const named = <T extends Entry>(entry: T): Omit<T, 'label'> & { readonly label: string } => {
  const { label, ...rest } = entry
  return Object.defineProperty({ ...rest }, 'label', { get: label, enumerable: true }) as Omit<T, 'label'> & { readonly label: string }
}

// Sidebar entries per area, in the order of docs/product.md §2.9 and §2.17.
export const MEMBER_NAV: NavItem[] = [
  named({ to: '/member', label: () => m.appnav_dashboard(), icon: HomeIcon, exact: true }),
  named({ to: '/booking', label: () => m.appnav_book_court(), icon: CalendarIcon }),
  named({ to: '/matches', label: () => m.appnav_matches(), icon: BallIcon }),
  named({ to: '/player-statistics', label: () => m.appnav_my_statistics(), icon: ChartIcon }),
  named({ to: '/rankings', label: () => m.appnav_rankings(), icon: MedalIcon }),
  named({ to: '/tournaments', label: () => m.appnav_tournaments(), icon: TrophyIcon }),
  named({ to: '/player-balance', label: () => m.appnav_my_balance(), icon: WalletIcon }),
  named({ to: '/settings', label: () => m.appnav_settings(), icon: SettingsIcon }),
]

// A phone's bottom tabs: the pages a player opens most, each one tap from anywhere ("Me" is their profile and settings).
export const MEMBER_TABS: NavItem[] = [
  named({ to: '/member', label: () => m.appnav_tab_home(), icon: HomeIcon, exact: true }),
  named({ to: '/booking', label: () => m.appnav_tab_book(), icon: CalendarIcon }),
  named({ to: '/matches', label: () => m.appnav_matches(), icon: BallIcon }),
  named({ to: '/player-balance', label: () => m.appnav_tab_wallet(), icon: WalletIcon }),
  named({ to: '/settings', label: () => m.appnav_tab_me(), icon: UserIcon }),
]

// The areas by the names the app gives them; the area switch, the account menu and the sidebars say the same.
const AREA_ENTRY: Record<AreaPath, Omit<Entry, 'to'>> = {
  '/member': { label: () => m.appnav_my_padel(), icon: BallIcon },
  '/club-owner': { label: () => m.appnav_club_desk(), icon: BuildingIcon },
  '/country-owner': { label: () => m.appnav_country_desk(), icon: BuildingIcon },
  '/admin': { label: () => m.appnav_administration(), icon: BuildingIcon },
}

/** The areas a role switches between, as links: the player's pages first, then the desk (empty for a player). */
export function areaEntries(role: Role | null | undefined): (NavItem & { to: AreaPath })[] {
  const areas = areasOf(role)
  return areas.length > 1 ? areas.map((to) => ({ to, icon: AREA_ENTRY[to].icon, label: AREA_ENTRY[to].label() })) : []
}

export const ADMIN_NAV: NavItem[] = [
  named({ to: '/admin', label: () => m.appnav_dashboard(), icon: HomeIcon, exact: true }),
  named({ to: '/admin/bookings', label: () => m.appnav_bookings(), icon: CalendarIcon }),
  named({ to: '/admin/players', label: () => m.appnav_players(), icon: UsersIcon }),
  named({ to: '/admin/tournaments', label: () => m.appnav_tournaments(), icon: TrophyIcon }),
  named({ to: '/admin/reports', label: () => m.appnav_reports(), icon: ReportIcon }),
  named({ to: '/admin/clubs', label: () => m.appnav_clubs(), icon: BuildingIcon }),
  named({ to: '/admin/audit-log', label: () => m.appnav_audit_log(), icon: ReportIcon }),
]

export const COUNTRY_OWNER_NAV: NavItem[] = [
  named({ to: '/country-owner', label: () => m.appnav_dashboard(), icon: HomeIcon, exact: true }),
  named({ to: '/country-owner/clubs', label: () => m.appnav_clubs(), icon: BuildingIcon }),
  named({ to: '/country-owner/members', label: () => m.appnav_members(), icon: UsersIcon }),
  named({ to: '/country-owner/bookings', label: () => m.appnav_bookings(), icon: CalendarIcon }),
  named({ to: '/country-owner/tournaments', label: () => m.appnav_tournaments(), icon: TrophyIcon }),
  named({ to: '/country-owner/finance', label: () => m.appnav_finance(), icon: CoinsIcon }),
  named({ to: '/country-owner/reports', label: () => m.appnav_reports(), icon: ReportIcon }),
  named({ to: '/country-owner/settings', label: () => m.appnav_settings(), icon: SettingsIcon }),
  named({ to: '/country-owner/audit-log', label: () => m.appnav_audit_log(), icon: ReportIcon }),
]

export const CLUB_OWNER_NAV: NavItem[] = [
  named({ to: '/club-owner', label: () => m.appnav_dashboard(), icon: HomeIcon, exact: true }),
  named({ to: '/club-owner/bookings', label: () => m.appnav_bookings(), icon: CalendarIcon }),
  named({ to: '/club-owner/members', label: () => m.appnav_members(), icon: UsersIcon }),
  named({ to: '/club-owner/tournaments', label: () => m.appnav_tournaments(), icon: TrophyIcon }),
  named({ to: '/club-owner/reports', label: () => m.appnav_reports(), icon: ReportIcon }),
  named({ to: '/club-owner/finance', label: () => m.appnav_finance(), icon: CoinsIcon }),
  named({ to: '/club-owner/settings', label: () => m.appnav_settings(), icon: SettingsIcon }),
  named({ to: '/club-owner/audit-log', label: () => m.appnav_audit_log(), icon: ReportIcon }),
]
