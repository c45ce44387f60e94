import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { useMyBookings, useMyMatches } from '~/db/queries'
import { useSession } from '~/lib/session/use-session'
import { RecordResultDialog } from './record-result/record-result-dialog'

/** "Record a result" (page header action) and its dialog. */
export function RecordResultButton() {
  const [open, setOpen] = useState(false)
  const { user, profile } = useSession()
  const bookings = useMyBookings()
  const matches = useMyMatches()
  if (!user) return null
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || (user.email?.split('@')[0] ?? 'You')
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record a result</Button>
      <RecordResultDialog open={open} onClose={() => setOpen(false)} me={{ id: user.id, name }} bookings={bookings} matches={matches} />
    </>
  )
}
