import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import type { MyBooking } from '~/db/types'
import { courtTypeLabel } from '../lib/availability'
import { zoneLabel } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'

export interface BookingDetailsDialogProps {
  booking: MyBooking
  open: boolean
  onClose: () => void
}

/** The booking form in read-only mode (spec: all inputs disabled): what was booked, exactly as it was chosen. */
export function BookingDetailsDialog({ booking, open, onClose }: BookingDetailsDialogProps) {
  const fields: [string, string, string?][] = [
    ['Club', booking.club_name],
    ['Date', booking.date, 'date'],
    ['Time slot', `${booking.slot_label} (${zoneLabel(booking.club_time_zone)})`],
    ['Court', `Court ${booking.court_number} · ${courtTypeLabel(booking.court_type)}`],
    ['Price', formatMoney(Number(booking.price), booking.currency)],
  ]
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Booking details</Dialog.Title>
            <Dialog.Description>Read only: to change a booking, cancel it and book again.</Dialog.Description>
          </Dialog.Header>
          <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {fields.map(([label, value, type]) => (
              <Field.Root key={label} disabled>
                <Field.Label>{label}</Field.Label>
                <Field.Input type={type ?? 'text'} value={value} readOnly />
              </Field.Root>
            ))}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
