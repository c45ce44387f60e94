import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { errors as joseErrors, type JWTPayload } from 'jose'
import type { AuthDeps } from './deps.ts'
import { badRequest, forbidden, unauthorized } from './errors.ts'
import { mailAsServiceRole } from './services/mail-budget.ts'
import { findSession, type SessionRow } from './services/sessions.ts'
import { findUserById, type UserRow } from './services/users.ts'

export interface Caller {
  user: UserRow
  claims: JWTPayload & Record<string, unknown>
  session: SessionRow | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function bearerToken(c: Context): string {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token')
  return match[1] as string
}

/** Verifies a bearer JWT and explains a failure the way GoTrue's parseJWTClaims does. */
export async function verifyBearer(deps: AuthDeps, token: string): Promise<Caller['claims']> {
  try {
    return (await deps.keys.verify(token)) as Caller['claims']
  } catch (error) {
    let reason = 'token is malformed'
    if (error instanceof joseErrors.JWTExpired) reason = 'token has invalid claims: token is expired'
    else if (error instanceof joseErrors.JWSSignatureVerificationFailed) reason = 'token signature is invalid: signature is invalid'
    else if (error instanceof Error && /signing method/.test(error.message)) reason = error.message
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`)
  }
}

/** GoTrue's requireAuthentication + maybeLoadUserOrSession. */
export async function authenticate(deps: AuthDeps, c: Context): Promise<Caller> {
  const claims = await verifyBearer(deps, bearerToken(c))
  if (typeof claims.sub !== 'string' || claims.sub === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim')
  if (!UUID.test(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID')
  const user = await findUserById(deps.pool, claims.sub)
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist')
  let session: SessionRow | null = null
  if (typeof claims.session_id === 'string' && claims.session_id !== '') {
    session = UUID.test(claims.session_id) ? await findSession(deps.pool, claims.session_id) : null
    if (!session || session.user_id !== user.id) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist')
    }
  }
  return { user, claims, session }
}

/** Service-role callers only (GoTrue's requireAdmin with the default admin roles). */
export async function requireAdmin(deps: AuthDeps, c: Context): Promise<void> {
  const claims = await verifyBearer(deps, bearerToken(c))
  const role = claims.role
  if (role !== 'service_role' && role !== 'supabase_admin') throw forbidden('not_admin', 'User not allowed')
  mailAsServiceRole()
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Why a piece of request text cannot be stored, or null. PostgreSQL's text and jsonb hold neither a
 * NUL character nor half a surrogate pair; left to the database, either one is a 500.
 */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'Text cannot contain NUL characters'
  if (LONE_SURROGATE.test(value)) return 'Text must be valid Unicode'
  return null
}

/**
 * Auth bodies are a few levels deep; JSON.stringify (node-postgres uses it for jsonb) overflows the
 * call stack on a few thousand levels, so deeper bodies are refused before anything serializes them.
 */
const MAX_JSON_DEPTH = 32

/** The first problem with a parsed body: too deep, or a string (keys too) that cannot be stored. */
function bodyProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]]
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number]
    if (depth > MAX_JSON_DEPTH) return `Request body cannot be nested more than ${MAX_JSON_DEPTH} levels deep`
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return problem
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1])
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) stack.push([key, depth + 1], [inner, depth + 1])
    }
  }
  return null
}

/** JSON body or {} for an empty body; bad JSON is a 400 like GoTrue's retrieveRequestParams. */
export async function readBody<T extends object>(c: Context): Promise<Partial<T>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON')
  }
  const problem = bodyProblem(value)
  if (problem) throw badRequest('validation_failed', problem)
  return value as Partial<T>
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * The caller's address for rate limits: the socket's. A request without a socket comes in-process from
 * the gateway's functions (username sign-in), which pass the caller's address in X-Forwarded-For — set by
 * the gateway from its socket — so the header is believed there and nowhere else.
 */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address
    if (address) return address
  } catch {
    // in-process: no socket
  }
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown'
}
