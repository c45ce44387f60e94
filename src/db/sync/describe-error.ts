/** A storage or sync failure as a sentence for the status line (not a stack trace in the console). */
export function describeError(err: unknown): string {
  const e = err as { name?: string; message?: string; inner?: { name?: string } } | null
  const name = e?.inner?.name ?? e?.name
  if (name === 'QuotaExceededError') return 'This device is out of storage space for offline data. Free up space, then try again.'
  if (name === 'DatabaseClosedError' || name === 'InvalidStateError' || name === 'OpenFailedError') {
    return 'Offline data is not available on this device right now. Reload the page to try again.'
  }
  return `Sync failed: ${e?.message ?? String(err)}`
}
