import { useState, type FormEvent } from 'react'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import { m } from '~/i18n/staff'
import { notify } from '~/lib/toast'
import { setClubActive, type AdminClub } from '../api/admin-clubs'
import { alertText } from './styles'

/** Deactivate (with a reason) or reactivate a club, after a confirmation that says what it means. */
export function ClubActiveDialog({ club, onClose, onDone }: { club: AdminClub; onClose: () => void; onDone: () => void }) {
  const deactivating = club.active
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (deactivating && !reason.trim()) {
      setError(m.admin_clubs_reason_required())
      return
    }
    setBusy(true)
    setError(null)
    try {
      const answer = await setClubActive(club.id, !deactivating, reason)
      notify.success(deactivating ? m.admin_clubs_deactivated_toast() : m.admin_clubs_reactivated_toast(), answer.message)
      onDone()
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>{deactivating ? m.admin_clubs_deactivate_title({ club: club.name }) : m.admin_clubs_reactivate_title({ club: club.name })}</Dialog.Title>
              <Dialog.Description>{deactivating ? m.admin_clubs_deactivate_explain() : m.admin_clubs_reactivate_explain()}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              {deactivating ? (
                <Field.Root invalid={!!error} required>
                  <Field.Label>{m.admin_clubs_reason()}</Field.Label>
                  <Field.Textarea value={reason} maxLength={200} rows={2} onChange={(e) => setReason(e.target.value)} />
                  <Field.ErrorText>{error}</Field.ErrorText>
                </Field.Root>
              ) : error ? (
                <p role="alert" className={alertText}>
                  {error}
                </p>
              ) : null}
            </Dialog.Body>
            <DialogFormFooter busy={busy} loadingText={deactivating ? m.admin_clubs_deactivating() : m.admin_clubs_reactivating()}>
              {deactivating ? m.admin_clubs_deactivate_club() : m.admin_clubs_reactivate_club()}
            </DialogFormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
