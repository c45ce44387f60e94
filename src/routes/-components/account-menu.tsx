import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import * as Avatar from '~/components/ui/avatar'
import * as Menu from '~/components/ui/menu'
import { BallIcon, BuildingIcon, ChevronDownIcon, LogoutIcon, SettingsIcon, UserIcon } from '~/components/icons'
import { useSession } from '~/db/use-session'
import { displayName, initial } from '~/features/profile/display-name'
import { staffAreaEntry } from './nav-items'
import { useLogout } from './use-logout'

/**
 * Avatar button opening Profile / Settings, for staff their area and the player's pages, and Logout; used in the
 * public header and every top bar.
 */
export function AccountMenu({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { user, profile } = useSession()
  const navigate = useNavigate()
  const logout = useLogout()
  if (!user) return null
  const name = displayName(profile, user)
  // Staff sign in to the player's pages (where a sign-in lands) and are players too: both areas are one choice away.
  const staff = staffAreaEntry(profile?.role)

  const onSelect = ({ value }: { value: string }) => {
    if (value === 'profile') void navigate({ to: '/profile' })
    if (value === 'settings') void navigate({ to: '/settings' })
    if (value === 'player-area') void navigate({ to: '/member' })
    if (value === 'staff-area' && staff) void navigate({ to: staff.to })
    if (value === 'logout') void logout()
  }

  return (
    <Menu.Root onSelect={onSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger
        aria-label={`Account menu for ${name}`}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          p: '1',
          borderRadius: 'full',
          color: tone === 'light' ? 'fg.inverted' : 'fg.default',
          _hover: { bg: tone === 'light' ? 'rgba(255,255,255,0.1)' : 'bg.subtle' },
        })}
      >
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
              <UserIcon size={18} /> Profile
            </Menu.Item>
            <Menu.Item value="settings">
              <SettingsIcon size={18} /> Settings
            </Menu.Item>
          </Menu.ItemGroup>
          {staff ? (
            <>
              <Menu.Separator />
              <Menu.ItemGroup>
                <Menu.Item value="staff-area">
                  <BuildingIcon size={18} /> {staff.label}
                </Menu.Item>
                <Menu.Item value="player-area">
                  <BallIcon size={18} /> My padel
                </Menu.Item>
              </Menu.ItemGroup>
            </>
          ) : null}
          <Menu.Separator />
          <Menu.Item value="logout">
            <LogoutIcon size={18} /> Logout
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}
