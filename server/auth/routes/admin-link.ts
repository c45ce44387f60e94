import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { badRequest, notFound, unprocessable } from '../errors.ts'
import { readBody, requireAdmin, str } from '../http.ts'
import type { MailKind } from '../mail/templates.ts'
import { emailProblem, normalizeEmail } from '../services/email-flow.ts'
import { issueEmailToken } from '../services/otp.ts'
import { checkPasswordStrength, hashPassword } from '../services/password.ts'
import { resolveRedirect } from '../services/redirect.ts'
import { insertEmailUser } from '../services/signup-user.ts'
import { checkMetadataSize, metadataParam, metadataRefusal } from '../services/user-metadata.ts'
import { findUserByEmail, findUserById, isConfirmed, serializeUser } from '../services/users.ts'

const LINK_TYPES: Record<string, MailKind> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
}

/**
 * POST /admin/generate_link: the same /verify link the mail would carry, returned instead of
 * sent (GoTrue's adminGenerateLink). Response: the user's fields plus action_link, email_otp,
 * hashed_token, verification_type, redirect_to.
 */
export function registerGenerateLink(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx
  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(deps, c)
    const body = await readBody<Record<string, unknown>>(c)
    const kind = LINK_TYPES[str(body.type)]
    if (!kind) throw badRequest('validation_failed', 'Invalid link type')
    const email = normalizeEmail(body.email)
    const problem = emailProblem(email)
    if (problem) throw badRequest('validation_failed', problem)
    const newEmail = normalizeEmail(body.new_email)
    if (kind === 'email_change' && emailProblem(newEmail)) throw badRequest('validation_failed', 'Invalid new email')
    const password = str(body.password)
    if (password) checkPasswordStrength(password)
    const redirectTo = resolveRedirect(deps, str(body.redirect_to) || c.req.query('redirect_to'))
    const data = metadataParam(body.data, 'data') ?? {}
    checkMetadataSize(data)

    const result = await withTx(deps.pool, async (tx) => {
      let user = await findUserByEmail(tx, email)
      if (kind === 'signup' || kind === 'invite') {
        if (user && isConfirmed(user)) throw unprocessable('email_exists', 'A user with this email address has already been registered')
        if (!user) {
          const passwordHash = password ? await hashPassword(password) : null
          user = await insertEmailUser(tx, { email, passwordHash, data, confirmed: false })
        }
      }
      if (!user) throw notFound('user_not_found', 'User with this email not found')
      if (kind === 'email_change') {
        // The admin's link alone confirms the change: no half-confirmed earlier request is kept.
        await tx.query(
          `update auth.users set email_change = $2, email_change_token_current = '', email_change_confirm_status = 0
           where id = $1`,
          [user.id, newEmail],
        )
        user = (await findUserById(tx, user.id)) ?? user
      }
      const { hash, otp } = await issueEmailToken(tx, deps.jwtSecret, user, kind, kind === 'email_change' ? newEmail : email, false)
      const link = new URL(`${deps.externalUrl}/auth/v1/verify`)
      link.searchParams.set('token', hash)
      link.searchParams.set('type', kind)
      link.searchParams.set('redirect_to', redirectTo)
      const fresh = (await findUserById(tx, user.id)) ?? user
      return {
        ...(await serializeUser(tx, fresh)),
        action_link: link.toString(),
        email_otp: otp,
        hashed_token: hash,
        verification_type: kind,
        redirect_to: redirectTo,
      }
    }).catch((error: unknown) => {
      throw metadataRefusal(error) ?? error
    })
    return c.json(result)
  })
}
