import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useCardPayments } from '~/components/card-payments'
import type { MyBooking, MyOpenMatch } from '~/db/types'
import { courtTypeLabel } from '../lib/availability'
import { formatBookingDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { bookingBadges, canCancel, canOpenMatch, canPayByCard } from '../lib/my-bookings'
import { BookingDetailsDialog } from './booking-details-dialog'
import { CancelBookingDialog } from './cancel-booking-dialog'
import { BookingRefusal } from './booking-refusal'
import { m } from '~/i18n/member'

/**
 * One booking: what, where, when, its state, and what can be done with it. `sharedAs`: the open match (or split
 * booking) it became, null when none, undefined while the player's matches are not known yet.
 */
export function BookingItem({
  booking,
  now,
  canRecordResult = false,
  sharedAs,
}: {
  booking: MyBooking
  now: Date
  canRecordResult?: boolean
  sharedAs?: MyOpenMatch | null
}) {
  const [dialog, setDialog] = useState<'details' | 'cancel' | null>(null)
  const cancelled = booking.status === 'cancelled'
  const refused = booking.syncState === 'conflict' || booking.syncState === 'failed'
  const card = useCardPayments()
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
      {/* Badges always open the card, so the state is read in the same place whatever the text's length. */}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', minH: '6' })}>
        {bookingBadges(booking).map((b) => (
          <Badge key={b.label} tone={b.tone}>
            {b.label}
          </Badge>
        ))}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
        <p className={css({ fontWeight: 'semibold', textDecoration: cancelled ? 'line-through' : 'none' })}>
          {m.booking_court_number({ number: booking.court_number })} · {courtTypeLabel(booking.court_type)}
        </p>
        <p className={css({ textStyle: 'sm' })}>
          {formatBookingDate(booking.date)} · {booking.slot_label}
        </p>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {booking.club_name} · {formatMoney(Number(booking.price), booking.currency)}
          {cancelled && booking.refund_amount !== null ? ` · ${m.booking_refunded({ amount: formatMoney(Number(booking.refund_amount), booking.currency) })}` : ''}
        </p>
      </div>
      {refused ? <BookingRefusal booking={booking} /> : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="ghost" onClick={() => setDialog('details')} aria-label={m.booking_details_of({ number: booking.court_number, date: formatBookingDate(booking.date) })}>
          {m.booking_details()}
        </Button>
        {card.offered && canPayByCard(booking) ? (
          <Button
            size="sm"
            onClick={() => card.pay({ bookingId: booking.id })}
            aria-label={m.booking_pay_by_card_of({ amount: formatMoney(booking.due, booking.currency), number: booking.court_number, date: formatBookingDate(booking.date) })}
          >
            {m.booking_pay_by_card()}
          </Button>
        ) : null}
        {canCancel(booking, now) ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('cancel')} aria-label={m.booking_cancel_court({ number: booking.court_number, date: formatBookingDate(booking.date), slot: booking.slot_label })}>
            {m.booking_cancel()}
          </Button>
        ) : null}
        {sharedAs ? (
          <Link
            to="/matches/$matchId"
            params={{ matchId: sharedAs.id }}
            className={css({ alignSelf: 'center', textStyle: 'sm', fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline', px: '2' })}
          >
            {sharedAs.private ? m.booking_see_split() : m.booking_see_match()}
          </Link>
        ) : sharedAs === null && canOpenMatch(booking, now) ? (
          <Link
            to="/matches/open/$bookingId"
            params={{ bookingId: booking.id }}
            className={css({ alignSelf: 'center', textStyle: 'sm', fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline', px: '2' })}
            aria-label={m.openmatches_from_booking_of({ number: booking.court_number, date: formatBookingDate(booking.date) })}
          >
            {m.openmatches_from_booking()}
          </Link>
        ) : null}
        {canRecordResult ? (
          <Link
            to="/player-statistics"
            search={{ record: booking.id }}
            className={css({ alignSelf: 'center', textStyle: 'sm', fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline', px: '2' })}
            aria-label={m.booking_record_result_of({ number: booking.court_number, date: formatBookingDate(booking.date) })}
          >
            {m.booking_record_result()}
          </Link>
        ) : null}
      </div>
      <BookingDetailsDialog booking={booking} open={dialog === 'details'} onClose={() => setDialog(null)} />
      <CancelBookingDialog booking={booking} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
    </li>
  )
}
