import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { notify } from '~/lib/toast'
import type { TodayBooking } from '../api/club-dashboard'
import { markBooking, type DeskMark } from '../api/desk-marks'

const badge = css({ display: 'inline-flex', px: '2', py: '0.5', borderRadius: 'full', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap' })

function CheckInState({ booking }: { booking: TodayBooking }) {
  if (booking.checked_in_at) return <span className={`${badge} ${css({ bg: 'court.subtle.bg', color: 'court.subtle.fg' })}`}>Checked in</span>
  if (booking.no_show_at) return <span className={`${badge} ${css({ bg: 'red.subtle.bg', color: 'red.subtle.fg' })}`}>No-show</span>
  return <span className={`${badge} ${css({ bg: 'bg.subtle', color: 'fg.muted' })}`}>Not checked in</span>
}

/** A booking may be marked a no-show from 15 minutes after its start (the database checks it too). */
const NO_SHOW_AFTER_MS = 15 * 60_000

function DeskActions({ booking, now, onMarked }: { booking: TodayBooking; now: number; onMarked: () => void }) {
  const [busy, setBusy] = useState<DeskMark | null>(null)
  if (booking.checked_in_at) return null
  async function mark(which: DeskMark) {
    setBusy(which)
    try {
      notify.success(await markBooking(which, booking.id))
      onMarked()
    } catch (err) {
      notify.error(which === 'check_in' ? 'Not checked in' : 'Not marked', err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(null)
    }
  }
  const who = booking.players.join(' & ')
  return (
    <span className={css({ display: 'flex', gap: '2' })}>
      <Button size="sm" variant="outline" loading={busy === 'check_in'} disabled={busy !== null} aria-label={`Check in ${who}, ${booking.slot_label}`} onClick={() => mark('check_in')}>
        Check in
      </Button>
      {!booking.no_show_at && now >= Date.parse(booking.starts_at) + NO_SHOW_AFTER_MS ? (
        <Button size="sm" variant="ghost" colorPalette="red" loading={busy === 'no_show'} disabled={busy !== null} aria-label={`Mark ${who}, ${booking.slot_label}, as a no-show`} onClick={() => mark('no_show')}>
          No-show
        </Button>
      ) : null}
    </span>
  )
}

/** Today's bookings at the club (time, court, players, check-in state), as the database lists them. */
export function TodayBookings({ bookings, error, onChanged }: { bookings: TodayBooking[] | undefined; error: string | null; onChanged: () => void }) {
  const now = Date.now()
  return (
    <section aria-labelledby="today-bookings" className={css({ mt: '8' })}>
      <h2 id="today-bookings" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
        Today&apos;s Bookings
      </h2>
      {error ? (
        <p className={css({ color: 'fg.muted' })}>Today&apos;s bookings could not be loaded: {error}</p>
      ) : bookings === undefined ? (
        <p className={css({ color: 'fg.muted' })}>Loading today&apos;s bookings…</p>
      ) : bookings.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No bookings today.</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
          {bookings.map((b) => (
            <li
              key={b.id}
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr auto', lg: '9rem 7rem 1fr auto auto' },
                gap: { base: '1', lg: '4' },
                alignItems: 'center',
                px: '4',
                py: '3',
                borderBottomWidth: '1px',
                borderColor: 'border.muted',
                _last: { borderBottomWidth: '0' },
              })}
            >
              <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{b.slot_label}</span>
              <span className={css({ hideBelow: 'lg' })}>Court {b.court_number}</span>
              <span className={css({ gridColumn: { base: '1 / -1', lg: 'auto' }, gridRow: { base: '2', lg: 'auto' }, color: 'fg.muted' })}>
                <span className={css({ hideFrom: 'lg' })}>Court {b.court_number} · </span>
                {b.players.join(' & ')}
              </span>
              <CheckInState booking={b} />
              <span className={css({ gridColumn: { base: '1 / -1', lg: 'auto' } })}>
                <DeskActions booking={b} now={now} onMarked={onChanged} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
