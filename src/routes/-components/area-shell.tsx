import { Outlet } from '@tanstack/react-router'
import { DashboardShell } from '~/components/layout/dashboard-shell'
import type { NavItem } from '~/components/layout/nav-item'
import { useSession } from '~/lib/session/use-session'
import { displayName } from '~/features/profile/display-name'
import { AccountMenu } from './account-menu'
import { useLogout } from './use-logout'

/** The signed-in areas' layout: the shared shell fed with the session's name rule and the logout flow. */
export function AreaShell({ heading, items }: { heading: string; items: NavItem[] }) {
  const { user, profile } = useSession()
  const logout = useLogout()
  return (
    <DashboardShell
      heading={heading}
      items={items}
      userName={displayName(profile, user)}
      userEmail={user?.email}
      onLogout={logout}
      accountSlot={<AccountMenu />}
    >
      <Outlet />
    </DashboardShell>
  )
}
