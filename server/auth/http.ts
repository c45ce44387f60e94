import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { errors as joseErrors, type JWTPayload } from 'jose'
import type { AuthDeps } from './deps.ts'
import { badRequest, forbidden, unauthorized } from './errors.ts'
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
}

/** JSON body or {} for an empty body; bad JSON is a 400 like GoTrue's retrieveRequestParams. */
export async function readBody<T extends object>(c: Context): Promise<Partial<T>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Partial<T>
  } catch {
    // fall through to the error below
  }
  throw badRequest('bad_json', 'Could not parse request body as JSON')
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
