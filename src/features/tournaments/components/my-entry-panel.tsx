import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { useSyncStatus, useWalletBalance } from '~/db/queries'
import type { TournamentDetail, TournamentRow, TournamentStatus } from '~/db/types'
import { deadlineText } from '../lib/dates'
import { formatMoney } from '~/lib/money'
import { feeText } from '../lib/registration'
import type { PendingChange } from '../lib/pending'
import { canRegister, canWithdraw, effectiveStatus, isFull } from '../lib/status'
import { entryIndex } from '../lib/teams'
import { InvitationPanel } from './invitation-panel'
import { RefusedChangePanel } from '~/components/sync/refused-change-panel'
import { RegisterDialog } from './register-dialog'
import { WithdrawDialog } from './withdraw-dialog'

export interface MyEntryPanelProps {
  tournament: TournamentRow
  detail: TournamentDetail | null
  pending: PendingChange | undefined
  userId: string | null
  timeZone: string | undefined
  now: Date
}

const panel = css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border.muted', bg: 'bg.default' })

function entryNote(t: TournamentRow, status: TournamentStatus, notSent: boolean, online: boolean, timeZone: string | undefined, now: Date): string {
  const fee = formatMoney(t.entry_fee, t.currency)
  if (notSent && online) return 'Sending your registration to the club…'
  if (notSent) {
    return `Saved on this device. It is sent to the club when you're back online; ${t.entry_fee > 0 ? `the ${fee} fee is taken from your ${t.currency} balance then` : 'there is no fee'}.`
  }
  if (canWithdraw(t, now)) {
    return `You can withdraw until ${deadlineText(t.registration_closes_at, timeZone, t.city)}${t.entry_fee > 0 ? `, with your ${fee} fee refunded in full` : ''}.`
  }
  if (status === 'cancelled') return `The tournament was cancelled${t.entry_fee > 0 ? ` and your ${fee} fee refunded` : ''}.`
  if (status === 'finished') return 'Thanks for playing. The results are below.'
  return 'Registration has closed, so withdrawing is no longer possible. Good luck!'
}

/** The player's side of the tournament: register a pair, or where their entry stands and how to withdraw. */
export function MyEntryPanel({ tournament: t, detail, pending, userId, timeZone, now }: MyEntryPanelProps) {
  const [dialog, setDialog] = useState<'register' | 'withdraw' | null>(null)
  const refused = pending && pending.state !== 'pending' ? pending : null
  const waiting = pending?.state === 'pending' ? pending : null
  const entryId = t.my_entry_id ?? (waiting?.kind === 'register' ? waiting.entryId : null)
  const entry = entryId ? (detail ? entryIndex(detail).get(entryId) : undefined) ?? (waiting?.preview ?? undefined) : undefined
  const partner = entry?.players.find((p) => p.id !== userId)?.name
  const status = effectiveStatus(t, now)
  const { online } = useSyncStatus()
  const balance = useWalletBalance(t.currency)

  const invitedMe = entry?.status === 'invited' && !waiting && entry.players[1]?.id === userId && canWithdraw(t, now)
  const awaitingPartner = entry?.status === 'invited' && !waiting && !invitedMe

  let body: React.ReactNode
  if (invitedMe && entry) {
    body = <InvitationPanel tournament={t} entry={entry} timeZone={timeZone} />
  } else if (entryId && !(waiting?.kind === 'withdraw')) {
    body = (
      <>
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>
          {waiting?.kind === 'register'
            ? 'Registration waiting to sync'
            : awaitingPartner
              ? `Waiting for ${partner ?? 'your partner'} to accept`
              : status === 'finished'
                ? 'You played'
                : "You're registered"}
          {partner && !awaitingPartner ? ` with ${partner}` : ''}
        </p>
        {awaitingPartner ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            Your team is entered once they accept the invitation. If they decline, or have not answered when registration closes,
            {t.entry_fee > 0 ? ` your ${formatMoney(t.entry_fee, t.currency)} fee is refunded` : ' the place is released'}.
          </p>
        ) : null}
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{entryNote(t, status, waiting?.kind === 'register', online, timeZone, now)}</p>
        {t.entry_fee > 0 && !waiting && typeof balance === 'number' && (status === 'open' || status === 'closed') ? (
          <p className={css({ textStyle: 'sm' })}>
            Entry fee {formatMoney(t.entry_fee, t.currency)} paid from your {t.currency} balance · now {formatMoney(balance, t.currency)}
          </p>
        ) : null}
        {canWithdraw(t, now) || waiting?.kind === 'register' ? (
          <Button variant="outline" colorPalette="red" className={css({ alignSelf: 'flex-start' })} onClick={() => setDialog('withdraw')}>
            Withdraw
          </Button>
        ) : null}
      </>
    )
  } else if (waiting?.kind === 'withdraw') {
    body = (
      <>
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>Withdrawal waiting to sync</p>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {online ? 'Sending your withdrawal to the club' : "Saved on this device and sent when you're back online"}
          {t.entry_fee > 0 ? `; your ${formatMoney(t.entry_fee, t.currency)} fee is then refunded` : ''}.
        </p>
      </>
    )
  } else if (canRegister(t, now) && userId) {
    body = (
      <>
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>Play this tournament</p>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          Register with a partner before {deadlineText(t.registration_closes_at, timeZone, t.city)}. {feeText(t.entry_fee, t.currency)}{t.entry_fee > 0 ? `, paid from your ${t.currency} balance` : ''}.
        </p>
        <Button className={css({ alignSelf: 'flex-start' })} onClick={() => setDialog('register')}>
          Register a team
        </Button>
      </>
    )
  } else if (status === 'finished' || status === 'cancelled') {
    // The badge and the winners say it all; a panel with nothing to do would only repeat them.
    body = null
  } else {
    const why =
      status === 'open' && isFull(t)
        ? 'This tournament is full.'
        : status === 'open'
          ? 'Sign in to register.'
          : 'Registration has closed.'
    body = <p className={css({ color: 'fg.muted' })}>{why}</p>
  }

  if (!body && !refused) return null
  return (
    <section aria-label="Your entry" className={panel}>
      {refused ? <RefusedChangePanel outboxId={refused.outboxId} /> : null}
      {body}
      <RegisterDialog tournament={t} open={dialog === 'register'} onClose={() => setDialog(null)} />
      {entryId ? (
        <WithdrawDialog
          tournament={t}
          entryId={entryId}
          notSentYet={waiting?.kind === 'register'}
          open={dialog === 'withdraw'}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  )
}
