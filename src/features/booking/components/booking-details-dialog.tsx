import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import type { MyBooking } from '~/db/types'
import { courtTypeLabel } from '../lib/availability'
import { zoneLabel } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { m } from '~/i18n/member'

export interface BookingDetailsDialogProps {
  booking: MyBooking
  open: boolean
  onClose: () => void
}

/** The booking form in read-only mode (docs/product.md §2.11: nothing can be edited): what was booked, exactly as it was chosen. */
export function BookingDetailsDialog({ booking, open, onClose }: BookingDetailsDialogProps) {
  const fields: [string, string, string?][] = [
    [m.booking_field_club(), booking.club_name],
    [m.booking_field_date(), booking.date, 'date'],
    [m.booking_field_time_slot(), `${booking.slot_label} (${zoneLabel(booking.club_time_zone)})`],
    [m.booking_field_court(), `${m.booking_court_number({ number: booking.court_number })} · ${courtTypeLabel(booking.court_type)}`],
    [m.booking_field_price(), formatMoney(Number(booking.price), booking.currency)],
  ]
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.booking_details_title()}</Dialog.Title>
            <Dialog.Description>{m.booking_details_read_only()}</Dialog.Description>
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
              {m.booking_close()}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
