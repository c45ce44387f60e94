import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { badRequest } from '../errors.ts'
import { clientIp, readBody, str } from '../http.ts'
import { emailProblem, normalizeEmail, sendEmailLink } from '../services/email-flow.ts'
import { createFlowState, parsePkceParams } from '../services/pkce.ts'
import { resolveRedirect } from '../services/redirect.ts'
import { findUserByEmail, isConfirmed, isPendingInvitation } from '../services/users.ts'

function requireEmail(raw: unknown): string {
  const email = normalizeEmail(raw)
  const problem = emailProblem(email)
  if (problem) throw badRequest('validation_failed', problem)
  return email
}

/**
 * POST /resend and POST /recover. Both answer 200 {} for unknown addresses so they cannot be
 * used to discover accounts. Resending a sign-up confirmation for an already confirmed address
 * is also a silent 200 {} with no mail — GoTrue's behaviour (it does not return an error).
 */
export function registerMails(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx

  app.post('/resend', async (c) => {
    await ctx.limiter.consume('resend', clientIp(c))
    const body = await readBody<Record<string, unknown>>(c)
    const type = str(body.type)
    if (type !== 'signup' && type !== 'email_change') {
      throw badRequest('validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change')
    }
    if (str(body.phone)) throw badRequest('validation_failed', 'Phone logins are disabled')
    const email = requireEmail(body.email)
    // A PKCE client's resent link answers ?code= like its first one did (GoTrue's /resend since
    // supabase/auth#2401); without a challenge the link stays implicit.
    const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method)
    const redirectTo = resolveRedirect(deps, c.req.query('redirect_to'))
    await withTx(deps.pool, async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user) return
      // A pending invitation keeps its own link: a sign-up confirmation in its place would void it.
      if (type === 'signup' && !isConfirmed(user) && !isPendingInvitation(user)) {
        if (pkce) await createFlowState(tx, { userId: user.id, pkce, providerType: 'email', authMethod: 'email/signup' })
        await sendEmailLink(ctx, tx, user, 'signup', { to: email, redirectTo, pkce: pkce !== null })
      }
      if (type === 'email_change' && user.email_change) {
        if (pkce) await createFlowState(tx, { userId: user.id, pkce, providerType: 'email', authMethod: 'email_change' })
        await sendEmailLink(ctx, tx, user, 'email_change', { to: user.email_change, redirectTo, pkce: pkce !== null })
      }
    })
    return c.json({})
  })

  app.post('/recover', async (c) => {
    await ctx.limiter.consume('recover', clientIp(c))
    const body = await readBody<Record<string, unknown>>(c)
    const email = requireEmail(body.email)
    const pkce = parsePkceParams(body.code_challenge, body.code_challenge_method)
    const redirectTo = resolveRedirect(deps, c.req.query('redirect_to'))
    await withTx(deps.pool, async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (!user) return
      if (pkce) await createFlowState(tx, { userId: user.id, pkce, providerType: 'recovery', authMethod: 'recovery' })
      await sendEmailLink(ctx, tx, user, 'recovery', { to: email, redirectTo, pkce: pkce !== null })
    })
    return c.json({})
  })
}
