import { useState, type FormEvent } from 'react'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import { m } from '~/i18n/staff'
import { notify } from '~/lib/toast'
import { removeClubOwner, type AdminClub } from '../api/admin-clubs'
import { appointClubOwner } from '../api/appoint-club-owner'

/**
 * The club's owner: appoint one by e-mail (a player with that address now, anyone else by invitation) or remove the
 * owner and any pending invitation. Every answer is shown as the server words it.
 */
export function ClubOwnerDialog({ club, onClose, onDone }: { club: AdminClub; onClose: () => void; onDone: () => void }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'appoint' | 'remove' | null>(null)

  async function appoint(event: FormEvent) {
    event.preventDefault()
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) {
      setError(m.admin_clubs_email_invalid())
      return
    }
    setBusy('appoint')
    setError(null)
    const answer = await appointClubOwner(club.id, email.trim())
    setBusy(null)
    if (!answer.ok) {
      setError(answer.message)
      return
    }
    notify.success(answer.status === 'appointed' ? m.admin_clubs_owner_appointed() : m.admin_clubs_invitation_sent(), answer.message)
    onDone()
  }

  async function remove() {
    setBusy('remove')
    setError(null)
    try {
      const answer = await removeClubOwner(club.id)
      notify.success(m.admin_clubs_owner_removed(), answer.message)
      onDone()
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
      setBusy(null)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.admin_clubs_owner_of({ club: club.name })}</Dialog.Title>
            <Dialog.Description>
              {club.owner
                ? club.owner.email
                  ? m.admin_clubs_owned_by_with_email({ name: club.owner.name, email: club.owner.email })
                  : m.admin_clubs_owned_by({ name: club.owner.name })
                : club.invitation
                  ? m.admin_clubs_invitation_pending_sentence({ email: club.invitation.email })
                  : m.admin_clubs_no_owner()}
            </Dialog.Description>
          </Dialog.Header>
          <form onSubmit={appoint} noValidate>
            <Dialog.Body>
              <Field.Root invalid={!!error}>
                <Field.Label>{club.owner ? m.admin_clubs_new_owner_email() : m.admin_clubs_owner_email()}</Field.Label>
                <Field.Input type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
                <Field.HelperText>{m.admin_clubs_owner_help()}</Field.HelperText>
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              {club.owner || club.invitation ? (
                <Button type="button" variant="outline" loading={busy === 'remove'} loadingText={m.admin_clubs_removing()} disabled={busy !== null} onClick={remove}>
                  {club.owner ? m.admin_clubs_remove_owner() : m.admin_clubs_cancel_invitation()}
                </Button>
              ) : null}
              <Button type="submit" loading={busy === 'appoint'} loadingText={m.admin_clubs_appointing()} disabled={busy !== null}>
                {m.admin_clubs_appoint_owner()}
              </Button>
            </Dialog.Footer>
          </form>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
