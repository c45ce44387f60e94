import { said, type Said } from '~/lib/words'

/** A storage or sync failure in words for the status line (not a stack trace in the console). */
export function describeError(err: unknown): Said {
  const e = err as { name?: string; message?: string; inner?: { name?: string } } | null
  const name = e?.inner?.name ?? e?.name
  if (name === 'QuotaExceededError') return said('sync_out_of_storage')
  if (name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'OpenFailedError') {
    return said('sync_storage_unavailable')
  }
  return said('sync_failed', { reason: e?.message ?? String(err) })
}
