import { useEffect } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { queueDeskMark } from '~/db/operations/desk-check-in'
import type { DeskBooking } from '~/db/types'
import { notify } from '~/lib/toast'

type Mark = 'desk_check_in' | 'desk_no_show'

const badge = css({ display: 'inline-flex', px: '2', py: '0.5', borderRadius: 'full', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap' })

function CheckInState({ booking }: { booking: DeskBooking }) {
  const waiting = booking.syncState === 'pending' ? ' (not sent yet)' : ''
  if (booking.checked_in_at) return <span className={`${badge} ${css({ bg: 'court.subtle.bg', color: 'court.subtle.fg' })}`}>Checked in{waiting}</span>
  if (booking.no_show_at) return <span className={`${badge} ${css({ bg: 'red.subtle.bg', color: 'red.subtle.fg' })}`}>No-show{waiting}</span>
  return <span className={`${badge} ${css({ bg: 'bg.subtle', color: 'fg.muted' })}`}>Not checked in</span>
}

/** A booking may be marked a no-show from 15 minutes after its start (the database checks it too). */
const NO_SHOW_AFTER_MS = 15 * 60_000

const DONE_TEXT: Record<Mark, string> = { desk_check_in: 'Checked in.', desk_no_show: 'Marked as a no-show.' }

// Marks asked for in this tab whose outcome has not been announced yet (module state: the announcement comes
// once even if the desk moves between pages while the mark is sent).
const awaiting = new Map<string, Mark>()

/** Announces each mark's outcome once: the server's sentence when it took effect, its refusal otherwise. */
function useMarkAnnouncements(bookings: DeskBooking[] | undefined) {
  useEffect(() => {
    if (!bookings) return
    for (const [id, mark] of [...awaiting]) {
      const b = bookings.find((x) => x.id === id)
      if (!b) continue
      if (b.syncState === 'synced') {
        // The server's row without the mark is the list from before the mark was queued (a refresh may land
        // between the tap and the queued mark showing): keep waiting for the row that has it.
        const took = mark === 'desk_check_in' ? b.checked_in_at !== null : b.no_show_at !== null
        if (!took) continue
        awaiting.delete(id)
        notify.success(DONE_TEXT[mark])
      } else if (b.syncState === 'conflict' || b.syncState === 'failed') {
        awaiting.delete(id)
        notify.error(mark === 'desk_check_in' ? 'Not checked in' : 'Not marked', b.syncMessage ?? 'The club could not record this mark.')
      }
    }
  }, [bookings])
}

function DeskActions({ booking, clubId, now, online }: { booking: DeskBooking; clubId: string; now: number; online: boolean }) {
  if (booking.checked_in_at || booking.syncState === 'pending') return null
  const who = booking.players.join(' & ')
  async function mark(kind: Mark) {
    awaiting.set(booking.id, kind)
    try {
      await queueDeskMark(kind, { bookingId: booking.id, clubId, players: who, slotLabel: booking.slot_label })
      if (!online) notify.success('Saved on this device', 'It is sent to the club as soon as the connection is back.')
    } catch (err) {
      awaiting.delete(booking.id)
      notify.error('Not saved', err instanceof Error ? err.message : String(err))
    }
  }
  return (
    <span className={css({ display: 'flex', gap: '2' })}>
      <Button size="sm" variant="outline" aria-label={`Check in ${who}, ${booking.slot_label}`} onClick={() => void mark('desk_check_in')}>
        Check in
      </Button>
      {!booking.no_show_at && now >= Date.parse(booking.starts_at) + NO_SHOW_AFTER_MS ? (
        <Button size="sm" variant="ghost" colorPalette="red" aria-label={`Mark ${who}, ${booking.slot_label}, as a no-show`} onClick={() => void mark('desk_no_show')}>
          No-show
        </Button>
      ) : null}
    </span>
  )
}

/** Today's bookings at the club (time, court, players, check-in state), from the dashboard kept on this device. */
export function TodayBookings({
  clubId,
  bookings,
  error,
  online,
}: {
  clubId: string | null
  bookings: DeskBooking[] | undefined
  error: string | null
  online: boolean
}) {
  useMarkAnnouncements(bookings)
  const now = Date.now()
  return (
    <section aria-labelledby="today-bookings" className={css({ mt: '8' })}>
      <h2 id="today-bookings" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
        Today&apos;s Bookings
      </h2>
      {error ? (
        <p className={css({ color: 'fg.muted' })}>Today&apos;s bookings could not be loaded: {error}</p>
      ) : bookings === undefined || clubId === null ? (
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
                <DeskActions booking={b} clubId={clubId} now={now} online={online} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
