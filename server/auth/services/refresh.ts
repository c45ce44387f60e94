import type { AuthCtx } from '../context.ts'
import { CommitThenThrow, one, withTx } from '../db.ts'
import { badRequest } from '../errors.ts'
import { insertRefreshToken, tokenResponse, type TokenResponse } from './sessions.ts'
import { findUserById, isBanned } from './users.ts'

interface RefreshRow {
  id: string
  token: string
  user_id: string
  revoked: boolean
  updated_at: Date
  parent: string | null
  session_id: string | null
}

const notFound = () => badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')

/**
 * grant_type=refresh_token with rotation. A revoked token is accepted only as the parent of the
 * active one (the client lost the last answer) or within the reuse interval. Reuse after that is
 * treated as theft: the whole session is destroyed (its access tokens then get session_not_found,
 * its refresh tokens refresh_token_not_found) and the deletion is committed before answering
 * refresh_token_already_used.
 */
export async function refreshGrant(ctx: AuthCtx, token: string): Promise<TokenResponse> {
  if (!token) throw badRequest('validation_failed', 'refresh_token required')
  const reuseInterval = ctx.settings.refreshTokenReuseIntervalSec
  return withTx(ctx.deps.pool, async (tx) => {
    const rt = await one<RefreshRow>(tx, 'select * from auth.refresh_tokens where token = $1 for update', [token])
    if (!rt || !rt.session_id) throw notFound()
    // Lock the session so two refreshes of one session cannot both rotate.
    const session = await one<{ id: string; not_after: Date | null }>(
      tx,
      'select id, not_after from auth.sessions where id = $1 for update',
      [rt.session_id],
    )
    if (!session) throw notFound()
    const user = await findUserById(tx, rt.user_id)
    if (!user) throw notFound()
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned')
    if (session.not_after && session.not_after.getTime() < Date.now()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired')
    }

    let issued: string | null = null
    if (rt.revoked) {
      const active = await one<{ token: string; parent: string | null }>(
        tx,
        'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [session.id],
      )
      if (active && active.parent === rt.token) {
        issued = active.token
      } else if (Date.now() > rt.updated_at.getTime() + reuseInterval * 1000) {
        await tx.query('delete from auth.sessions where id = $1', [session.id])
        console.warn(`auth: refresh token reuse detected, session ${session.id} revoked`)
        throw new CommitThenThrow(badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used'))
      }
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [rt.id])
    }
    issued ??= await insertRefreshToken(tx, user.id, session.id, rt.token)
    await tx.query(
      `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
      [session.id],
    )
    return tokenResponse(ctx.deps, tx, user.id, session.id, issued)
  })
}
