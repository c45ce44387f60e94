export const BACKOFF_BASE_MS = 1000
export const BACKOFF_CAP_MS = 60_000

/**
 * Delay before retry number `attempts` (1 = after the first failure): doubling from 1 s, capped at 60 s,
 * with jitter in [50%, 100%] so tablets that reconnect together do not retry in lockstep.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(exp * (0.5 + random() * 0.5))
}
