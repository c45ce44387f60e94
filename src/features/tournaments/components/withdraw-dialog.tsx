import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import type { TournamentRow } from '~/db/types'
import { queueTournamentWithdrawal } from '~/db/operations/tournament-withdraw'
import { formatMoney } from '~/lib/money'

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
      setError(err instanceof Error ? err.message : 'The withdrawal could not be saved on this device.')
      setBusy(false)
    }
  }
  const refund = notSentYet
    ? 'Your registration has not reached the club yet: it is simply withdrawn and nothing is charged.'
    : t.entry_fee > 0
      ? `Your entry fee of ${formatMoney(t.entry_fee, t.currency)} is refunded to your ${t.currency} balance in full.`
      : 'There was no entry fee, so there is nothing to refund.'
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Withdraw from {t.name}?</Dialog.Title>
            <Dialog.Description>Your partner is told, and your place goes to another team.</Dialog.Description>
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
              Keep my place
            </Button>
            <Button colorPalette="red" loading={busy} loadingText="Withdrawing..." onClick={confirm}>
              Withdraw
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
