import { createContext, useContext, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { IconButton } from '../ui/icon-button'
import { MenuIcon } from '../icons'
import { SyncStatus } from '../sync-status'

/**
 * What a layout plugs into the top bar: the search box and the notification bell are features, which
 * shared layout code may not import, so the route layout provides them here (see area-shell.tsx).
 */
export interface TopBarSlots {
  search?: ReactNode
  notifications?: ReactNode
}

export const TopBarSlotsContext = createContext<TopBarSlots>({})

// Below the theme's smallest breakpoint (sm, 640 px): a phone in portrait, where only the name fits.
const narrowPhone = '@media (max-width: 479.98px)'

interface TopBarProps {
  sidebarId: string
  mobileOpen: boolean
  onOpenMobile: () => void
  userName: string
  userEmail: string | null | undefined
  /** Account menu or avatar, supplied by the route layout. */
  accountSlot?: React.ReactNode
}

export function TopBar(props: TopBarProps) {
  const slots = useContext(TopBarSlotsContext)
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 'header',
        display: 'flex',
        alignItems: 'center',
        gap: { base: '2', md: '4' },
        h: '16',
        px: { base: '3', md: '6' },
        bg: 'bg.default',
        borderBottomWidth: '1px',
        borderColor: 'border.muted',
        // A printed page (the wallet statement) is the page's content, not the app around it.
        _print: { display: 'none' },
      })}
    >
      <IconButton
        id={`${props.sidebarId}-toggle`}
        variant="ghost"
        colorPalette="gray"
        className={css({ hideFrom: 'md' })}
        aria-label="Open navigation"
        aria-expanded={props.mobileOpen}
        aria-controls={props.sidebarId}
        onClick={props.onOpenMobile}
      >
        <MenuIcon />
      </IconButton>

      {slots.search ? (
        <div role="search" className={css({ flex: '1', maxW: 'md', minW: '0' })}>
          {slots.search}
        </div>
      ) : (
        <span className={css({ flex: '1' })} />
      )}

      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '1', md: '3' }, ms: 'auto' })}>
        {/* Offline / waiting to sync / refused changes: every signed-in layout shows where its data stands. */}
        <SyncStatus />
        {slots.notifications}
        {/* Spec: the top bar shows who is signed in. On a phone the name stays (shortened with an ellipsis);
            the e-mail gives way below 480 px, where the search box would otherwise shrink to nothing. */}
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            lineHeight: 'tight',
            minW: '0',
            flexShrink: 1,
            textAlign: 'end',
            // While the player types a search on a narrow phone, the name steps aside to give the box room.
            [narrowPhone]: { 'header:has([role=search] input:focus) &': { display: 'none' } },
          })}
        >
          <span
            data-testid="topbar-name"
            title={props.userName}
            className={css({ fontWeight: 'semibold', textStyle: 'sm', truncate: true, maxW: { base: '36', sm: '48' }, [narrowPhone]: { maxW: '24' } })}
          >
            {props.userName}
          </span>
          {props.userEmail ? (
            <span
              data-testid="topbar-email"
              title={props.userEmail}
              className={css({ color: 'fg.muted', textStyle: 'xs', truncate: true, maxW: { base: '36', sm: '48' }, [narrowPhone]: { display: 'none' } })}
            >
              {props.userEmail}
            </span>
          ) : null}
        </div>
        {props.accountSlot}
      </div>
    </header>
  )
}
