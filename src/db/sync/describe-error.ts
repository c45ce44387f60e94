import { m } from '~/i18n/member'
/** A storage or sync failure as a sentence for the status line (not a stack trace in the console). */
export function describeError(err: unknown): string {
  const e = err as { name?: string; message?: string; inner?: { name?: string } } | null
  const name = e?.inner?.name ?? e?.name
  if (name === 'QuotaExceededError') return m.sync_out_of_storage()
  if (name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'OpenFailedError') {
    return m.sync_storage_unavailable()
  }
  return m.sync_failed({ reason: e?.message ?? String(err) })
}
