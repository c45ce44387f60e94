import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import type { TournamentRow } from '~/db/types'
import { fetchTournamentDetail } from '~/db/queries'
import { useUserDatabase } from '~/db/user-database'
import { notify } from '~/lib/toast'
import { closeRegistration } from '../../api/staff-actions'

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
        notify.success(answer.status === 'cancelled' ? 'Tournament cancelled' : 'Registration closed', answer.message)
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
        Close registration now
      </Button>
      <Dialog.Root open={open} onOpenChange={(e) => !busy && setOpen(e.open)} role="alertdialog">
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Close registration for {t.name}?</Dialog.Title>
              <Dialog.Description>
                {t.teams_registered} of {t.max_teams} teams are in.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <p>
                {t.teams_registered >= 2
                  ? `The ${t.format === 'knockout' ? 'bracket' : 'schedule'} is drawn now and every player is told. No more teams can register or withdraw.`
                  : 'Fewer than 2 teams are registered: the tournament is cancelled and every entry fee is refunded.'}
              </p>
              {error ? (
                <p role="alert" className={css({ color: 'fg.error' })}>
                  {error}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
                Keep open
              </Button>
              <Button colorPalette="red" loading={busy} loadingText="Closing..." onClick={confirm}>
                Close registration
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    </>
  )
}
