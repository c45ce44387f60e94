import { Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect } from 'react'
import { css } from 'styled-system/css'
import { ClubChoiceProvider } from '~/components/club-choice/club-choice'
import { DashboardShell } from '~/components/layout/dashboard-shell'
import type { NavItem } from '~/components/layout/nav-item'
import { TopBarSlotsContext, type TopBarSlots } from '~/components/layout/top-bar'
import { BellIcon, SearchIcon } from '~/components/icons'
import { useSession } from '~/db/use-session'
import { displayName } from '~/features/profile/display-name'
import { lazyAfterFirstPaint } from '~/lib/after-first-paint'
import { areaToRemember, type AreaPath } from '~/lib/session/areas'
import { rememberArea } from '~/lib/session/last-area'
import { AccountTriggerPlaceholder } from './account-trigger'
import { AreaSwitch } from './area-switch'
import { areaEntries } from './nav-items'
import { useLogout } from './use-logout'
import { m } from '~/i18n/member'

// The search combobox, the bell's popover and the account menu bring Ark's combobox, popover and menu machines: they load once the
// page has painted rather than before it, behind placeholders of the same size so nothing moves when they arrive.
const NetworkSearch = lazyAfterFirstPaint(() => import('~/features/search/components/network-search').then((m) => m.NetworkSearch))
const NotificationBell = lazyAfterFirstPaint(() => import('~/features/notifications/components/notification-bell').then((m) => m.NotificationBell))
const AccountMenu = lazyAfterFirstPaint(() => import('./account-menu').then((m) => m.AccountMenu))

// A component, not a constant: its word is read when it shows, in the page's language.
const PlaceholderSearch = () => (
  <span aria-hidden className={css({ display: 'flex', alignItems: 'center', gap: '2', h: '10', px: '3', borderRadius: 'full', bg: 'bg.subtle', color: 'fg.muted', textStyle: 'sm' })}>
    <SearchIcon size={18} /> {m.appnav_search_placeholder()}
  </span>
)
const placeholderBell = (
  <span aria-hidden className={css({ display: 'inline-grid', placeItems: 'center', w: '10', h: '10', color: 'fg.default' })}>
    <BellIcon />
  </span>
)

const SLOTS: TopBarSlots = {
  search: (
    <Suspense fallback={<PlaceholderSearch />}>
      <NetworkSearch />
    </Suspense>
  ),
  notifications: (
    <Suspense fallback={placeholderBell}>
      <NotificationBell />
    </Suspense>
  ),
}

interface AreaShellProps {
  /** Which area this layout is: the area switch marks it, and a staff member's next sign-in may land here. */
  area: AreaPath
  heading: string
  items: NavItem[]
  /** The area keeps a club choice across its pages; the top bar offers the switcher (to staff of several clubs) on the pages that follow it. */
  clubChoice?: boolean
  /** A phone's bottom tab bar (the player's area). */
  tabs?: NavItem[]
}

/** The signed-in areas' layout: the shared shell fed with the session's name rule, the logout flow and the top-bar features. */
export function AreaShell({ area, heading, items, clubChoice = false, tabs }: AreaShellProps) {
  const { user, profile } = useSession()
  const logout = useLogout()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const areas = areaEntries(profile?.role)
  const userId = user?.id
  // Staff come back to the area they work in: the next sign-in on this device lands where they were last. Players have
  // one area (and a player made staff later should land on the new desk, not on a remembered /member).
  const remember = areas.some((entry) => entry.to === area) ? areaToRemember(area, pathname) : null
  useEffect(() => {
    if (userId && remember) rememberArea(userId, remember)
  }, [userId, remember])
  const shell = (
    <TopBarSlotsContext.Provider value={SLOTS}>
      <DashboardShell
        heading={heading}
        items={items}
        userName={displayName(profile, user)}
        userEmail={user?.email}
        onLogout={logout}
        accountSlot={
          <Suspense fallback={<AccountTriggerPlaceholder />}>
            <AccountMenu area={area} />
          </Suspense>
        }
        areaSwitch={(state) => <AreaSwitch areas={areas} current={area} {...state} />}
        tabs={tabs ? { label: m.appnav_tab_bar(), items: tabs } : undefined}
      >
        <Outlet />
      </DashboardShell>
    </TopBarSlotsContext.Provider>
  )
  return clubChoice ? <ClubChoiceProvider>{shell}</ClubChoiceProvider> : shell
}
