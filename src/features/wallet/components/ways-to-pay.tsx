import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useHomeClub } from './use-home-currency'
import { m } from '~/i18n/member'

/**
 * A new member's next step: how their home club can be paid (at its desk, from the wallet), with the way to the
 * courts. Shown where an empty wallet would otherwise be a dead end: the dashboard and My Balance.
 */
export function WaysToPay({ className }: { className?: string }) {
  const club = useHomeClub()
  if (!club) return null
  const ways = club.pay_ways ?? []
  return (
    <p className={className} data-testid="ways-to-pay">
      {ways.includes('club') ? m.dashboard_pay_at_club({ club: club.name }) : m.dashboard_pay_wallet_only({ club: club.name })}{' '}
      <Link to="/booking" className={css({ textDecoration: 'underline', fontWeight: 'medium', color: 'fg.default' })}>
        {m.dashboard_book_a_court()}
      </Link>
    </p>
  )
}
