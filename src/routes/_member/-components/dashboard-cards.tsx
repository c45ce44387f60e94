import { css } from 'styled-system/css'
import { useMyBookings, useWalletBalance } from '~/db/queries'
import { formatMoney } from '~/features/booking/lib/money'
import { bookingSummary, splitBookings } from '~/features/booking/lib/my-bookings'

const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const figure = css({ textStyle: '2xl', fontWeight: 'bold' })

/** The next confirmed (or queued) bookings, from the last sync, so the card works offline too. */
export function UpcomingBookingsCard() {
  const bookings = useMyBookings()
  if (!bookings) return <p className={muted}>Loading…</p>
  const upcoming = splitBookings(bookings.filter((b) => b.status !== 'cancelled')).upcoming
  if (!upcoming.length) return <p className={muted}>No upcoming bookings.</p>
  return (
    <>
      <p className={figure}>{upcoming.length}</p>
      <p className={muted}>Next: {bookingSummary(upcoming[0])}</p>
    </>
  )
}

/** The wallet balance as last synced (spec: 2 decimals and a $ sign); pending top-ups do not count. */
export function BalanceCard() {
  const balance = useWalletBalance()
  if (balance === undefined) return <p className={muted}>Loading…</p>
  if (balance === null) return <p className={muted}>Not synced yet.</p>
  return <p className={figure}>{formatMoney(balance, 'USD')}</p>
}
