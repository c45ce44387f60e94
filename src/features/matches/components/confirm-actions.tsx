import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { MyMatch } from '~/db/types'
import { queueMatchConfirmation } from '~/db/operations/match-confirm'
import { errorText } from '~/i18n/server-words'
import { scoreText } from '../lib/match-text'
import { DisputeDialog } from './dispute-dialog'
import { m } from '~/i18n/member'

/**
 * Confirm or dispute a result the other team (or the club) reported. Both go through the outbox, so they
 * work offline; ratings move when the confirmation reaches the server.
 */
export function ConfirmActions({ match }: { match: MyMatch }) {
  const [busy, setBusy] = useState(false)
  const [disputing, setDisputing] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const score = scoreText(match.sets, match.my_team)

  async function confirm() {
    setBusy(true)
    setError(null)
    try {
      await queueMatchConfirmation(match.id)
    } catch (err) {
      setError(errorText(err, m.matches_confirm_save_failed()))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" loading={busy} loadingText={m.matches_confirming()} onClick={confirm} aria-label={m.matches_confirm_label({ score })}>
          {m.matches_confirm()}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => setDisputing(true)} aria-label={m.matches_dispute_label({ score })}>
          {m.matches_dispute()}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
      <DisputeDialog match={match} open={disputing} onClose={() => setDisputing(false)} />
    </div>
  )
}
