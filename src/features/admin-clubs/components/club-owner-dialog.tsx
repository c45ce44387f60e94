import { useState, type FormEvent } from 'react'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
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
      setError('Please enter a valid email address')
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
    notify.success(answer.status === 'appointed' ? 'Owner appointed' : 'Invitation sent', answer.message)
    onDone()
  }

  async function remove() {
    setBusy('remove')
    setError(null)
    try {
      const answer = await removeClubOwner(club.id)
      notify.success('Owner removed', answer.message)
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
            <Dialog.Title>Owner of {club.name}</Dialog.Title>
            <Dialog.Description>
              {club.owner
                ? `${club.owner.name}${club.owner.email ? ` (${club.owner.email})` : ''} owns the club.`
                : club.invitation
                  ? `Invitation pending for ${club.invitation.email}.`
                  : 'The club has no owner.'}
            </Dialog.Description>
          </Dialog.Header>
          <form onSubmit={appoint} noValidate>
            <Dialog.Body>
              <Field.Root invalid={!!error}>
                <Field.Label>{club.owner ? 'New owner’s e-mail' : 'Owner’s e-mail'}</Field.Label>
                <Field.Input type="email" autoComplete="off" value={email} maxLength={254} onChange={(e) => setEmail(e.target.value)} />
                <Field.HelperText>A player with this address becomes the owner now; anyone else is sent an invitation.</Field.HelperText>
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              {club.owner || club.invitation ? (
                <Button type="button" variant="outline" loading={busy === 'remove'} loadingText="Removing…" disabled={busy !== null} onClick={remove}>
                  {club.owner ? 'Remove owner' : 'Cancel invitation'}
                </Button>
              ) : null}
              <Button type="submit" loading={busy === 'appoint'} loadingText="Appointing…" disabled={busy !== null}>
                Appoint owner
              </Button>
            </Dialog.Footer>
          </form>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
