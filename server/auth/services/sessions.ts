import { randomBytes } from 'node:crypto'
import type { AuthDeps } from '../deps.ts'
import type { Db } from '../db.ts'
import { one } from '../db.ts'
import { findUserById, isBanned, serializeUser, userBanned, type UserRow } from './users.ts'

export interface SessionRow {
  id: string
  user_id: string
  aal: 'aal1' | 'aal2' | 'aal3'
  factor_id: string | null
  not_after: Date | null
  created_at: Date
}

/** amr methods as GoTrue names them (models.AuthenticationMethod). */
export type AmrMethod =
  | 'password'
  | 'otp'
  | 'oauth'
  | 'totp'
  | 'recovery'
  | 'invite'
  | 'magiclink'
  | 'email/signup'
  | 'email_change'

export const findSession = (db: Db, id: string) =>
  one<SessionRow>(db, 'select id, user_id, aal, factor_id, not_after, created_at from auth.sessions where id = $1', [id])

/** Opaque refresh token, like GoTrue's v1 tokens (random, stored as is, rotated on use). */
export const generateRefreshToken = () => randomBytes(12).toString('base64url')

export async function insertRefreshToken(db: Db, userId: string, sessionId: string, parent: string | null) {
  const token = generateRefreshToken()
  await db.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3, $4, false)',
    [token, userId, sessionId, parent],
  )
  return token
}

export async function addAmrClaim(db: Db, sessionId: string, method: AmrMethod): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  )
}

/** A new session with its first refresh token (GoTrue's issueRefreshToken). */
export async function createSession(
  db: Db,
  userId: string,
  method: AmrMethod,
): Promise<{ sessionId: string; refreshToken: string }> {
  const session = await one<{ id: string }>(
    db,
    `insert into auth.sessions (user_id, aal, refreshed_at) values ($1, 'aal1', now() at time zone 'utc') returning id`,
    [userId],
  )
  if (!session) throw new Error('session insert returned nothing')
  await addAmrClaim(db, session.id, method)
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  // GoTrue's "login" audit entry: the one sign-in history there is (sessions are deleted on sign-out).
  await db.query(
    `insert into auth.audit_log_entries (payload)
     select json_build_object('actor_id', u.id, 'actor_username', coalesce(u.email, u.phone, ''), 'action', 'login',
                              'log_type', 'account', 'traits', json_build_object('provider', $2::text))
     from auth.users u where u.id = $1`,
    [userId, method],
  )
  const refreshToken = await insertRefreshToken(db, userId, session.id, null)
  return { sessionId: session.id, refreshToken }
}

async function amrClaims(db: Db, sessionId: string) {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  )
  return rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(r.updated_at.getTime() / 1000) }))
}

/** Signs the access token with GoTrue's claim set. */
export async function signAccessToken(deps: AuthDeps, db: Db, user: UserRow, sessionId: string) {
  const session = await findSession(db, sessionId)
  const iat = Math.floor(Date.now() / 1000)
  const exp = iat + deps.jwtExpSeconds
  const token = await deps.keys.sign({
    aud: user.aud || 'authenticated',
    exp,
    iat,
    iss: `${deps.externalUrl}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: session?.aal ?? 'aal1',
    amr: await amrClaims(db, sessionId),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
  return { token, exp }
}

/**
 * GoTrue's AccessTokenResponse. Every road to tokens ends here (grants, e-mail links and codes, OAuth, the
 * two-step code), so a banned account is refused here whatever a route checked before; routes check earlier
 * only to answer with GoTrue's own status or message for that road. Runs inside the caller's transaction:
 * the refusal rolls back the session just created.
 */
export async function tokenResponse(
  deps: AuthDeps,
  db: Db,
  userId: string,
  sessionId: string,
  refreshToken: string,
  extra: { provider_token?: string; provider_refresh_token?: string } = {},
) {
  const user = await findUserById(db, userId)
  if (!user) throw new Error('user vanished while issuing tokens')
  if (isBanned(user)) throw userBanned()
  const { token, exp } = await signAccessToken(deps, db, user, sessionId)
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: deps.jwtExpSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await serializeUser(db, user),
    ...extra,
  }
}

export type TokenResponse = Awaited<ReturnType<typeof tokenResponse>>

/** A fresh session and its tokens in one call: sign-in, verify, OAuth, PKCE exchange. */
export async function signIn(deps: AuthDeps, db: Db, userId: string, method: AmrMethod) {
  const { sessionId, refreshToken } = await createSession(db, userId, method)
  return tokenResponse(deps, db, userId, sessionId, refreshToken)
}
