import { css } from 'styled-system/css'
import { IconButton } from '../ui/icon-button'
import { BellIcon, MenuIcon, SearchIcon } from '../icons'
import { SyncStatus } from '../sync-status'

// Below the theme's smallest breakpoint (sm, 640 px): a phone in portrait, where only the name fits.
const narrowPhone = '@media (max-width: 479.98px)'

interface TopBarProps {
  sidebarId: string
  mobileOpen: boolean
  onOpenMobile: () => void
  userName: string
  userEmail: string | null | undefined
  hasUnread: boolean
  /** Account menu or avatar, supplied by the route layout. */
  accountSlot?: React.ReactNode
}

export function TopBar(props: TopBarProps) {
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

      {/* Search is not wired to results yet (spec: "not wired"); it is still a labelled, real form control. */}
      <form role="search" className={css({ flex: '1', maxW: 'md', minW: '0' })} onSubmit={(e) => e.preventDefault()}>
        <label className={css({ position: 'relative', display: 'flex', alignItems: 'center' })}>
          <span className={css({ srOnly: true })}>Search</span>
          <span className={css({ position: 'absolute', insetStart: '3', color: 'fg.subtle', display: 'flex' })}>
            <SearchIcon size={18} />
          </span>
          <input
            type="search"
            name="q"
            placeholder="Search…"
            className={css({
              width: '100%',
              h: '10',
              ps: '10',
              pe: '3',
              borderRadius: 'full',
              bg: 'bg.subtle',
              borderWidth: '1px',
              borderColor: 'transparent',
              textStyle: 'sm',
              outline: 'none',
              _focusVisible: { borderColor: 'court.focusRing', bg: 'bg.default' },
            })}
          />
        </label>
      </form>

      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '1', md: '3' }, ms: 'auto' })}>
        {/* Offline / waiting to sync / refused changes: every signed-in layout shows where its data stands. */}
        <SyncStatus />
        <IconButton
          variant="ghost"
          colorPalette="gray"
          aria-label={props.hasUnread ? 'Notifications, unread' : 'Notifications'}
          className={css({ position: 'relative' })}
        >
          <BellIcon />
          {props.hasUnread && (
            <span
              data-testid="unread-dot"
              className={css({
                position: 'absolute',
                top: '2',
                insetEnd: '2',
                w: '2.5',
                h: '2.5',
                borderRadius: 'full',
                bg: 'red.solid.bg',
                borderWidth: '2px',
                borderColor: 'bg.default',
              })}
            />
          )}
        </IconButton>
        {/* Spec: the top bar shows who is signed in. On a phone the name stays (shortened with an ellipsis);
            the e-mail gives way below 480 px, where the search box would otherwise shrink to nothing. */}
        <div className={css({ display: 'flex', flexDirection: 'column', lineHeight: 'tight', minW: '0', flexShrink: 1, textAlign: 'end' })}>
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
