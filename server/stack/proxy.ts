import type { Context } from 'hono'
import type { ChildState } from './children.ts'
import { apiError } from './api-error.ts'

export interface Upstream {
  name: string
  url: string
  state(): ChildState
  retryInMs(): number
}

const HOP_BY_HOP = ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'accept-encoding']

/**
 * Forwards a request to a supervised child. While the child is down (crashed, restarting) the answer is a
 * 503 JSON error with Retry-After, never a bare 500; so is a request the child dropped by crashing mid-way,
 * since nobody can tell whether it ran (the app's writes are idempotent and are sent again).
 */
export async function proxy(c: Context, upstream: Upstream, prefix: string): Promise<Response> {
  if (upstream.state() !== 'up') return unavailable(c, upstream)
  const incoming = new URL(c.req.url)
  // Kong's key-auth (hide_credentials) drops the key: PostgREST would read ?apikey= as a column filter.
  incoming.searchParams.delete('apikey')
  const url = upstream.url + incoming.pathname.slice(prefix.length) + incoming.search
  const headers = new Headers(c.req.raw.headers)
  for (const name of HOP_BY_HOP) headers.delete(name)
  // Kong forwards the apikey as the bearer token when the client sent none.
  const key = headers.get('apikey') ?? c.req.query('apikey')
  if (!headers.get('authorization') && key) headers.set('authorization', `Bearer ${key}`)
  const hasBody = !['GET', 'HEAD'].includes(c.req.method)
  let answer: Response
  try {
    answer = await fetch(url, {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.arrayBuffer() : undefined,
    })
  } catch {
    return unavailable(c, upstream)
  }
  const responseHeaders = new Headers(answer.headers)
  // fetch has already decoded the body; the framing is this hop's: the server sets its own.
  responseHeaders.delete('content-encoding')
  responseHeaders.delete('content-length')
  for (const name of ['transfer-encoding', 'connection', 'keep-alive']) responseHeaders.delete(name)
  return new Response(answer.body, { status: answer.status, headers: responseHeaders })
}

function unavailable(c: Context, upstream: Upstream): Response {
  c.header('retry-after', String(Math.max(1, Math.ceil(upstream.retryInMs() / 1000))))
  return apiError(c, 503, 'service_unavailable', `The ${upstream.name} service is restarting. Try again in a moment.`)
}
