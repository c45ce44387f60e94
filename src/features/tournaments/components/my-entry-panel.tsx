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
import { m } from '~/i18n/member'

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
  const paid = t.entry_fee > 0
  if (notSent && online) return m.tournaments_entry_sending()
  if (notSent) return paid ? m.tournaments_entry_saved_fee({ fee, currency: t.currency }) : m.tournaments_entry_saved_free()
  if (canWithdraw(t, now)) {
    const deadline = deadlineText(t.registration_closes_at, timeZone, t.city)
    return paid ? m.tournaments_entry_can_withdraw_fee({ deadline, fee }) : m.tournaments_entry_can_withdraw({ deadline })
  }
  if (status === 'cancelled') return paid ? m.tournaments_entry_cancelled_fee({ fee }) : m.tournaments_entry_cancelled()
  if (status === 'finished') return m.tournaments_entry_finished()
  return m.tournaments_entry_closed()
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
          {awaitingPartner
            ? partner
              ? m.tournaments_entry_awaiting_partner({ partner })
              : m.tournaments_entry_awaiting_your_partner()
            : waiting?.kind === 'register'
              ? partner
                ? m.tournaments_entry_waiting_sync_with({ partner })
                : m.tournaments_pending_register_waiting()
              : status === 'finished'
                ? partner
                  ? m.tournaments_entry_played_with({ partner })
                  : m.tournaments_entry_played()
                : partner
                  ? m.tournaments_entry_registered_with({ partner })
                  : m.tournaments_entry_registered()}
        </p>
        {awaitingPartner ? (
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {t.entry_fee > 0 ? m.tournaments_entry_awaiting_fee({ fee: formatMoney(t.entry_fee, t.currency) }) : m.tournaments_entry_awaiting_free()}
          </p>
        ) : null}
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{entryNote(t, status, waiting?.kind === 'register', online, timeZone, now)}</p>
        {t.entry_fee > 0 && !waiting && typeof balance === 'number' && (status === 'open' || status === 'closed') ? (
          <p className={css({ textStyle: 'sm' })}>
            {m.tournaments_entry_fee_paid({ fee: formatMoney(t.entry_fee, t.currency), currency: t.currency, balance: formatMoney(balance, t.currency) })}
          </p>
        ) : null}
        {canWithdraw(t, now) || waiting?.kind === 'register' ? (
          <Button variant="outline" colorPalette="red" className={css({ alignSelf: 'flex-start' })} onClick={() => setDialog('withdraw')}>
            {m.tournaments_withdraw()}
          </Button>
        ) : null}
      </>
    )
  } else if (waiting?.kind === 'withdraw') {
    body = (
      <>
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>{m.tournaments_pending_withdraw_waiting()}</p>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {t.entry_fee > 0
            ? online
              ? m.tournaments_withdrawal_sending_fee({ fee: formatMoney(t.entry_fee, t.currency) })
              : m.tournaments_withdrawal_saved_fee({ fee: formatMoney(t.entry_fee, t.currency) })
            : online
              ? m.tournaments_withdrawal_sending()
              : m.tournaments_withdrawal_saved()}
        </p>
      </>
    )
  } else if (canRegister(t, now) && userId) {
    body = (
      <>
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>{m.tournaments_play_title()}</p>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {t.entry_fee > 0
            ? m.tournaments_register_before_paid({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city), fee: feeText(t.entry_fee, t.currency), currency: t.currency })
            : m.tournaments_register_before({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city), fee: feeText(t.entry_fee, t.currency) })}
        </p>
        <Button className={css({ alignSelf: 'flex-start' })} onClick={() => setDialog('register')}>
          {m.tournaments_register_team()}
        </Button>
      </>
    )
  } else if (status === 'finished' || status === 'cancelled') {
    // The badge and the winners say it all; a panel with nothing to do would only repeat them.
    body = null
  } else {
    const why =
      status === 'open' && isFull(t)
        ? m.tournaments_why_full()
        : status === 'open'
          ? m.tournaments_why_sign_in()
          : m.tournaments_why_closed()
    body = <p className={css({ color: 'fg.muted' })}>{why}</p>
  }

  if (!body && !refused) return null
  return (
    <section aria-label={m.tournaments_your_entry()} className={panel}>
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
