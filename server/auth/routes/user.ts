import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { badRequest, unprocessable } from '../errors.ts'
import { authenticate, readBody, str } from '../http.ts'
import { emailProblem, normalizeEmail, sendEmailChange } from '../services/email-flow.ts'
import { verifyNonce } from '../services/reauthenticate.ts'
import { confirmEmailChange } from '../services/verify.ts'
import { checkPasswordStrength, hashPassword, verifyPassword } from '../services/password.ts'
import { createFlowState, parsePkceParams } from '../services/pkce.ts'
import { resolveRedirect } from '../services/redirect.ts'
import { findUserByEmail, findUserById, serializeUser } from '../services/users.ts'
import { checkMetadataSize, mergeMetadata } from '../services/user-metadata.ts'

interface UpdateBody {
  email: string
  password: string
  nonce: string
  data: Record<string, unknown>
  code_challenge: string
  code_challenge_method: string
}

/** GoTrue asks for a reauthentication nonce when the session is older than this. */
const RECENT_SIGN_IN_MS = 24 * 3600 * 1000

export function registerUser(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx

  app.get('/user', async (c) => {
    const { user } = await authenticate(deps, c)
    return c.json(await serializeUser(deps.pool, user))
  })

  /**
   * PUT /user: metadata, password (logs out the user's other sessions, like GoTrue; with secure
   * password change, a session older than 24 h also needs the nonce from /reauthenticate) and e-mail
   * change (links to the new address and, with secure e-mail change, to the current one; the
   * address changes once both are followed).
   */
  app.put('/user', async (c) => {
    const { user, session } = await authenticate(deps, c)
    const body = await readBody<UpdateBody>(c)
    const password = typeof body.password === 'string' ? body.password : undefined
    if (password !== undefined) checkPasswordStrength(password)
    if (body.data !== undefined && (typeof body.data !== 'object' || body.data === null || Array.isArray(body.data))) {
      throw badRequest('validation_failed', 'Could not parse request body as JSON: user_metadata must be an object')
    }
    // The same cap as at sign-up: metadata travels in every access token.
    if (body.data) checkMetadataSize(mergeMetadata(user.raw_user_meta_data, body.data))
    const newEmail = str(body.email) ? normalizeEmail(body.email) : ''
    if (newEmail) {
      const problem = emailProblem(newEmail)
      if (problem) throw badRequest('validation_failed', problem)
    }
    if (password !== undefined && (await verifyPassword(password, user.encrypted_password))) {
      throw unprocessable('same_password', 'New password should be different from the old password.')
    }
    const passwordHash = password !== undefined ? await hashPassword(password) : null
    const redirectTo = resolveRedirect(deps, c.req.query('redirect_to'))
    // supabase-js sends a PKCE challenge with an e-mail change; the last link then answers ?code=.
    const pkce = newEmail ? parsePkceParams(body.code_challenge, body.code_challenge_method) : null
    const needsNonce =
      password !== undefined &&
      ctx.settings.securePasswordChange &&
      (!session || Date.now() > session.created_at.getTime() + RECENT_SIGN_IN_MS)
    const nonce = str(body.nonce)
    if (needsNonce && !nonce) throw badRequest('reauthentication_needed', 'Password update requires reauthentication')
    if (needsNonce) await ctx.failures.attempt(`reauthentication:${user.id}`)

    const json = await withTx(deps.pool, async (tx) => {
      if (needsNonce) await verifyNonce(tx, deps.jwtSecret, user.id, nonce)
      if (body.data) {
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          mergeMetadata(user.raw_user_meta_data, body.data),
        ])
      }
      if (passwordHash) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          passwordHash,
        ])
        // A new password ends every other session (GoTrue's UpdatePassword → LogoutAllExceptMe).
        await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
          user.id,
          session?.id ?? null,
        ])
      }
      if (newEmail && newEmail !== user.email) {
        const taken = await findUserByEmail(tx, newEmail)
        if (taken && taken.id !== user.id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered')
        }
        const current = await findUserById(tx, user.id)
        if (!current) throw new Error('user vanished during update')
        // Without confirmations (GoTrue's autoconfirm) the address changes at once.
        if (ctx.settings.mailerAutoconfirm) await confirmEmailChange(tx, { ...current, email_change: newEmail })
        else {
          if (pkce) await createFlowState(tx, { userId: user.id, pkce, providerType: 'email', authMethod: 'email_change' })
          await sendEmailChange(ctx, tx, current, newEmail, { redirectTo, pkce: pkce !== null })
        }
      }
      const updated = await findUserById(tx, user.id)
      return serializeUser(tx, updated ?? user)
    })
    if (needsNonce) await ctx.failures.succeeded(`reauthentication:${user.id}`)
    return c.json(json)
  })
}
