import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { NavItem } from '~/components/layout/nav-item'
import { m } from '~/i18n/member'

interface AreaSwitchProps {
  /** The areas to switch between (My padel and the desk); the switch is not shown for fewer than two. */
  areas: NavItem[]
  /** The area whose layout is showing; it is marked current even on its deeper pages. */
  current: string
  collapsed: boolean
  onNavigate: () => void
}

// Two side-by-side tiles under the sidebar's heading, the current one lit; when the desktop
// sidebar is collapsed they stack as icons, their names kept for screen readers and shown as tooltips.
const listClass = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '1',
  p: '1',
  listStyle: 'none',
  borderRadius: 'l3',
  bg: 'rgba(255,255,255,0.08)',
  md: { '[data-collapsed] &': { gridTemplateColumns: '1fr' } },
})

const tileClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  minH: '14',
  px: '1',
  py: '2',
  borderRadius: 'l2',
  color: 'fg.invertedMuted',
  fontWeight: 'semibold',
  textStyle: 'xs',
  lineHeight: 'tight',
  textAlign: 'center',
  textDecoration: 'none',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'rgba(255,255,255,0.08)', color: 'fg.inverted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ball.focusRing', outlineOffset: '-2px' },
  // Lit, but not in the active page's colour: the page below keeps the one lime highlight; a ball-coloured bar marks the area.
  '&[data-current]': { bg: 'rgba(255,255,255,0.16)', color: 'fg.inverted', boxShadow: 'inset 0 -3px 0 token(colors.ball.solid.bg)' },
  md: { '[data-collapsed] &': { minH: '11', py: '0' } },
})

const labelClass = css({ md: { '[data-collapsed] &': { srOnly: true } } })

/** The switch between a staff member's player pages ("My padel") and their desk, at the top of every sidebar. */
export function AreaSwitch({ areas, current, collapsed, onNavigate }: AreaSwitchProps) {
  if (areas.length < 2) return null
  return (
    <ul aria-label={m.appnav_switch_area()} className={listClass}>
      {areas.map((area) => {
        const isCurrent = area.to === current
        return (
          <li key={area.to} className={css({ display: 'flex', flexDirection: 'column' })}>
            <Link
              to={area.to}
              activeOptions={{ exact: true }}
              aria-current={isCurrent ? 'true' : undefined}
              data-current={isCurrent || undefined}
              title={collapsed ? area.label : undefined}
              className={tileClass}
              onClick={onNavigate}
            >
              <area.icon size={20} />
              <span className={labelClass}>{area.label}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
