import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { AuthError, badRequest, forbidden } from '../errors.ts'
import { clientIp, readBody, str } from '../http.ts'
import { normalizeEmail } from '../services/email-flow.ts'
import { issueAuthCode, latestFlowForUser } from '../services/pkce.ts'
import { errorRedirect, resolveRedirect, withFragment, withQuery } from '../services/redirect.ts'
import { signIn } from '../services/sessions.ts'
import {
  AUTH_METHOD,
  isVerifyType,
  SINGLE_CONFIRMATION_ACCEPTED,
  verifyEmailToken,
  type VerifyType,
} from '../services/verify.ts'

const linkExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired')
const otpExpired = () => forbidden('otp_expired', 'Token has expired or is invalid')

function verifyType(raw: string): VerifyType {
  if (!isVerifyType(raw)) throw badRequest('validation_failed', 'Verify requires a verification type')
  return raw
}

export function registerVerify(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx
  const opts = { secureEmailChange: ctx.settings.secureEmailChange, secret: deps.jwtSecret }

  /** The link in the e-mail: confirm, then 303 to redirect_to with the session or an error. */
  app.get('/verify', async (c) => {
    await ctx.limiter.consume('verify', clientIp(c))
    const type = verifyType(c.req.query('type') ?? '')
    const redirectTo = resolveRedirect(deps, c.req.query('redirect_to'))
    const token = c.req.query('token') ?? ''
    try {
      const target = await withTx(deps.pool, async (tx) => {
        const verified = await verifyEmailToken(tx, type, { hash: token }, opts)
        if (!verified) throw linkExpired()
        if (verified.pending) {
          // GoTrue's prepRedirectURL: the message in the fragment (and the query for PKCE links).
          const url = new URL(redirectTo)
          if (verified.pkce) url.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED)
          url.hash = new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED }).toString()
          return url.toString()
        }
        if (verified.pkce) {
          const flow = await latestFlowForUser(tx, verified.user.id, AUTH_METHOD[verified.kind])
          if (!flow) throw linkExpired()
          return withQuery(redirectTo, { code: await issueAuthCode(tx, flow.id, verified.user.id) })
        }
        const session = await signIn(deps, tx, verified.user.id, 'otp')
        return withFragment(redirectTo, {
          access_token: session.access_token,
          expires_at: session.expires_at,
          expires_in: session.expires_in,
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        })
      })
      return c.redirect(target, 303)
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error
      return c.redirect(errorRedirect(redirectTo, error, token.startsWith('pkce_')), 303)
    }
  })

  /** supabase-js verifyOtp: token_hash + type, or email + 6-digit token + type → a session. */
  app.post('/verify', async (c) => {
    await ctx.limiter.consume('verify', clientIp(c))
    const body = await readBody<Record<string, unknown>>(c)
    const type = verifyType(str(body.type))
    const hash = str(body.token_hash)
    const email = normalizeEmail(body.email)
    const otp = str(body.token)
    if (!hash && !(email && otp)) {
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash')
    }
    // Wrong 6-digit codes count against the address: after a few, even the right one waits.
    const lockKey = hash ? null : `email:${email}`
    if (lockKey) await ctx.failures.attempt(lockKey)
    const result = await withTx(deps.pool, async (tx) => {
      const verified = await verifyEmailToken(tx, type, hash ? { hash } : { email, otp }, opts)
      if (!verified) return null
      if (verified.pending) return { pending: true as const }
      return { session: await signIn(deps, tx, verified.user.id, 'otp') }
    })
    if (!result) throw otpExpired()
    if (lockKey) await ctx.failures.succeeded(lockKey)
    if ('pending' in result) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' })
    return c.json(result.session)
  })
}
