import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { ChevronDownIcon } from '~/components/icons'
import { useMyBookings, useMyMatches, useMyOpenMatches } from '~/db/queries'
import type { MyBooking } from '~/db/types'
import { useNow } from '~/lib/use-now'
import { splitBookings } from '../lib/my-bookings'
import { BookingItem } from './booking-item'
import { useCancellationToasts } from './use-cancellation-toasts'
import { m } from '~/i18n/member'

/**
 * The player's bookings from this device's copy (so offline too): what is still to play, then the history
 * (played and cancelled), folded away so the booking page stays short.
 */
export function MyBookings() {
  const bookings = useMyBookings()
  const matches = useMyMatches()
  const openMatches = useMyOpenMatches()
  const now = useNow()
  useCancellationToasts(bookings)
  if (bookings === undefined) return <p className={css({ color: 'fg.muted' })}>{m.booking_loading_mine()}</p>
  const { upcoming, history } = splitBookings(bookings, now)
  // A booking shared as an open match (or split) opens its match rather than offering to share it again.
  const sharedAs = new Map((openMatches ?? []).filter((o) => o.status !== 'cancelled').map((o) => [o.booking_id, o] as const))
  // A booking becomes a match once: offer "Record the result" only while none exists for it (matches known).
  const recorded = new Set(matches?.map((match) => match.booking_id))
  const canRecord = (b: MyBooking) =>
    matches !== undefined && !recorded.has(b.id) && b.status === 'confirmed' && !b.cancelPending && b.syncState === 'synced'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <section aria-labelledby="upcoming-heading" className={section}>
        <h3 id="upcoming-heading" className={heading}>
          {m.booking_upcoming_heading({ count: upcoming.length })}
        </h3>
        {upcoming.length === 0 ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.booking_no_upcoming()}</p>
        ) : (
          <ul className={list}>
            {upcoming.map((b) => (
              <BookingItem key={b.id} booking={b} now={now} sharedAs={openMatches === undefined ? undefined : (sharedAs.get(b.id) ?? null)} />
            ))}
          </ul>
        )}
      </section>
      {history.length > 0 ? <History bookings={history} now={now} canRecord={canRecord} /> : null}
    </div>
  )
}

/** A disclosure (a heading's button, as in the WAI accordion pattern): closed on every visit. */
function History({ bookings, now, canRecord }: { bookings: MyBooking[]; now: Date; canRecord: (b: MyBooking) => boolean }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  // Played matches still waiting for their score are worth opening history for: the count says so.
  const toRecord = bookings.filter(canRecord).length
  return (
    <section aria-labelledby={`${id}-heading`} className={section}>
      <h3 id={`${id}-heading`} className={heading}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          onClick={() => setOpen((o) => !o)}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            minH: '11',
            cursor: 'pointer',
            borderRadius: 'l2',
            _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
          })}
        >
          <ChevronDownIcon className={css({ transition: 'transform 0.15s', transform: open ? 'none' : 'rotate(-90deg)' })} />
          {m.booking_history_heading({ count: bookings.length })}
          {toRecord > 0 ? ` · ${m.booking_results_to_record({ count: toRecord })}` : ''}
        </button>
      </h3>
      {/* Kept in the page while closed, so the button's aria-controls always names it. */}
      <ul id={`${id}-list`} hidden={!open} className={open ? list : css({ display: 'none' })}>
        {open
          ? bookings.map((b) => <BookingItem key={b.id} booking={b} now={now} canRecordResult={canRecord(b)} />)
          : null}
      </ul>
    </section>
  )
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const heading = css({ textStyle: 'md', fontWeight: 'semibold' })
const list = css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })
