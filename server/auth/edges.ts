import type { Context, Hono, MiddlewareHandler } from 'hono'
import { AuthError, badRequest, errorResponse, notFound } from './errors.ts'
import { textProblem } from './http.ts'

/**
 * No auth request needs more than a few kilobytes (user metadata is capped at 4 KB); 1 MB leaves room
 * for any client while a 10 MB body is refused before it is read, let alone parsed or stored.
 */
export const MAX_BODY_BYTES = 1024 * 1024

const tooLarge = () => new AuthError(413, 'request_too_large', 'Request body cannot be larger than 1 MB')

/** Past this, a chunked body is not worth reading to the end just to keep the connection open. */
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES

/**
 * 413 in GoTrue's error shape, decided on Content-Length or while a chunked body streams in. With a
 * Content-Length the body is never read here and Node discards it after the answer; a chunked body
 * is read to its end (up to 16 MB, then the connection is dropped), so the client has sent it all
 * when the answer comes and the connection stays usable (hono's bodyLimit leaves it stuck).
 */
export const limitBody: MiddlewareHandler = async (c, next) => {
  const body = c.req.raw.body
  if (!body) return next()
  const declared = c.req.raw.headers.get('content-length')
  if (declared !== null && !c.req.raw.headers.has('transfer-encoding')) {
    return Number(declared) > MAX_BODY_BYTES ? errorResponse(c, tooLarge()) : next()
  }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.length
    if (size <= MAX_BODY_BYTES) chunks.push(value)
    else if (size > MAX_DRAINED_BYTES) {
      await reader.cancel()
      c.header('Connection', 'close')
      return errorResponse(c, tooLarge())
    }
  }
  if (size > MAX_BODY_BYTES) return errorResponse(c, tooLarge())
  const whole = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.length
  }
  c.req.raw = new Request(c.req.raw, { body: whole })
  await next()
}

/** A NUL or half a surrogate pair in the query string would reach PostgreSQL as a 500. */
export const checkQueryText: MiddlewareHandler = async (c, next) => {
  for (const [key, value] of new URL(c.req.url).searchParams) {
    const problem = textProblem(key) ?? textProblem(value)
    if (problem) throw badRequest('validation_failed', problem)
  }
  await next()
}

/** A route pattern as a RegExp over the path below the service's mount point. */
function patternRegExp(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}/?$`)
}

/**
 * Answers what no route took: 405 when the path exists under another method (chi, GoTrue's router,
 * does the same), else 404 — both as JSON in GoTrue's error shape, never Hono's plain-text default.
 * Registered last. Mounted with app.route(), Hono keeps the parent's notFound, so this must be a route.
 */
export function answerUnmatched(app: Hono): void {
  let routes: { method: string; re: RegExp }[] | null = null
  const unmatched = (c: Context) => {
    routes ??= app.routes.filter((r) => r.method !== 'ALL').map((r) => ({ method: r.method, re: patternRegExp(r.path) }))
    // The catch-all's own pattern ends in "*": what precedes it is where the service is mounted.
    const base = c.req.routePath.replace(/\/?\*$/, '')
    const path = c.req.path.slice(base.length) || '/'
    if (routes.some((r) => r.re.test(path))) {
      return errorResponse(c, new AuthError(405, 'method_not_allowed', 'Method Not Allowed'))
    }
    return errorResponse(c, notFound('not_found', 'Not Found'))
  }
  app.all('*', unmatched)
  app.notFound(unmatched)
}
