import * as Field from '~/components/ui/field'
import { formatDateTime } from '~/lib/time-format'
import type { ReportableBooking } from '../../lib/match-line-up'
import { bookingStart } from '../../lib/reportable-bookings'
import { m } from '~/i18n/member'


/** "Sat 14 Nov · 09:00 - 10:30 · Court 3 · ELSY Madrid": short, so a phone's select shows the court too. */
export function bookingLabel(b: ReportableBooking): string {
  const start = bookingStart(b)
  return [
    start ? formatDateTime(start, { weekday: 'short', day: 'numeric', month: 'short' }).replace(',', '') : b.date,
    b.slot_label,
    m.matches_court({ number: b.court_number }),
    b.club_name,
  ].join(' · ')
}

export interface BookingSelectProps {
  bookings: readonly ReportableBooking[]
  value: string
  onChange: (bookingId: string) => void
  error?: string
}

/** The past booking the match was played in: it tells the server the club, the court and the time. */
export function BookingSelect({ bookings, value, onChange, error }: BookingSelectProps) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{m.matches_booking()}</Field.Label>
      <Field.Select name="bookingId" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{m.matches_choose_past_booking()}</option>
        {bookings.map((b) => (
          <option key={b.id} value={b.id}>
            {bookingLabel(b)}
          </option>
        ))}
      </Field.Select>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
