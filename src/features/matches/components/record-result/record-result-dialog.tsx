import { useMemo } from 'react'
import * as Dialog from '~/components/ui/dialog'
import { DialogCloseButton } from '~/components/dialog-close-button'
import type { MyBooking, MyMatch } from '~/db/types'
import { playersFromMatches } from '../../lib/known-players'
import { withLineUp, type LineUp } from '../../lib/match-line-up'
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
  /** An open match the player was in: its booking (maybe another player's) and players fill the form. */
  lineUp?: LineUp | null
}

/** "Record a result" for a court the player booked and has played on. */
export function RecordResultDialog({ open, onClose, me, bookings, matches, initialBookingId, lineUp }: RecordResultDialogProps) {
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
          <Body me={me} bookings={bookings} matches={matches} initialBookingId={initialBookingId} lineUp={lineUp} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function Body({ me, bookings, matches, initialBookingId, lineUp, onDone }: Omit<RecordResultDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  // Worked out once per opening (the dialog mounts lazily): "past" is as of the moment it opened.
  const reportable = useMemo(() => {
    if (!bookings || !matches) return undefined
    const now = new Date()
    const reported = new Set(matches.map((x) => x.booking_id).filter((id): id is string => Boolean(id)))
    return withLineUp(reportableBookings(bookings, matches, now), lineUp ?? null, reported, now)
  }, [bookings, matches, lineUp])
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
  // The match's players start the form only on the match's own booking.
  const players = lineUp && initial === lineUp.booking.id ? lineUp : undefined
  return <RecordResultForm me={me} bookings={reportable} known={known} initialBookingId={initial} initialPlayers={players} onDone={onDone} />
}
