import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { badRequest, unprocessable } from '../errors.ts'
import { clientIp, readBody, str } from '../http.ts'
import { normalizeEmail } from '../services/email-flow.ts'
import { verifyPassword } from '../services/password.ts'
import { consumeAuthCode } from '../services/pkce.ts'
import { refreshGrant } from '../services/refresh.ts'
import { createSession, tokenResponse, type AmrMethod } from '../services/sessions.ts'
import { findUserByEmail, isBanned, isConfirmed, userBanned } from '../services/users.ts'

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials')

export function registerToken(app: Hono, ctx: AuthCtx): void {
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const body = await readBody<Record<string, unknown>>(c)
    const ip = clientIp(c)
    switch (grant) {
      case 'password':
        await ctx.limiter.consume('signIn', ip)
        return c.json(await passwordGrant(ctx, body, ip))
      case 'refresh_token':
        await ctx.limiter.consume('tokenRefresh', ip)
        return c.json(await refreshGrant(ctx, str(body.refresh_token)))
      case 'pkce':
        await ctx.limiter.consume('signIn', ip)
        return c.json(await pkceGrant(ctx, str(body.auth_code), str(body.code_verifier)))
      default:
        throw badRequest('validation_failed', 'unsupported_grant_type')
    }
  })
}

async function passwordGrant(ctx: AuthCtx, body: Partial<Record<string, unknown>>, ip: string) {
  const email = normalizeEmail(body.email)
  const phone = str(body.phone)
  const password = str(body.password)
  if (email && phone) throw badRequest('validation_failed', 'Only an email address or phone number should be provided on login.')
  // Phone sign-in is not offered (no SMS provider); an unknown phone is just bad credentials.
  if (!email && !phone) throw unprocessable('validation_failed', 'missing email or phone')
  if (!email) throw invalidCredentials()
  const { pool } = ctx.deps
  // Refused only for the address that guessed; elsewhere slowed while the account is under attack. The
  // wait comes before the check, so an answer that comes sooner tells nothing about the password.
  const delay = await ctx.limiter.signInDelay(email, ip)
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
  const user = await findUserByEmail(pool, email)
  // One message and one bcrypt round for an unknown e-mail, an account without a password and a
  // wrong password, so neither the answer nor its timing reveals which addresses have accounts.
  const matches = await verifyPassword(password, user?.encrypted_password ?? null)
  if (!user || !matches) {
    await ctx.limiter.accountFailed(email, ip)
    throw invalidCredentials()
  }
  await ctx.limiter.accountSucceeded(email, ip)
  if (isBanned(user)) throw userBanned()
  if (!isConfirmed(user)) throw badRequest('email_not_confirmed', 'Email not confirmed')
  return withTx(pool, async (tx) => {
    const { sessionId, refreshToken } = await createSession(tx, user.id, 'password')
    return tokenResponse(ctx.deps, tx, user.id, sessionId, refreshToken)
  })
}

async function pkceGrant(ctx: AuthCtx, authCode: string, verifier: string) {
  return withTx(ctx.deps.pool, async (tx) => {
    const flow = await consumeAuthCode(tx, authCode, verifier)
    const userId = flow.user_id as string
    const method = (flow.authentication_method || 'oauth') as AmrMethod
    const { sessionId, refreshToken } = await createSession(tx, userId, method)
    return tokenResponse(ctx.deps, tx, userId, sessionId, refreshToken, {
      provider_token: flow.provider_access_token ?? undefined,
      provider_refresh_token: flow.provider_refresh_token ?? undefined,
    })
  })
}
