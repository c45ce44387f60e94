import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { isRefused } from '~/db/operations/operation'
import { operationOf, type OutboxItem } from '~/db/operations/registry'
import { discardOutboxItem, retryOutboxItem } from '~/db/outbox-actions'
import { useOutboxItem } from '~/db/queries/outbox'
import { errorText, sayWords } from '~/i18n/server-words'
import { m } from '~/i18n/member'

/** Lets content inside the panel run its own actions under the panel's busy state and error line. */
export interface PanelActions {
  /** The key of the action running, or null. */
  busy: string | null
  run(key: string, action: () => Promise<unknown>): Promise<void>
}

/**
 * A change the server refused, where it was made: the server's sentence as it came, and the ways forward its
 * operation declares (a funds link, "Try again", dropping it). Never dropped silently, never retried without
 * the player. `children` adds what only one screen can offer (a booking's nearest free slots).
 */
export function RefusedChangePanel({
  outboxId,
  children,
}: {
  outboxId: string | undefined
  children?: (item: OutboxItem, actions: PanelActions) => ReactNode
}) {
  const item = useOutboxItem(outboxId)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const panel = item && isRefused(item) ? operationOf(item)?.refused : undefined
  if (!item || !panel) return null

  async function run(key: string, action: () => Promise<unknown>) {
    setBusy(key)
    setError(null)
    try {
      await action()
    } catch (err) {
      setError(errorText(err, m.syncinfo_did_not_work()))
    } finally {
      setBusy(null)
    }
  }

  const id = item.id
  const code = item.resultCode ?? ''
  return (
    <div
      role={panel.role}
      aria-label={sayWords(panel.ariaLabel) ?? undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '3', borderRadius: 'l2', bg: 'red.subtle.bg', color: 'red.subtle.fg' })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{sayWords(item.lastError) ?? sayWords(panel.fallback)}</p>
      {children?.(item, { busy, run })}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {panel.fundsLink && code === panel.fundsLink.code ? (
          <Link to="/player-balance" className={css({ fontWeight: 'semibold', textDecoration: 'underline', textStyle: 'sm', mr: '2' })}>
            {sayWords(panel.fundsLink.text)}
          </Link>
        ) : null}
        {panel.offersRetry?.(item) ?? true ? (
          <Button size="sm" variant="outline" loading={busy === 'retry'} disabled={busy !== null} onClick={() => run('retry', () => retryOutboxItem(id))}>
            {m.syncinfo_try_again()}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" colorPalette="red" loading={busy === 'discard'} disabled={busy !== null} onClick={() => run('discard', () => discardOutboxItem(id))}>
          {sayWords(panel.discard)}
        </Button>
      </div>
      {error ? (
        // Inside an alert the error is announced with it; elsewhere it is an alert of its own.
        <p role={panel.role === 'alert' ? undefined : 'alert'} className={css({ textStyle: 'sm' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
