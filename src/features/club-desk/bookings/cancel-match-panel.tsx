import { useState } from 'react'
import { m } from '~/i18n/staff'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import type { CellMatch } from './api/club-day'
import { cancelMatch } from './api/cancel-match'
import { actions, panel, serverError } from './desk-form'
import { useDeskAction } from './use-desk-action'

/**
 * Cancelling a match from the desk. There is no refund choice: the club cancels, so every player's share comes back
 * in full (and what is due at the desk is forgiven), as the confirmation says before anything happens.
 */
export function CancelMatchPanel({ match, onDone, onBack }: { match: CellMatch; onDone: () => void; onBack: () => void }) {
  const [reason, setReason] = useState('')
  const { busy, error, run } = useDeskAction(onDone)
  function submit(e: React.FormEvent) {
    e.preventDefault()
    void run(() => cancelMatch(match.id, reason))
  }
  return (
    <form className={panel} onSubmit={submit} noValidate>
      <p data-testid="cancel-match-confirmation">{m.desk_cancel_match_confirm({ count: match.players.length })}</p>
      <Field.Root>
        <Field.Label>{m.desk_reason_optional()}</Field.Label>
        <Field.Textarea value={reason} maxLength={300} rows={2} onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
      {error ? (
        <p role="alert" className={serverError}>
          {error}
        </p>
      ) : null}
      <div className={actions}>
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {m.desk_back()}
        </Button>
        <Button type="submit" colorPalette="red" loading={busy} loadingText={m.desk_cancelling()}>
          {m.desk_cancel_match()}
        </Button>
      </div>
    </form>
  )
}
