import { useState } from 'react'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import type { MyMatch } from '~/db/types'
import { queueMatchDispute } from '~/db/operations/match-dispute'
import { errorText } from '~/i18n/server-words'
import { scoreText } from '../lib/match-text'
import { m } from '~/i18n/member'

export const MAX_REASON = 300

/** Dispute a reported result with a reason (1..300 characters, as the server checks); the reporter is told. */
export function DisputeDialog({ match, open, onClose }: { match: MyMatch; open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.matches_dispute_title()}</Dialog.Title>
            <Dialog.Description>{m.matches_dispute_description({ score: scoreText(match.sets, match.my_team) })}</Dialog.Description>
          </Dialog.Header>
          <DisputeForm match={match} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function DisputeForm({ match, onDone }: { match: MyMatch; onDone: () => void }) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const text = reason.trim()
    if (text.length === 0) return setError(m.matches_dispute_reason_required())
    if (text.length > MAX_REASON) return setError(m.matches_dispute_reason_too_long({ max: MAX_REASON }))
    setBusy(true)
    try {
      await queueMatchDispute(match.id, text)
      onDone()
    } catch (err) {
      setError(errorText(err, m.matches_dispute_save_failed()))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Field.Root invalid={error !== null} required>
          <Field.Label>{m.matches_dispute_reason()}</Field.Label>
          <Field.Textarea
            name="reason"
            value={reason}
            maxLength={MAX_REASON + 50}
            placeholder={m.matches_dispute_placeholder()}
            onChange={(e) => {
              setReason(e.currentTarget.value)
              setError(null)
            }}
          />
          <Field.HelperText>
            {reason.trim().length}/{MAX_REASON}
          </Field.HelperText>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={busy} onClick={onDone}>
          {m.matches_cancel()}
        </Button>
        <Button type="submit" colorPalette="red" loading={busy} loadingText={m.matches_sending()}>
          {m.matches_dispute_submit()}
        </Button>
      </Dialog.Footer>
    </form>
  )
}
