import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { openJoin, openLogin } from '~/features/auth/auth-dialog-state'
import { m } from '~/i18n/public'

export const navLinkClass = css({
  color: 'fg.inverted',
  fontWeight: 'medium',
  textStyle: 'sm',
  textDecoration: 'none',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  _hover: { bg: 'rgba(255,255,255,0.1)' },
  '&[aria-current=page]': { color: 'fg.accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ball.focusRing' },
})

/** The anonymous visitor's links (docs/product.md §2.1: Join Us, Find a Court, Tournaments, Explore, Login). */
export function AnonymousLinks({ direction = 'row', onNavigate }: { direction?: 'row' | 'column'; onNavigate?: () => void }) {
  const column = direction === 'column'
  const linkClass = cx(navLinkClass, column && css({ display: 'flex', alignItems: 'center', minH: '11' }))
  return (
    <ul className={css({ display: 'flex', flexDirection: direction, alignItems: column ? 'stretch' : 'center', gap: '1', listStyle: 'none' })}>
      <li>
        <Link to="/booking" className={linkClass} onClick={onNavigate}>
          {m.site_find_court()}
        </Link>
      </li>
      <li>
        <Link to="/tournaments" className={linkClass} onClick={onNavigate}>
          {m.site_tournaments()}
        </Link>
      </li>
      <li>
        <Link to="/explore" className={linkClass} onClick={onNavigate}>
          {m.site_explore()}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), css({ colorPalette: 'ball', width: column ? 'full' : 'auto', mt: column ? '2' : '0' }))}
          onClick={() => {
            onNavigate?.()
            openLogin()
          }}
        >
          {m.site_login()}
        </button>
      </li>
      <li>
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'sm' }), css({ colorPalette: 'ball', width: column ? 'full' : 'auto' }))}
          onClick={() => {
            onNavigate?.()
            openJoin()
          }}
        >
          {m.site_join_us()}
        </button>
      </li>
    </ul>
  )
}
