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
import { m } from '~/i18n/member'

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
  const inviter = entry.players[0]?.name || m.tournaments_inviter_fallback()

  async function answer(accept: boolean) {
    if (!db) return
    setBusy(true)
    try {
      const result = await respondToInvitation(db, t.id, entry.id, accept)
      if (result.status === 'accepted' || result.status === 'declined') notify.success(result.message)
      else notify.error(result.message)
    } catch (error) {
      notify.error(error instanceof Error ? error.message : m.tournaments_something_wrong())
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>{m.tournaments_invited_you({ inviter })}</p>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        {t.entry_fee > 0
          ? m.tournaments_invitation_body_paid({ inviter, fee: formatMoney(t.entry_fee, t.currency), deadline: deadlineText(t.registration_closes_at, timeZone, t.city) })
          : m.tournaments_invitation_body_free({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city) })}
      </p>
      {online ? (
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button disabled={busy} onClick={() => void answer(true)}>
            {m.tournaments_accept()}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void answer(false)}>
            {m.tournaments_decline()}
          </Button>
        </div>
      ) : (
        <p className={css({ textStyle: 'sm' })}>{m.tournaments_answer_online()}</p>
      )}
    </>
  )
}
