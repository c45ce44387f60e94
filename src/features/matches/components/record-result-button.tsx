import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { useMyBookings, useMyMatches } from '~/db/queries'
import { useSession } from '~/db/use-session'
import { RecordResultDialog } from './record-result/record-result-dialog'
import { m } from '~/i18n/member'

export interface RecordResultButtonProps {
  /** Open the dialog at once for this booking (a link from My bookings). */
  bookingId?: string
  onClosed?: () => void
}

/** "Record a result" (page header action) and its dialog. */
export function RecordResultButton({ bookingId, onClosed }: RecordResultButtonProps) {
  const [open, setOpen] = useState(Boolean(bookingId))
  const { user, profile } = useSession()
  const bookings = useMyBookings()
  const matches = useMyMatches()
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
      />
    </>
  )
}
