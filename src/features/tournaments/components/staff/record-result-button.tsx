import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import type { TournamentEntry, TournamentFormat, TournamentMatch } from '~/db/types'
import { notify } from '~/lib/toast'
import { recordTournamentResult } from '../../api/staff-actions'
import { matchWinner } from '~/lib/match-winner'
import { parseScore, scoreFor } from '../../lib/scores'
import { teamName } from '../../lib/teams'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { m } from '~/i18n/member'

export interface RecordResultButtonProps {
  match: TournamentMatch
  entries: Map<string, TournamentEntry>
  format: TournamentFormat
  onRecorded: () => void
}

/** Staff enter a match's score (team 1's games first); the server checks it is a valid padel score. */
export function RecordResultButton({ match, entries, format, onRecorded }: RecordResultButtonProps) {
  const [open, setOpen] = useState(false)
  const team1 = entries.get(match.team1_entry_id ?? '')
  const team2 = entries.get(match.team2_entry_id ?? '')
  const names = [team1 ? teamName(team1) : m.tournaments_team_1(), team2 ? teamName(team2) : m.tournaments_team_2()] as const
  return (
    <>
      <Button size="sm" variant="subtle" onClick={() => setOpen(true)} aria-label={m.tournaments_record_result_label({ team1: names[0], team2: names[1] })}>
        {m.tournaments_record_result()}
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{m.tournaments_record_result()}</Dialog.Title>
              <Dialog.Description>{m.tournaments_versus({ team1: names[0], team2: names[1] })}</Dialog.Description>
            </Dialog.Header>
            <ResultForm match={match} names={names} format={format} onDone={() => (setOpen(false), onRecorded())} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  )
}

function ResultForm({ match, names, format, onDone }: { match: TournamentMatch; names: readonly [string, string]; format: TournamentFormat; onDone: () => void }) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const parsed = text.trim() ? parseScore(text) : null
  const winner = parsed?.ok ? matchWinner(parsed.sets) : null
  const preview = parsed?.ok && winner ? m.tournaments_result_preview({ team: names[winner - 1] ?? '', score: scoreFor(parsed.sets, winner) }) : null

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const score = parseScore(text)
    if (!score.ok) return setError(score.message)
    setBusy(true)
    setError(null)
    try {
      const answer = await recordTournamentResult(match.id, score.sets)
      if (answer.status === 'recorded' || answer.status === 'finished') {
        notify.success(answer.status === 'finished' ? m.tournaments_tournament_finished() : m.tournaments_result_recorded(), answer.message)
        onDone()
      } else {
        setError(answer.message)
      }
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>{m.tournaments_score()}</Field.Label>
          <Field.Input value={text} onChange={(e) => setText(e.currentTarget.value)} autoComplete="off" inputMode="text" placeholder={format === 'americano' ? '21-17' : '6-4, 3-6, 7-5'} />
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {format === 'americano' ? m.tournaments_score_helper_americano({ team: names[0] }) : m.tournaments_score_helper({ team: names[0] })}
            </Field.HelperText>
          )}
        </Field.Root>
        {preview ? (
          <p role="status" className={css({ fontWeight: 'semibold' })}>
            {preview}
          </p>
        ) : null}
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText={m.tournaments_saving()}>
        {m.tournaments_save_result()}
      </DialogFormFooter>
    </form>
  )
}
