import { useMemo, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useMyBookings, useMyMatches, useOpenMatch } from '~/db/queries'
import { lineUpOf } from '../lib/match-line-up'
import { useSession } from '~/db/use-session'
import { RecordResultDialog } from './record-result/record-result-dialog'
import { m } from '~/i18n/member'

export interface RecordResultButtonProps {
  /** Open the dialog at once for this booking (a link from My bookings). */
  bookingId?: string
  /** The open match that booking was (from its page): its players fill the form. */
  openMatchId?: string
  onClosed?: () => void
}

/** "Record a result" (page header action) and its dialog. */
export function RecordResultButton({ bookingId, openMatchId, onClosed }: RecordResultButtonProps) {
  const [open, setOpen] = useState(Boolean(bookingId))
  const { user, profile } = useSession()
  const bookings = useMyBookings()
  const matches = useMyMatches()
  const openMatch = useOpenMatch(openMatchId)
  const lineUp = useMemo(
    () => (openMatch && user && openMatch.booking_id === bookingId ? lineUpOf(openMatch, user.id) : null),
    [openMatch, user, bookingId],
  )
  if (!user) return null
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || (user.email?.split('@')[0] ?? m.matches_you())
  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.matches_record_result()}</Button>
      <RecordResultDialog
        open={open}
        onClose={() => {
          setOpen(false)
          onClosed?.()
        }}
        me={{ id: user.id, name }}
        bookings={bookings}
        matches={matches}
        initialBookingId={bookingId}
        lineUp={lineUp}
      />
    </>
  )
}
