import { Link } from '@tanstack/react-router'
import { useEffect, useRef, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, LogoutIcon } from '../icons'
import { LogoMark } from '../brand/logo-mark'
import type { NavItem } from './nav-item'
import { m } from '~/i18n/member'

export interface SidebarProps {
  id: string
  heading: string
  items: NavItem[]
  collapsed: boolean
  mobileOpen: boolean
  onToggleCollapsed: () => void
  onCloseMobile: () => void
  /** A link was followed: the drawer closes without taking focus back to the menu button. */
  onNavigate: () => void
  onLogout: () => void
  loggingOut: boolean
  /** Under the heading: the switch between the areas a staff member works in (see area-shell.tsx). */
  areaSwitch?: (state: { collapsed: boolean; onNavigate: () => void }) => ReactNode
}

const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  h: '11',
  px: '3',
  borderRadius: 'l2',
  color: 'fg.invertedMuted',
  fontWeight: 'medium',
  textStyle: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  width: '100%',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'rgba(255,255,255,0.08)', color: 'fg.inverted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ball.focusRing', outlineOffset: '-2px' },
  '&[aria-current=page]': { bg: 'ball.solid.bg', color: 'ball.solid.fg' },
  // Collapsed (desktop only): icons stay, labels remain for screen readers but leave the layout.
  md: { '[data-collapsed] &': { justifyContent: 'center', px: '0' } },
})

const labelClass = css({ md: { '[data-collapsed] &': { srOnly: true } } })

export function Sidebar(props: SidebarProps) {
  const { id, heading, items, collapsed, mobileOpen } = props
  const closeRef = useRef<HTMLButtonElement>(null)
  // Opening the phone drawer moves focus into it, so keyboard and screen-reader users land where they asked.
  useEffect(() => {
    if (mobileOpen) closeRef.current?.focus()
  }, [mobileOpen])
  return (
    <nav
      id={id}
      aria-label={heading}
      data-collapsed={collapsed || undefined}
      data-mobile-open={mobileOpen || undefined}
      className={css({
        bg: 'bg.brand',
        color: 'fg.inverted',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '3',
        zIndex: { base: 'modal', md: 'sidebar' },
        // Phones: an off-canvas drawer; hidden (not just moved) when closed so its links are not tabbable.
        position: 'fixed',
        insetY: '0',
        insetStart: '0',
        width: '64',
        transform: 'translateX(-100%)',
        visibility: 'hidden',
        transition: 'transform 0.22s ease, visibility 0.22s, width 0.2s ease',
        _motionReduce: { transition: 'none' },
        '&[data-mobile-open]': { transform: 'none', visibility: 'visible', boxShadow: 'overlay' },
        md: {
          position: 'sticky',
          top: '0',
          height: '100dvh',
          transform: 'none',
          visibility: 'visible',
          '&[data-collapsed]': { width: '20' },
        },
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minH: '12', px: '1' })}>
        <LogoMark size={34} />
        <span
          className={css({
            fontWeight: 'black',
            letterSpacing: '0.14em',
            textStyle: 'sm',
            flex: '1',
            whiteSpace: 'nowrap',
            md: { '[data-collapsed] &': { srOnly: true } },
          })}
        >
          {heading}
        </span>
        <button
          ref={closeRef}
          type="button"
          className={css({ hideFrom: 'md', color: 'fg.inverted', p: '2', borderRadius: 'l2', cursor: 'pointer' })}
          aria-label={m.appnav_close_navigation()}
          onClick={props.onCloseMobile}
        >
          <CloseIcon />
        </button>
      </div>

      {props.areaSwitch?.({ collapsed, onNavigate: props.onNavigate })}

      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', overflowY: 'auto', listStyle: 'none' })}>
        {items.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact ?? false }}
              className={itemClass}
              title={collapsed ? item.label : undefined}
              onClick={props.onNavigate}
            >
              <item.icon size={20} />
              <span className={labelClass}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', borderTopWidth: '1px', borderColor: 'border.inverted', pt: '2' })}>
        <button type="button" className={itemClass} onClick={props.onLogout} disabled={props.loggingOut} title={collapsed ? m.appnav_logout() : undefined}>
          <LogoutIcon size={20} />
          <span className={labelClass}>{m.appnav_logout()}</span>
        </button>
        <button
          type="button"
          className={cx(itemClass, css({ hideBelow: 'md' }))}
          aria-expanded={!collapsed}
          aria-controls={id}
          onClick={props.onToggleCollapsed}
        >
          {collapsed ? <ChevronRightIcon size={20} /> : <ChevronLeftIcon size={20} />}
          <span className={labelClass}>{collapsed ? m.appnav_expand_sidebar() : m.appnav_collapse_sidebar()}</span>
        </button>
      </div>
    </nav>
  )
}
