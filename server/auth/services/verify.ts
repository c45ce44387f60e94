import type { Db } from '../db.ts'
import { unprocessable } from '../errors.ts'
import type { MailKind } from '../mail/templates.ts'
import { consumeEmailToken, findUserByEmailToken, tokenHash } from './otp.ts'
import type { AmrMethod } from './sessions.ts'
import { confirmEmail } from './signup-user.ts'
import { findUserByEmail, isBanned, userBanned, type UserRow } from './users.ts'

export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const
export type VerifyType = (typeof VERIFY_TYPES)[number]

/** The kinds of mail whose link or code /verify accepts. */
type LinkKind = Exclude<MailKind, 'reauthentication'>

export const isVerifyType = (t: string): t is VerifyType => (VERIFY_TYPES as readonly string[]).includes(t)

/** The auth method a PKCE code from this link carries (GoTrue's flow_state authentication_method). */
export const AUTH_METHOD: Record<LinkKind, AmrMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
  email_change_current: 'email_change',
}

/** GoTrue's singleConfirmationAccepted, answered when one half of a secure e-mail change is confirmed. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email'

export interface Verified {
  user: UserRow
  kind: LinkKind
  pkce: boolean
  /** Secure e-mail change: this half is confirmed, the other address still has to confirm. */
  pending: boolean
}

/** `email` is GoTrue's catch-all OTP type: a sign-up confirmation or a magic link. */
function kindsFor(type: VerifyType): LinkKind[] {
  if (type === 'email') return ['signup', 'magiclink']
  if (type === 'email_change') return ['email_change', 'email_change_current']
  return [type]
}

/**
 * Finds the user holding the token (by hash, or by e-mail + 6-digit code), applies what the link
 * confirms and consumes the token. null = invalid or expired (the caller answers otp_expired).
 * A banned user's token is refused before anything is applied, as GoTrue's verifyTokenHash does, so
 * neither a session nor a PKCE auth code comes out of it.
 */
export async function verifyEmailToken(
  db: Db,
  type: VerifyType,
  by: { hash: string } | { email: string; otp: string },
  opts: { secureEmailChange: boolean; secret: string },
): Promise<Verified | null> {
  for (const kind of kindsFor(type)) {
    const hash = 'hash' in by ? by.hash : tokenHash(opts.secret, by.email, by.otp)
    const found = await findUserByEmailToken(db, kind, hash)
    if (!found) continue
    if (isBanned(found.user)) throw userBanned(403)
    if (found.expired) continue
    // For e-mail + code, the code must belong to that address (the new one for email_change).
    if ('email' in by) {
      const target = kind === 'email_change' ? found.user.email_change : found.user.email
      if ((target ?? '').toLowerCase() !== by.email.toLowerCase()) continue
    }
    const pending = await applyVerification(db, found.user, kind, opts)
    return { user: found.user, kind, pkce: found.pkce, pending }
  }
  return null
}

/** Returns true when the verification only recorded half of a secure e-mail change. */
async function applyVerification(db: Db, user: UserRow, kind: LinkKind, opts: { secureEmailChange: boolean }) {
  await consumeEmailToken(db, user.id, kind)
  if (kind === 'email_change' || kind === 'email_change_current') {
    // GoTrue's emailChangeVerify: the first of the two confirmations only counts.
    if (opts.secureEmailChange && (user.email_change_confirm_status ?? 0) === 0 && user.email) {
      const other = kind === 'email_change' ? user.email_change_token_current : user.email_change_token_new
      // A change requested while secure change was off has only the one token: nothing to wait for.
      if (other) {
        await db.query('update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1', [
          user.id,
        ])
        return true
      }
    }
    await confirmEmailChange(db, user)
    return false
  }
  // A recovery or magic link also proves the address, like GoTrue's recoverVerify.
  await confirmEmail(db, user.id)
  if (kind === 'invite') await db.query('update auth.users set invited_at = coalesce(invited_at, now()) where id = $1', [user.id])
  return false
}

/** GoTrue's ConfirmEmailChange: the address moves, every e-mail-change token goes. */
export async function confirmEmailChange(db: Db, user: UserRow): Promise<void> {
  const email = (user.email_change ?? '').toLowerCase()
  if (!email) throw unprocessable('validation_failed', 'No e-mail change is pending')
  // Someone may have taken the address since the change was asked for.
  const taken = await findUserByEmail(db, email)
  if (taken && taken.id !== user.id) {
    throw unprocessable('email_exists', 'A user with this email address has already been registered')
  }
  await db.query(
    `update auth.users set email = $2::text, email_change = '', email_change_sent_at = null,
       email_change_token_new = '', email_change_token_current = '', email_change_confirm_status = 0,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = case when raw_user_meta_data ? 'email'
         then raw_user_meta_data || jsonb_build_object('email', $2::text) else raw_user_meta_data end
     where id = $1`,
    [user.id, email],
  )
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
       updated_at = now() where user_id = $1 and provider = 'email'`,
    [user.id, email],
  )
  await db.query(
    `delete from auth.one_time_tokens where user_id = $1
       and token_type in ('email_change_token_new', 'email_change_token_current')`,
    [user.id],
  )
}
