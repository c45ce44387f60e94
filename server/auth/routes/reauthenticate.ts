import type { Context, Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { unprocessable } from '../errors.ts'
import { authenticate } from '../http.ts'
import { sendReauthentication } from '../services/email-flow.ts'
import { findUserById, isConfirmed } from '../services/users.ts'

/**
 * GET /reauthenticate (supabase-js `auth.reauthenticate()`): mails a 6-digit nonce that PUT /user
 * takes as `nonce` for a password change when secure password change is on. POST is accepted too.
 */
export function registerReauthenticate(app: Hono, ctx: AuthCtx): void {
  const handler = async (c: Context) => {
    const { user } = await authenticate(ctx.deps, c)
    if (!user.email) {
      throw unprocessable('validation_failed', 'Reauthentication requires the user to have an email or a phone number')
    }
    if (!isConfirmed(user)) throw unprocessable('email_not_confirmed', 'Please verify your email first.')
    await withTx(ctx.deps.pool, async (tx) => {
      const current = await findUserById(tx, user.id)
      if (current) await sendReauthentication(ctx, tx, current)
    })
    return c.json({})
  }
  app.get('/reauthenticate', handler)
  app.post('/reauthenticate', handler)
}
