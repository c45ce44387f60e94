import { createContext, useContext, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ClubSwitcher } from '../club-choice/club-switcher'
import { IconButton } from '../ui/icon-button'
import { MenuIcon } from '../icons'
import { SyncStatus } from '../sync-status'
import { m } from '~/i18n/member'

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
        // Below 1024 px the club switcher takes a row of its own under the bar (see below).
        '&:has([data-club-switcher])': { flexWrap: { base: 'wrap', lg: 'nowrap' }, h: { base: 'auto', lg: '16' }, py: { base: '3', lg: '0' }, rowGap: '2' },
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
        aria-label={m.appnav_open_navigation()}
        aria-expanded={props.mobileOpen}
        aria-controls={props.sidebarId}
        onClick={props.onOpenMobile}
      >
        <MenuIcon />
      </IconButton>

      {slots.search ? (
        // Never narrower than its placeholder ("Search…") reads in full: the name beside it gives way first (it
        // shortens with an ellipsis). On a narrow phone the box drops its icon (see network-search.tsx) to need less.
        <div role="search" className={css({ flex: '1', maxW: 'md', minW: '7.5rem', [narrowPhone]: { minW: '5.75rem' } })}>
          {slots.search}
        </div>
      ) : (
        <span className={css({ flex: '1' })} />
      )}

      {/* Staff of several clubs choose here which one the staff pages show (on the pages that follow the choice). Beside
          the search from 1024 px; on a phone or a tablet, a full-width row under the bar, where the club's whole name
          stays readable and the search, the bell and the name keep their room. */}
      <ClubSwitcher className={css({ order: { base: 1, lg: 0 }, flexBasis: { base: 'full', lg: 'auto' } })} />

      {/* When the bar runs short (offline, changes waiting) the name gives way rather than the bar spilling; the cap
          leaves the menu button and the search box their room, so the club switcher alone takes the row below. */}
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: { base: '1', md: '3' },
          ms: 'auto',
          minW: '0',
          maxW: { base: 'calc(100% - 11rem)', md: 'calc(100% - 4.5rem)' },
          [narrowPhone]: { maxW: 'calc(100% - 9.25rem)' },
        })}
      >
        {/* Offline / waiting to sync / refused changes: every signed-in layout shows where its data stands. */}
        <SyncStatus />
        {slots.notifications}
        {/* docs/product.md §2.9: the top bar shows who is signed in. On a phone the name stays (shortened with an ellipsis);
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
