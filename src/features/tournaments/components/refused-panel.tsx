import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { discardOutboxItem, retryOutboxItem } from '~/db/writes'
import type { PendingChange } from '../lib/pending'

/**
 * A registration or withdrawal the club refused (full, level, funds, deadline…): the server's sentence as it
 * came, and the ways forward. Never dropped silently, never retried without the player.
 */
export function RefusedPanel({ change }: { change: PendingChange }) {
  const [busy, setBusy] = useState<'retry' | 'dismiss' | null>(null)
  const [error, setError] = useState<string | null>(null)
  async function act(which: 'retry' | 'dismiss', action: () => Promise<unknown>) {
    setBusy(which)
    setError(null)
    try {
      await action()
    } catch (err) {
      setError(err instanceof Error ? err.message : 'That did not work. Please try again.')
    } finally {
      setBusy(null)
    }
  }
  const what = change.kind === 'register' ? 'registration' : 'withdrawal'
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'l2', bg: 'red.subtle.bg', color: 'red.subtle.fg' })}>
      <p className={css({ fontWeight: 'semibold' })}>{change.message ?? `The club could not accept your ${what}.`}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {change.code === 'insufficient_funds' ? (
          <Link to="/player-balance" className={css({ fontWeight: 'semibold', textDecoration: 'underline', textStyle: 'sm', mr: '2' })}>
            Add funds in My Balance
          </Link>
        ) : null}
        {change.state === 'failed' || change.code === 'insufficient_funds' ? (
          <Button size="sm" variant="outline" colorPalette="red" loading={busy === 'retry'} disabled={busy !== null} onClick={() => act('retry', () => retryOutboxItem(change.outboxId))}>
            Try again
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" colorPalette="red" loading={busy === 'dismiss'} disabled={busy !== null} onClick={() => act('dismiss', () => discardOutboxItem(change.outboxId))}>
          Dismiss
        </Button>
      </div>
      {error ? <p className={css({ textStyle: 'sm' })}>{error}</p> : null}
    </div>
  )
}
