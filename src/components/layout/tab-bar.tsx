import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { NavItem } from './nav-item'

/**
 * A phone's bottom tab bar: the area's most used pages one tap away from anywhere, as players expect from a padel
 * app. Below 768 px only; the sidebar (a drawer on a phone) still holds every page.
 */
export function TabBar({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <nav
      aria-label={label}
      className={css({
        hideFrom: 'md',
        position: 'fixed',
        insetX: '0',
        bottom: '0',
        zIndex: 'header',
        bg: 'bg.default',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        // The phone's home indicator sits under the bar, not over its labels.
        pb: 'env(safe-area-inset-bottom)',
      })}
    >
      <ul className={css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '1fr', listStyle: 'none' })}>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact ?? false }}
              className={css({
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: '0.5',
                minH: '14',
                px: '1',
                textStyle: 'xs',
                fontWeight: 'medium',
                color: 'fg.muted',
                textAlign: 'center',
                '&[data-status=active]': { color: 'court.plain.fg', fontWeight: 'bold' },
                _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '-2px' },
              })}
            >
              <item.icon size={22} />
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
