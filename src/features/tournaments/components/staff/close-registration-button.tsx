import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import type { TournamentRow } from '~/db/types'
import { fetchTournamentDetail } from '~/db/queries'
import { useUserDatabase } from '~/db/user-database'
import { notify } from '~/lib/toast'
import { closeRegistration } from '../../api/staff-actions'
import { m } from '~/i18n/member'

/** "Close registration now": draws the bracket or schedule at once (or cancels, with refunds, under 2 teams). */
export function CloseRegistrationButton({ tournament: t }: { tournament: TournamentRow }) {
  const db = useUserDatabase()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      const answer = await closeRegistration(t.id)
      if (answer.status === 'closed' || answer.status === 'cancelled' || answer.status === 'already_closed') {
        if (db) await fetchTournamentDetail(db, t.id)
        notify.success(answer.status === 'cancelled' ? m.tournaments_tournament_cancelled() : m.tournaments_registration_closed_toast(), answer.message)
        setOpen(false)
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
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {m.tournaments_close_now()}
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => !busy && setOpen(e.open)} role="alertdialog">
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{m.tournaments_close_title({ name: t.name })}</Dialog.Title>
              <Dialog.Description>{m.tournaments_close_teams_in({ registered: t.teams_registered, max: t.max_teams })}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <p>
                {t.teams_registered >= 2
                  ? t.format === 'knockout'
                    ? m.tournaments_close_bracket_drawn()
                    : m.tournaments_close_schedule_drawn()
                  : m.tournaments_close_cancels()}
              </p>
              {error ? (
                <p role="alert" className={css({ color: 'fg.error' })}>
                  {error}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                {m.tournaments_keep_open()}
              </Button>
              <Button colorPalette="red" loading={busy} loadingText={m.tournaments_closing()} onClick={confirm}>
                {m.tournaments_close_registration()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  )
}
