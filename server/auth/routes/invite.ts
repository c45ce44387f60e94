import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { badRequest, unprocessable } from '../errors.ts'
import { readBody, requireAdmin } from '../http.ts'
import type { MailDetails } from '../mail/templates.ts'
import { emailProblem, normalizeEmail, sendEmailLink } from '../services/email-flow.ts'
import { resolveRedirect } from '../services/redirect.ts'
import { insertEmailUser } from '../services/signup-user.ts'
import { checkMetadataSize, metadataParam, metadataRefusal } from '../services/user-metadata.ts'
import { findUserByEmail, findUserById, isConfirmed, serializeUser } from '../services/users.ts'

/**
 * POST /invite (GoTrue's Invite, supabase-js auth.admin.inviteUserByEmail): service_role only.
 * A new address becomes an unconfirmed user with invited_at and user_metadata = data; an address
 * still unconfirmed gets the invitation again; a confirmed one is GoTrue's 422 email_exists.
 * redirect_to comes from the query string, as GoTrue's GetReferrer reads it, checked like every
 * other link's. The mail carries /verify?type=invite, whose link answers with tokens in the
 * fragment (invites have no PKCE: the browser accepting is rarely the one that asked).
 *
 * One difference from GoTrue: inviting an address with a pending sign-up voids that sign-up: its
 * password, its metadata (the invitation's data replace them) and its links. The invitation link
 * replaces the sign-up link, and whoever accepts it chooses the password; what someone typed without
 * ever proving the address must not survive that. A later sign-up cannot undo it (see signup.ts). *
 * The mail names what the person is invited to do when this invitation's data say it: `club_name` and
 * `club_role` (appoint-club-owner sends the club and 'club_owner'), else it is the generic invitation. Words
 * for the mail only: what the person becomes is the database's to decide when they accept.
 */
/** What this invitation's data say the person is invited to do, when they name both the club and the role. */
function invitationDetails(data: Record<string, unknown>): MailDetails {
  const club = typeof data.club_name === 'string' ? data.club_name.trim() : ''
  const role = typeof data.club_role === 'string' ? data.club_role : ''
  return club && role ? { invitation: { club, role } } : {}
}

export function registerInvite(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx
  app.post('/invite', async (c) => {
    await requireAdmin(deps, c)
    const body = await readBody<Record<string, unknown>>(c)
    const email = normalizeEmail(body.email)
    const problem = emailProblem(email)
    if (problem) throw badRequest('validation_failed', problem)
    const data = metadataParam(body.data, 'data') ?? {}
    checkMetadataSize(data)
    const redirectTo = resolveRedirect(deps, c.req.query('redirect_to'))

    const json = await withTx(deps.pool, async (tx) => {
      // Two invitations of one address at once: one creates the user, the other re-invites it.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`signup:${email}`])
      let user = await findUserByEmail(tx, email)
      if (user && isConfirmed(user)) {
        throw unprocessable('email_exists', 'A user with this email address has already been registered')
      }
      if (user) {
        // Re-inviting keeps the first invitation's data; a pending sign-up's data were typed by anyone.
        await tx.query(
          `update auth.users set encrypted_password = null, updated_at = now(),
             raw_user_meta_data = case when invited_at is null then $2::jsonb else raw_user_meta_data end
           where id = $1`,
          [user.id, data],
        )
        await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'`, [user.id])
      } else {
        user = await insertEmailUser(tx, { email, passwordHash: null, data, confirmed: false, exactMetadata: true })
      }
      await sendEmailLink(ctx, tx, user, 'invite', { to: email, redirectTo, pkce: false, details: invitationDetails(data) })
      await tx.query('update auth.users set invited_at = now() where id = $1', [user.id])
      return serializeUser(tx, (await findUserById(tx, user.id)) ?? user)
    }).catch((error: unknown) => {
      throw metadataRefusal(error) ?? error
    })
    return c.json(json)
  })
}
