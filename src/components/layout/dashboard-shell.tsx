import { useCallback, useEffect, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { SkipLink } from '../skip-link'
import type { NavItem } from './nav-item'
import { Sidebar, type SidebarProps } from './sidebar'
import { TabBar } from './tab-bar'
import { TopBar } from './top-bar'

export interface DashboardShellProps {
  heading: string
  items: NavItem[]
  userName: string
  userEmail: string | null | undefined
  onLogout: () => Promise<void>
  accountSlot?: React.ReactNode
  areaSwitch?: SidebarProps['areaSwitch']
  /** A phone's bottom tab bar, for an area whose pages are used on a phone (the player's). */
  tabs?: { label: string; items: NavItem[] }
  children: React.ReactNode
}

const COLLAPSED_KEY = 'elsy.sidebar.collapsed'

/**
 * Below this width (a tablet, such as the club desk's 820 px one) the sidebar starts collapsed to its icons, leaving
 * the room to the page; a phone's is a drawer either way.
 */
const ROOMY_QUERY = '(min-width: 1280px)'

// The collapsed choice is a per-device preference, kept once made; storage can be unavailable (private mode), so it
// is optional. Until a choice is made the screen's width decides.
function readCollapsed(): boolean {
  try {
    const kept = localStorage.getItem(COLLAPSED_KEY)
    if (kept !== null) return kept === '1'
  } catch {
    /* no preference readable: the width decides */
  }
  return typeof window.matchMedia === 'function' && !window.matchMedia(ROOMY_QUERY).matches
}

/** Sidebar + top bar + main area shared by the member, admin, country-owner and club-owner layouts. */
export function DashboardShell(props: DashboardShellProps) {
  const sidebarId = useId()
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [loggingOut, setLoggingOut] = useState(false)

  const toggleCollapsed = useCallback(() => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1')
      } catch {
        /* preference not saved; the toggle still works for this visit */
      }
      return !c
    })
  }, [])

  // Closing the drawer hands focus back to the button that opened it.
  const closeMobile = useCallback(() => {
    setMobileOpen(false)
    document.getElementById(`${sidebarId}-toggle`)?.focus()
  }, [sidebarId])

  useEffect(() => {
    if (!mobileOpen) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeMobile()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mobileOpen, closeMobile])

  const logout = async () => {
    setLoggingOut(true)
    try {
      await props.onLogout()
    } finally {
      setLoggingOut(false)
    }
  }

  return (
    <div className={css({ display: 'flex', minH: '100dvh', bg: 'bg.canvas' })}>
      <SkipLink />
      <Sidebar
        id={sidebarId}
        heading={props.heading}
        items={props.items}
        collapsed={collapsed}
        mobileOpen={mobileOpen}
        onToggleCollapsed={toggleCollapsed}
        onCloseMobile={closeMobile}
        onNavigate={() => setMobileOpen(false)}
        onLogout={logout}
        loggingOut={loggingOut}
        areaSwitch={props.areaSwitch}
      />
      {mobileOpen && (
        <div
          aria-hidden="true"
          onClick={closeMobile}
          className={css({ position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 'overlay', hideFrom: 'md' })}
        />
      )}
      <div className={css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' })}>
        <TopBar
          sidebarId={sidebarId}
          mobileOpen={mobileOpen}
          onOpenMobile={() => setMobileOpen(true)}
          userName={props.userName}
          userEmail={props.userEmail}
          accountSlot={props.accountSlot}
        />
        <main
          id="main"
          tabIndex={-1}
          // Room under the page for the phone's tab bar, so its last line is never behind it.
          className={css({ flex: '1', p: { base: '4', md: '8' }, pb: props.tabs ? { base: 'calc(5rem + env(safe-area-inset-bottom))', md: '8' } : undefined, outline: 'none' })}
        >
          {props.children}
        </main>
        {props.tabs ? <TabBar label={props.tabs.label} items={props.tabs.items} /> : null}
      </div>
    </div>
  )
}
