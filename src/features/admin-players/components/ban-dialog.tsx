import { useId, useState } from 'react'
import { css } from 'styled-system/css'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import * as Dialog from '~/components/ui/dialog'
import { m } from '~/i18n/staff'
import { notify } from '~/lib/toast'
import { setPlayerBan } from '../api/admin-players'

const MAX_REASON = 500

/**
 * Asks for the reason before banning (signed out everywhere, sign-in refused) or lifting a ban. The reason goes
 * into the audit log with the change.
 */
export function BanDialog({
  player,
  ban,
  open,
  onClose,
  onChanged,
}: {
  player: { id: string; name: string }
  ban: boolean
  open: boolean
  onClose: () => void
  onChanged: () => void
}) {
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const reasonId = useId()
  const helpId = useId()
  const errorId = useId()

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    if (!reason.trim()) {
      setRefusal(m.admin_players_reason_required())
      return
    }
    setBusy(true)
    setRefusal(null)
    try {
      const answer = await setPlayerBan(player.id, ban, reason.trim())
      if (answer.done) {
        notify.success(answer.message)
        setReason('')
        onClose()
        onChanged()
      } else {
        setRefusal(answer.message)
      }
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) {
          setRefusal(null)
          onClose()
        }
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: { sm: '32rem' } })}>
          <form onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>{ban ? m.admin_players_ban_title({ name: player.name }) : m.admin_players_lift_title({ name: player.name })}</Dialog.Title>
              <Dialog.Description>{ban ? m.admin_players_ban_explain() : m.admin_players_lift_explain()}</Dialog.Description>
            </Dialog.Header>
            <DialogCloseButton />
            <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <label htmlFor={reasonId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
                {m.admin_players_reason()}
              </label>
              <textarea
                id={reasonId}
                value={reason}
                required
                maxLength={MAX_REASON}
                rows={3}
                aria-describedby={refusal ? `${helpId} ${errorId}` : helpId}
                aria-invalid={refusal ? true : undefined}
                onChange={(e) => setReason(e.target.value)}
                className={css({ px: '3', py: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default', resize: 'vertical' })}
              />
              <p id={helpId} className={css({ textStyle: 'xs', color: 'fg.muted' })}>
                {m.admin_players_reason_help({ max: MAX_REASON })}
              </p>
              {refusal ? (
                <p id={errorId} role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
                  {refusal}
                </p>
              ) : null}
            </Dialog.Body>
            <DialogFormFooter busy={busy} loadingText={ban ? m.admin_players_banning() : m.admin_players_lifting()} submitClassName={ban ? css({ colorPalette: 'red' }) : undefined}>
              {ban ? m.admin_players_ban_player() : m.admin_players_lift_ban()}
            </DialogFormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
