import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { one, withTx } from '../db.ts'
import { AuthError, badRequest, unprocessable } from '../errors.ts'
import { authenticate, readBody, str } from '../http.ts'
import {
  CHALLENGE_EXPIRY_SEC,
  claimTotpStep,
  MAX_UNVERIFIED_FACTORS,
  newTotp,
  ownFactor,
  totpCodeStep,
} from '../services/mfa.ts'
import { addAmrClaim, insertRefreshToken, tokenResponse } from '../services/sessions.ts'
import { isBanned, listFactors, userBanned } from '../services/users.ts'

/** TOTP factors: enrol, challenge, verify (→ aal2 session), unenrol. */
export function registerFactors(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx

  app.post('/factors', async (c) => {
    const { user, session } = await authenticate(deps, c)
    const body = await readBody<Record<string, unknown>>(c)
    const type = str(body.factor_type)
    if (type !== 'totp') {
      if (type === 'phone' || type === 'webauthn') throw unprocessable('mfa_phone_enroll_not_enabled', `MFA enroll is disabled for ${type}`)
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone or webauthn')
    }
    const factors = await listFactors(deps.pool, user.id)
    if (factors.some((f) => f.status === 'verified') && session?.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to enroll a new factor')
    }
    const friendlyName = str(body.friendly_name)
    if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
      throw unprocessable('mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`)
    }
    if (factors.filter((f) => f.status === 'unverified').length >= MAX_UNVERIFIED_FACTORS) {
      throw unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of unverified factors reached, unenroll to continue')
    }
    const issuer = str(body.issuer) || new URL(deps.siteUrl).hostname
    const totp = newTotp(issuer, user.email ?? user.id)
    const factor = await one<{ id: string }>(
      deps.pool,
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, $2, 'totp', 'unverified', $3) returning id`,
      [user.id, friendlyName || null, totp.secret],
    )
    return c.json({ id: factor?.id, type: 'totp', friendly_name: friendlyName, totp })
  })

  app.post('/factors/:id/challenge', async (c) => {
    const { user } = await authenticate(deps, c)
    const factor = await ownFactor(deps.pool, user.id, c.req.param('id'))
    const challenge = await withTx(deps.pool, async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id])
      return one<{ id: string; created_at: Date }>(
        tx,
        'insert into auth.mfa_challenges (factor_id) values ($1) returning id, created_at',
        [factor.id],
      )
    })
    if (!challenge) throw new Error('challenge insert returned nothing')
    return c.json({
      id: challenge.id,
      type: factor.factor_type,
      expires_at: Math.floor(challenge.created_at.getTime() / 1000) + CHALLENGE_EXPIRY_SEC,
    })
  })

  app.post('/factors/:id/verify', async (c) => {
    const { user, session } = await authenticate(deps, c)
    const body = await readBody<Record<string, unknown>>(c)
    const factor = await ownFactor(deps.pool, user.id, c.req.param('id'))
    if (!session) throw new AuthError(401, 'session_not_found', 'Session not found')
    // GoTrue's requireAuthentication refuses a banned user's access token before the code is looked at.
    if (isBanned(user)) throw userBanned(403)
    const challengeId = str(body.challenge_id)
    // Counted per challenge and per factor, so new challenges do not buy new guesses.
    const lockKeys = [`mfa-challenge:${challengeId.slice(0, 36)}`, `mfa-factor:${factor.id}`]
    await ctx.failures.attempt(...lockKeys)
    const result = await withTx(deps.pool, async (tx) => {
      const challenge = /^[0-9a-f-]{36}$/i.test(challengeId)
        ? await one<{ id: string; created_at: Date }>(
            tx,
            'select id, created_at from auth.mfa_challenges where id = $1 and factor_id = $2 and verified_at is null for update',
            [challengeId, factor.id],
          )
        : null
      if (!challenge) throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
      if (challenge.created_at.getTime() + CHALLENGE_EXPIRY_SEC * 1000 < Date.now()) {
        throw unprocessable(
          'mfa_challenge_expired',
          `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new factor.`,
        )
      }
      const step = totpCodeStep(factor.secret ?? '', str(body.code))
      // A code already used (by this or another session) is as wrong as a mistyped one, as in GoTrue.
      if (step === null || !(await claimTotpStep(tx, factor.id, step))) {
        return { failed: true as const }
      }
      await tx.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id])
      await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
        session.id,
        factor.id,
      ])
      await addAmrClaim(tx, session.id, 'totp')
      if (factor.status !== 'verified') {
        // A newly verified factor ends the user's weaker sessions (GoTrue's InvalidateSessionsWithAALLessThan).
        await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal < 'aal2'`, [user.id, session.id])
      }
      // Rotate: the aal2 session gets a new refresh token, the old ones stop working.
      const last = await one<{ token: string }>(
        tx,
        'select token from auth.refresh_tokens where session_id = $1 order by id desc limit 1',
        [session.id],
      )
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [session.id])
      const refreshToken = await insertRefreshToken(tx, user.id, session.id, last?.token ?? null)
      return { session: await tokenResponse(deps, tx, user.id, session.id, refreshToken) }
    })
    if ('failed' in result) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered')
    await ctx.failures.succeeded(...lockKeys)
    return c.json(result.session)
  })

  app.delete('/factors/:id', async (c) => {
    const { user, session } = await authenticate(deps, c)
    const factor = await ownFactor(deps.pool, user.id, c.req.param('id'))
    if (factor.status === 'verified' && session?.aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor')
    }
    await withTx(deps.pool, async (tx) => {
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
      await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [
        factor.id,
      ])
    })
    return c.json({ id: factor.id })
  })
}
