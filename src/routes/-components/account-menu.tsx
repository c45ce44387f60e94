import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import * as Avatar from '~/components/ui/avatar'
import * as Menu from '~/components/ui/menu'
import { ChevronDownIcon, LogoutIcon, SettingsIcon, UserIcon } from '~/components/icons'
import { useSession } from '~/db/use-session'
import { displayName, initial } from '~/features/profile/display-name'
import { isAreaPath, type AreaPath } from '~/lib/session/areas'
import { accountTriggerClass } from './account-trigger'
import { areaEntries } from './nav-items'
import { useLogout } from './use-logout'
import { m } from '~/i18n/member'

/**
 * Avatar button opening Profile / Settings, for staff the switch between the player's pages and their desk, and
 * Logout; used in the public header and every top bar (which names the `area` it shows, marked current here).
 */
export function AccountMenu({ tone = 'dark', area }: { tone?: 'dark' | 'light'; area?: AreaPath }) {
  const { user, profile } = useSession()
  const navigate = useNavigate()
  const logout = useLogout()
  if (!user) return null
  const name = displayName(profile, user)
  // Staff are players too: the player's pages and their desk are one choice away from any page.
  const areas = areaEntries(profile?.role)

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'profile') void navigate({ to: '/profile' })
    if (value === 'settings') void navigate({ to: '/settings' })
    if (isAreaPath(value)) void navigate({ to: value })
    if (value === 'logout') void logout()
  }

  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger aria-label={m.appnav_account_menu_for({ name })} className={accountTriggerClass(tone)}>
        <Avatar.Root size="sm">
          <Avatar.Fallback>{initial(profile, user)}</Avatar.Fallback>
        </Avatar.Root>
        <ChevronDownIcon size={16} />
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>{name}</Menu.ItemGroupLabel>
            <Menu.Item value="profile">
              <UserIcon size={18} /> {m.appnav_profile()}
            </Menu.Item>
            <Menu.Item value="settings">
              <SettingsIcon size={18} /> {m.appnav_settings()}
            </Menu.Item>
          </Menu.ItemGroup>
          {areas.length > 0 ? (
            <>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{m.appnav_switch_area()}</Menu.ItemGroupLabel>
                {areas.map((entry) => (
                  <Menu.Item key={entry.to} value={entry.to} aria-current={entry.to === area ? 'true' : undefined}>
                    <entry.icon size={18} /> {entry.label}
                    {entry.to === area ? <span className={css({ ms: 'auto', ps: '3', textStyle: 'xs', color: 'fg.muted' })}>{m.appnav_current()}</span> : null}
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            </>
          ) : null}
          <Menu.Separator />
          <Menu.Item value="logout">
            <LogoutIcon size={18} /> {m.appnav_logout()}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
