import type { Context, Next } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { apiError } from './api-error.ts'

/** How many API requests one caller may have at once: running, and waiting for one of those to end. */
export interface ConcurrencyCap {
  inFlight: number
  waiting: number
}

/**
 * `npm start` and a deployment: a browser over HTTP/1.1 opens at most six connections to an origin, so the
 * app never has more in flight; over HTTP/2 its pull (a dozen reads at once) waits for its turn.
 */
export const DEFAULT_CONCURRENCY_CAP: ConcurrencyCap = { inFlight: 6, waiting: 12 }

interface Lane {
  running: number
  queue: (() => void)[]
}

/**
 * Who signed a bearer token: its subject when the signature and expiry check out, else null. The gateway is
 * handed the auth service's own check, so a token is trusted here exactly as PostgREST will trust it.
 */
export type VerifyToken = (token: string) => Promise<string | null>

/**
 * Caps the requests one caller has in flight, so a few slow queries cannot hold every database
 * connection the API has. Past the cap a request waits its turn; past the waiting room it is refused at
 * once with 429, Retry-After and a PostgREST-shaped JSON error.
 */
export function concurrencyCap(cap: ConcurrencyCap, verify: VerifyToken) {
  const lanes = new Map<string, Lane>()
  return async (c: Context, next: Next) => {
    const key = await callerKey(c, verify)
    let lane = lanes.get(key)
    if (!lane) {
      lane = { running: 0, queue: [] }
      lanes.set(key, lane)
    }
    if (lane.running < cap.inFlight) {
      lane.running += 1
    } else if (lane.queue.length < cap.waiting) {
      // The request that ends hands its place over: `running` stays as it is.
      await new Promise<void>((resolve) => lane.queue.push(resolve))
    } else {
      c.header('retry-after', '1')
      return apiError(c, 429, 'too_many_requests', 'Too many requests at once from this client. Wait for the answers, then try again.')
    }
    try {
      await next()
    } finally {
      const waiter = lane.queue.shift()
      if (waiter) waiter()
      else {
        lane.running -= 1
        if (lane.running === 0) lanes.delete(key)
      }
    }
  }
}

/**
 * Who is calling: the verified subject of the bearer token, else the client's address. A token is verified
 * before its subject counts: a forged one naming somebody else would otherwise fill that person's lane and have
 * their own requests refused; it counts against the address it came from instead.
 */
async function callerKey(c: Context, verify: VerifyToken): Promise<string> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  if (token) {
    const sub = await verify(token).catch(() => null)
    if (sub) return `user ${sub}`
  }
  try {
    return `address ${getConnInfo(c).remote.address ?? 'unknown'}`
  } catch {
    return 'address unknown'
  }
}
