let drainingHere = false

/**
 * Runs `fn` only if no other tab (or this one) is draining this user's outbox: Web Locks with ifAvailable,
 * so a second tab does not queue behind the first but simply leaves the work to it. Without Web Locks
 * (old browsers) only this tab is guarded; two tabs could then both send an item, which the server's
 * idempotency (replayed) turns into one effect.
 */
export async function withDrainLock<T>(userId: string, fn: () => Promise<T>): Promise<T | 'busy'> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks && typeof locks.request === 'function') {
    return locks.request(`elsy-outbox-${userId}`, { ifAvailable: true }, async (lock) => (lock ? fn() : 'busy' as const))
  }
  if (drainingHere) return 'busy'
  drainingHere = true
  try {
    return await fn()
  } finally {
    drainingHere = false
  }
}
