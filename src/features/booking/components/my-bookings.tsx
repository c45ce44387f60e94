import { css } from 'styled-system/css'
import { useMyBookings, useMyMatches } from '~/db/queries'
import { splitBookings } from '../lib/my-bookings'
import { BookingItem } from './booking-item'
import { useNow } from '~/lib/use-now'

const PAST_SHOWN = 10

/** The player's bookings from this device's copy (so offline too): upcoming first, then the latest past ones. */
export function MyBookings() {
  const bookings = useMyBookings()
  const matches = useMyMatches()
  const now = useNow()
  if (bookings === undefined) return <p className={css({ color: 'fg.muted' })}>Loading your bookings…</p>
  const { upcoming, past } = splitBookings(bookings, now)
  // A booking becomes a match once: offer "Record the result" only while none exists for it (matches known).
  const recorded = new Set(matches?.map((m) => m.booking_id))
  const canRecord = (b: (typeof past)[number]) =>
    matches !== undefined && !recorded.has(b.id) && b.status === 'confirmed' && b.syncState === 'synced'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section aria-labelledby="upcoming-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h3 id="upcoming-heading" className={css({ textStyle: 'md', fontWeight: 'semibold' })}>
          Upcoming ({upcoming.length})
        </h3>
        {upcoming.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>No upcoming bookings.</p>
        ) : (
          <ul className={list}>
            {upcoming.map((b) => (
              <BookingItem key={b.id} booking={b} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="past-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h3 id="past-heading" className={css({ textStyle: 'md', fontWeight: 'semibold' })}>
          Past
        </h3>
        {past.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>No past bookings.</p>
        ) : (
          <ul className={list}>
            {past.slice(0, PAST_SHOWN).map((b) => (
              <BookingItem key={b.id} booking={b} now={now} canRecordResult={canRecord(b)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

const list = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })
