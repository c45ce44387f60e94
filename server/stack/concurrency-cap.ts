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
 * Caps the requests one caller has in flight, so a few slow queries cannot hold every database
 * connection the API has. Past the cap a request waits its turn; past the waiting room it is refused at
 * once with 429, Retry-After and a PostgREST-shaped JSON error.
 */
export function concurrencyCap(cap: ConcurrencyCap) {
  const lanes = new Map<string, Lane>()
  return async (c: Context, next: Next) => {
    const key = callerKey(c)
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
 * Who is calling: the subject of the bearer token, else the client's address. The token is not verified
 * here — PostgREST does that before it runs anything, so a forged subject buys a fresh lane only for
 * requests that are refused at once.
 */
function callerKey(c: Context): string {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (payload) {
    try {
      const sub = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub
      if (typeof sub === 'string' && sub !== '') return `user ${sub}`
    } catch {
      // not a JWT: PostgREST will say so
    }
  }
  try {
    return `address ${getConnInfo(c).remote.address ?? 'unknown'}`
  } catch {
    return 'address unknown'
  }
}
