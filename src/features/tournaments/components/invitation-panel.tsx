import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { useSyncStatus } from '~/db/queries'
import type { TournamentEntry, TournamentRow } from '~/db/types'
import { useUserDatabase } from '~/db/user-database'
import { formatMoney } from '~/lib/money'
import { notify } from '~/lib/toast'
import { respondToInvitation } from '../api/respond-to-invitation'
import { deadlineText } from '../lib/dates'

export interface InvitationPanelProps {
  tournament: TournamentRow
  entry: TournamentEntry
  timeZone: string | undefined
}

/** The invited partner's side of an entry that waits for them: who asked, what it costs whom, Accept or Decline. */
export function InvitationPanel({ tournament: t, entry, timeZone }: InvitationPanelProps) {
  const db = useUserDatabase()
  const { online } = useSyncStatus()
  const [busy, setBusy] = useState(false)
  const inviter = entry.players[0]?.name || 'A player'

  async function answer(accept: boolean) {
    if (!db) return
    setBusy(true)
    try {
      const result = await respondToInvitation(db, t.id, entry.id, accept)
      if (result.status === 'accepted' || result.status === 'declined') notify.success(result.message)
      else notify.error(result.message)
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>{inviter} invited you to play together</p>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        Your team is entered once you accept{t.entry_fee > 0 ? `; ${inviter} has paid the ${formatMoney(t.entry_fee, t.currency)} fee` : ''}.
        {' '}Answer before {deadlineText(t.registration_closes_at, timeZone, t.city)}, or the invitation lapses
        {t.entry_fee > 0 ? ' and the fee is refunded' : ''}.
      </p>
      {online ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button disabled={busy} onClick={() => void answer(true)}>
            Accept
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void answer(false)}>
            Decline
          </Button>
        </div>
      ) : (
        <p className={css({ textStyle: 'sm' })}>You can answer when you are back online.</p>
      )}
    </>
  )
}
