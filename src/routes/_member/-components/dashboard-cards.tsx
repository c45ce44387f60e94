import { css } from 'styled-system/css'
import { useMyBookings, useWalletBalances } from '~/db/queries'
import { bookingSummary, splitBookings } from '~/features/booking/lib/my-bookings'
import { useHomeCurrency } from '~/features/wallet/components/use-home-currency'
import { WaysToPay } from '~/features/wallet/components/ways-to-pay'
import { orderedBalances } from '~/features/wallet/lib/ledger'
import { formatMoney } from '~/lib/money'
import { m } from '~/i18n/member'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const figure = css({ textStyle: '2xl', fontWeight: 'bold' })

/** The next confirmed (or queued) bookings, from the last sync, so the card works offline too. */
export function UpcomingBookingsCard() {
  const bookings = useMyBookings()
  if (!bookings) return <p className={muted}>{m.dashboard_loading()}</p>
  const upcoming = splitBookings(bookings.filter((b) => b.status !== 'cancelled')).upcoming
  if (!upcoming.length) return <p className={muted}>{m.dashboard_no_upcoming_bookings()}</p>
  return (
    <>
      <p className={figure}>{upcoming.length}</p>
      <p className={muted}>{m.dashboard_next_booking({ booking: bookingSummary(upcoming[0]) })}</p>
    </>
  )
}

/**
 * The balances as last synced (docs/product.md §9: 2 decimals and the currency's sign), the home club's currency first
 * and largest, the others below it; pending top-ups do not count. Never one total: currencies do not add.
 */
export function BalanceCard() {
  const held = useWalletBalances()
  const home = useHomeCurrency()
  if (held === undefined) return <p className={muted}>{m.dashboard_loading()}</p>
  if (held === null) return <p className={muted}>{m.dashboard_not_synced()}</p>
  const [first, ...others] = orderedBalances(held, home)
  if (!first) return <NoBalanceYet />
  return (
    <>
      <p className={figure} data-testid="dashboard-balance">
        {formatMoney(first.balance, first.currency)}
      </p>
      {others.length > 0 ? (
        <p className={muted} data-testid="dashboard-other-balances">
          {m.dashboard_other_balances({ balances: others.map((b) => formatMoney(b.balance, b.currency)).join(' · ') })}
        </p>
      ) : null}
      {first.balance === 0 && others.length === 0 ? <WaysToPay className={muted} /> : null}
    </>
  )
}

/** A new member's first step: how their home club can be paid, and where to go next. */
function NoBalanceYet() {
  return (
    <>
      <p className={muted}>{m.dashboard_no_balance()}</p>
      <WaysToPay className={muted} />
    </>
  )
}

