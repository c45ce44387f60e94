import { css, cx } from 'styled-system/css'
import { useOutbox } from '~/db/queries/outbox'
import { useSyncStatus } from '~/db/queries/sync-status'
import { discardOutboxItem, retryOutboxItem } from '~/db/outbox-actions'
import { describeOutboxItem, operationOf, type OutboxItem } from '~/db/operations/registry'
import { sayWords } from '~/i18n/server-words'
import { formatSyncedAt } from '~/lib/last-updated'
import { syncMarkers } from './sync/sync-state'
import { m } from '~/i18n/member'

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '1',
  borderRadius: 'full',
  textStyle: 'xs',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
})
const dot = css({ w: '2', h: '2', borderRadius: 'full', bg: 'currentColor', flexShrink: '0' })


/** Refused changes with the server's reason; bookings are resolved on the booking screens, the rest here. */
function ConflictList({ items }: { items: OutboxItem[] }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {items.map((item) => {
        const retry = operationOf(item)?.retryInStatusList
        return (
          <li key={item.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <strong className={css({ textStyle: 'sm' })}>{sayWords(describeOutboxItem(item).title)}</strong>
            <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{sayWords(item.lastError)}</span>
            <span className={css({ display: 'flex', gap: '2' })}>
              {retry && (
                <button type="button" className={css({ textStyle: 'xs', color: 'fg.default', textDecoration: 'underline' })} onClick={() => void retryOutboxItem(item.id)}>
                  {sayWords(retry)}
                </button>
              )}
              <button type="button" className={css({ textStyle: 'xs', color: 'red.plain.fg', textDecoration: 'underline' })} onClick={() => void discardOutboxItem(item.id)}>
                {m.syncinfo_discard()}
              </button>
            </span>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The offline-first state in one line: offline with the last update time, changes waiting to sync, changes
 * the server refused (with their reasons), a session that needs a new sign-in, and storage failures.
 */
export function SyncStatus({ className }: { className?: string }) {
  const status = useSyncStatus()
  const outbox = useOutbox()
  const refused = (outbox ?? []).filter((i) => i.status === 'conflict' || i.status === 'failed')
  const last = status.lastSyncedAt ? formatSyncedAt(status.lastSyncedAt) : null

  return (
    <div role="status" aria-live="polite" data-testid="sync-status" {...syncMarkers(status)} className={cx(css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', flexWrap: 'wrap' }), className)}>
      {!status.online ? (
        <span className={cx(pill, css({ bg: 'bg.subtle', color: 'fg.default' }))}>
          <span className={cx(dot, css({ color: 'fg.subtle' }))} />
          {m.syncinfo_offline()}
          {/* A phone's top bar has room for the word alone; the rest is still read out. */}
          <span className={css({ smDown: { srOnly: true } })}>{last ? m.syncinfo_offline_last({ when: last }) : m.syncinfo_offline_never()}</span>
        </span>
      ) : status.syncing && status.pending === 0 ? (
        // On a phone the word would crowd the top bar (and in German it is long): it is still read out.
        <span className={cx(pill, css({ color: 'fg.muted', smDown: { srOnly: true } }))}>{m.syncinfo_syncing()}</span>
      ) : last ? (
        <span className={cx(pill, css({ color: 'fg.muted', hideBelow: 'lg' }))}>{m.syncinfo_last_updated({ when: last })}</span>
      ) : null}
      {status.pending > 0 && (
        <span className={cx(pill, css({ bg: 'ball.subtle.bg', color: 'ball.subtle.fg' }))}>
          <span className={dot} />
          {m.syncinfo_waiting({ count: String(status.pending) })}
        </span>
      )}
      {status.conflicts > 0 && (
        <details className={css({ position: 'relative' })}>
          <summary className={cx(pill, css({ cursor: 'pointer', bg: 'red.subtle.bg', color: 'red.subtle.fg', listStyle: 'none' }))}>
            {m.syncinfo_attention({ count: status.conflicts })}
          </summary>
          <div className={css({ position: 'absolute', insetEnd: '0', top: 'calc(100% + 0.5rem)', zIndex: 'popover', w: '72', p: '4', bg: 'bg.default', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', boxShadow: 'lg' })}>
            <ConflictList items={refused} />
          </div>
        </details>
      )}
      {status.refusedRows.length > 0 && (
        // A server row this version cannot read is kept off the device; say so rather than show a gap silently.
        <details className={css({ position: 'relative' })}>
          <summary className={cx(pill, css({ cursor: 'pointer', bg: 'bg.subtle', color: 'fg.default', listStyle: 'none' }))}>
            {m.syncinfo_unread_rows({ count: status.refusedRows.length })}
          </summary>
          <div className={css({ position: 'absolute', insetEnd: '0', top: 'calc(100% + 0.5rem)', zIndex: 'popover', w: '80', p: '4', bg: 'bg.default', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', boxShadow: 'lg' })}>
            <p className={css({ textStyle: 'sm', mb: '2' })}>{m.syncinfo_skipped()}</p>
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'xs', color: 'fg.muted', wordBreak: 'break-word' })}>
              {status.refusedRows.slice(0, 10).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </details>
      )}
      {status.needsSignIn && (
        <a href="/login" className={cx(pill, css({ bg: 'red.solid.bg', color: 'red.solid.fg' }))}>
          {m.syncinfo_sign_in_again()}
        </a>
      )}
      {status.error && (
        <span role="alert" className={cx(pill, css({ bg: 'red.subtle.bg', color: 'red.subtle.fg', whiteSpace: 'normal' }))}>
          {sayWords(status.error)}
        </span>
      )}
    </div>
  )
}
