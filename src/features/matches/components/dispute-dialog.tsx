import { useState } from 'react'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import type { MyMatch } from '~/db/types'
import { queueMatchDispute } from '~/db/operations/match-dispute'
import { scoreText } from '../lib/match-text'

export const MAX_REASON = 300

/** Dispute a reported result with a reason (1..300 characters, as the server checks); the reporter is told. */
export function DisputeDialog({ match, open, onClose }: { match: MyMatch; open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>Dispute this result?</Dialog.Title>
            <Dialog.Description>
              Reported score {scoreText(match.sets, match.my_team)} (your team first). The player who reported it sees your reason; the club can still settle
              it.
            </Dialog.Description>
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
    if (text.length === 0) return setError('Say what is wrong with the result.')
    if (text.length > MAX_REASON) return setError(`Keep the reason under ${MAX_REASON} characters.`)
    setBusy(true)
    try {
      await queueMatchDispute(match.id, text)
      onDone()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The dispute could not be saved on this device.')
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Field.Root invalid={error !== null} required>
          <Field.Label>Reason</Field.Label>
          <Field.Textarea
            name="reason"
            value={reason}
            maxLength={MAX_REASON + 50}
            placeholder="e.g. The third set was 7-5 to us"
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
          Cancel
        </Button>
        <Button type="submit" colorPalette="red" loading={busy} loadingText="Sending...">
          Dispute result
        </Button>
      </Dialog.Footer>
    </form>
  )
}
