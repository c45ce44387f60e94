import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import type { TournamentRow } from '~/db/types'
import { queueTournamentWithdrawal } from '~/db/operations/tournament-withdraw'
import { errorText } from '~/i18n/server-words'
import { formatMoney } from '~/lib/money'
import { m } from '~/i18n/member'

export interface WithdrawDialogProps {
  tournament: TournamentRow
  entryId: string
  /** The registration has not reached the club yet: withdrawing just drops it. */
  notSentYet: boolean
  open: boolean
  onClose: () => void
}

/** Withdrawing the pair: says what comes back before the player confirms. */
export function WithdrawDialog({ tournament: t, entryId, notSentYet, open, onClose }: WithdrawDialogProps) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await queueTournamentWithdrawal({ tournamentId: t.id, entryId })
      setBusy(false)
      onClose()
    } catch (err) {
      setError(errorText(err, m.tournaments_withdrawal_save_failed()))
      setBusy(false)
    }
  }
  const refund = notSentYet
    ? m.tournaments_refund_not_sent()
    : t.entry_fee > 0
      ? m.tournaments_refund_fee({ fee: formatMoney(t.entry_fee, t.currency), currency: t.currency })
      : m.tournaments_refund_none()
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.tournaments_withdraw_title({ name: t.name })}</Dialog.Title>
            <Dialog.Description>{m.tournaments_withdraw_description()}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <p role="status" className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>
              {refund}
            </p>
            {error ? (
              <p role="alert" className={css({ color: 'fg.error' })}>
                {error}
              </p>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              {m.tournaments_keep_place()}
            </Button>
            <Button colorPalette="red" loading={busy} loadingText={m.tournaments_withdrawing()} onClick={confirm}>
              {m.tournaments_withdraw()}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
