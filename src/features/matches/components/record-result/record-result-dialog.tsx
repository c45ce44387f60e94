import { useMemo } from 'react'
import * as Dialog from '~/components/ui/dialog'
import { DialogCloseButton } from '~/components/dialog-close-button'
import type { MyBooking, MyMatch } from '~/db/types'
import { playersFromMatches } from '../../lib/known-players'
import { reportableBookings } from '../../lib/reportable-bookings'
import { RecordResultForm } from './record-result-form'
import { m } from '~/i18n/member'

export interface RecordResultDialogProps {
  open: boolean
  onClose: () => void
  me: { id: string; name: string }
  bookings: readonly MyBooking[] | undefined
  matches: readonly MyMatch[] | undefined
  /** The booking chosen to start with (when it can still be reported). */
  initialBookingId?: string
}

/** "Record a result" for a court the player booked and has played on. */
export function RecordResultDialog({ open, onClose, me, bookings, matches, initialBookingId }: RecordResultDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.matches_record_result()}</Dialog.Title>
            <Dialog.Description>{m.matches_dialog_description()}</Dialog.Description>
          </Dialog.Header>
          <DialogCloseButton />
          <Body me={me} bookings={bookings} matches={matches} initialBookingId={initialBookingId} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function Body({ me, bookings, matches, initialBookingId, onDone }: Omit<RecordResultDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  // Worked out once per opening (the dialog mounts lazily): "past" is as of the moment it opened.
  const reportable = useMemo(() => (bookings && matches ? reportableBookings(bookings, matches, new Date()) : undefined), [bookings, matches])
  const known = useMemo(() => playersFromMatches(matches ?? [], me.id), [matches, me.id])
  if (!reportable) return <Dialog.Body>{m.matches_loading_bookings()}</Dialog.Body>
  if (reportable.length === 0) {
    return (
      <Dialog.Body>
        <p role="status">{m.matches_no_reportable()}</p>
      </Dialog.Body>
    )
  }
  const initial = reportable.some((b) => b.id === initialBookingId) ? initialBookingId : undefined
  return <RecordResultForm me={me} bookings={reportable} known={known} initialBookingId={initial} onDone={onDone} />
}
