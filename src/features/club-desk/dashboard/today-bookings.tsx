import { useEffect, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import { queueDeskMark } from '~/db/operations/desk-check-in'
import type { DeskBooking } from '~/db/types'
import { errorText, sayWords } from '~/i18n/server-words'
import { formatMoney } from '~/lib/money'
import { notify } from '~/lib/toast'

type Mark = 'desk_check_in' | 'desk_no_show'

const badge = css({ display: 'inline-flex', px: '2', py: '0.5', borderRadius: 'full', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap' })

function CheckInState({ booking }: { booking: DeskBooking }) {
  const text = (state: string) => (booking.syncState === 'pending' ? m.desk_not_sent_suffix({ state }) : state)
  if (booking.checked_in_at) return <span className={`${badge} ${css({ bg: 'court.subtle.bg', color: 'court.subtle.fg' })}`}>{text(m.desk_checked_in())}</span>
  if (booking.no_show_at) return <span className={`${badge} ${css({ bg: 'red.subtle.bg', color: 'red.subtle.fg' })}`}>{text(m.desk_no_show())}</span>
  return <span className={`${badge} ${css({ bg: 'bg.subtle', color: 'fg.muted' })}`}>{m.desk_not_checked_in()}</span>
}

/** A booking may be marked a no-show from 15 minutes after its start (the database checks it too). */
const NO_SHOW_AFTER_MS = 15 * 60_000

/** "Ana & Ben", or "Eve (walk-in)" for a guest with no account: the players of a booking, in the reader's words. */
function playersText(booking: Pick<DeskBooking, 'member_id' | 'players'>): string {
  const names =
    booking.member_id === null
      ? booking.players.slice(0, 1).map((name) => m.desk_walk_in_name({ name }))
      : booking.players.map((name) => name || m.desk_member())
  return names.length === 0 ? '' : names.reduce((first, second) => m.desk_players({ first, second }))
}

const doneText = (mark: Mark) => (mark === 'desk_check_in' ? m.desk_done_checked_in() : m.desk_done_no_show())

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
        notify.success(doneText(mark))
      } else if (b.syncState === 'conflict' || b.syncState === 'failed') {
        awaiting.delete(id)
        notify.error(mark === 'desk_check_in' ? m.desk_not_checked_in() : m.desk_not_marked(), sayWords(b.syncMessage) ?? m.desk_mark_not_recorded())
      }
    }
  }, [bookings])
}

function DeskActions({ booking, clubId, now, online }: { booking: DeskBooking; clubId: string; now: number; online: boolean }) {
  // A no-show counts on a player's record: asked twice, as a mis-tap on a shared tablet is easy.
  const [askingNoShow, setAskingNoShow] = useState(false)
  if (booking.checked_in_at || booking.syncState === 'pending') return null
  const who = playersText(booking)
  async function mark(kind: Mark) {
    awaiting.set(booking.id, kind)
    try {
      await queueDeskMark(kind, { bookingId: booking.id, clubId, players: who, slotLabel: booking.slot_label })
      if (!online) notify.success(m.desk_saved_on_device(), m.desk_sent_when_back())
    } catch (err) {
      awaiting.delete(booking.id)
      notify.error(m.desk_not_saved(), errorText(err, String(err)))
    }
  }
  return (
    <span className={css({ display: 'flex', gap: '2' })}>
      <Button size="sm" variant="outline" aria-label={m.desk_check_in_who({ who, slot: booking.slot_label })} onClick={() => void mark('desk_check_in')}>
        {m.desk_check_in()}
      </Button>
      {!booking.no_show_at && now >= Date.parse(booking.starts_at) + NO_SHOW_AFTER_MS ? (
        <Button size="sm" variant="ghost" colorPalette="red" aria-label={m.desk_no_show_who({ who, slot: booking.slot_label })} onClick={() => setAskingNoShow(true)}>
          {m.desk_no_show()}
        </Button>
      ) : null}
      <ConfirmDialog
        open={askingNoShow}
        danger
        title={m.desk_no_show_confirm_title({ who })}
        text={m.desk_no_show_confirm_text({ slot: booking.slot_label })}
        confirmLabel={m.desk_mark_no_show()}
        cancelLabel={m.desk_not_now()}
        onConfirm={() => {
          setAskingNoShow(false)
          void mark('desk_no_show')
        }}
        onCancel={() => setAskingNoShow(false)}
      />
    </span>
  )
}

/** Today's bookings at the club (time, court, players, check-in state), from the dashboard kept on this device. */
export function TodayBookings({
  clubId,
  bookings,
  error,
  online,
  currency,
}: {
  clubId: string | null
  /** The club's currency, which what is due is in. */
  currency?: string
  bookings: DeskBooking[] | undefined
  error: string | null
  online: boolean
}) {
  useMarkAnnouncements(bookings)
  const now = Date.now()
  return (
    <section aria-labelledby="today-bookings" className={css({ mt: '8' })}>
      <h2 id="today-bookings" className={css({ textStyle: 'lg', fontWeight: 'bold', mb: '3' })}>
        {m.desk_today_title()}
      </h2>
      {error ? (
        <p className={css({ color: 'fg.muted' })}>{m.desk_today_failed({ error })}</p>
      ) : bookings === undefined || clubId === null ? (
        <p className={css({ color: 'fg.muted' })}>{m.desk_today_loading()}</p>
      ) : bookings.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>{m.desk_today_none()}</p>
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
              <span className={css({ hideBelow: 'lg' })}>{m.desk_court_number({ number: b.court_number })}</span>
              <span className={css({ gridColumn: { base: '1 / -1', lg: 'auto' }, gridRow: { base: '2', lg: 'auto' }, color: 'fg.muted' })}>
                <span className={css({ hideFrom: 'lg' })}>{m.desk_court_number_dot({ number: b.court_number })}</span>
                {playersText(b)}
                {b.due > 0 && currency ? (
                  <span className={`${badge} ${css({ bg: 'amber.subtle.bg', color: 'amber.subtle.fg', ml: '2' })}`}>
                    {m.desk_due_at_desk({ amount: formatMoney(b.due, currency) })}
                  </span>
                ) : null}
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
