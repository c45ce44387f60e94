import type { Db } from '../db.ts'
import type { MailKind } from '../mail/templates.ts'
import { consumeEmailToken, findUserByEmailToken, tokenHash } from './otp.ts'
import type { AmrMethod } from './sessions.ts'
import { confirmEmail } from './signupuser.ts'
import type { UserRow } from './users.ts'

export const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'] as const
export type VerifyType = (typeof VERIFY_TYPES)[number]

export const isVerifyType = (t: string): t is VerifyType => (VERIFY_TYPES as readonly string[]).includes(t)

/** The auth method a PKCE code from this link carries (GoTrue's flow_state authentication_method). */
export const AUTH_METHOD: Record<MailKind, AmrMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
}

export interface Verified {
  user: UserRow
  kind: MailKind
  pkce: boolean
}

/** `email` is GoTrue's catch-all OTP type: a sign-up confirmation or a magic link. */
const kindsFor = (type: VerifyType): MailKind[] => (type === 'email' ? ['signup', 'magiclink'] : [type])

/**
 * Finds the user holding the token (by hash, or by e-mail + 6-digit code), applies what the link
 * confirms and consumes the token. null = invalid or expired (the caller answers otp_expired).
 */
export async function verifyEmailToken(
  db: Db,
  type: VerifyType,
  by: { hash: string } | { email: string; otp: string },
): Promise<Verified | null> {
  for (const kind of kindsFor(type)) {
    const hash = 'hash' in by ? by.hash : tokenHash(by.email, by.otp)
    const found = await findUserByEmailToken(db, kind, hash)
    if (!found || found.expired) continue
    // For e-mail + code, the code must belong to that address (for email_change, the new one).
    if ('email' in by) {
      const target = kind === 'email_change' ? found.user.email_change : found.user.email
      if ((target ?? '').toLowerCase() !== by.email.toLowerCase()) continue
    }
    await applyVerification(db, found.user, kind)
    return { user: found.user, kind, pkce: found.pkce }
  }
  return null
}

async function applyVerification(db: Db, user: UserRow, kind: MailKind): Promise<void> {
  await consumeEmailToken(db, user.id, kind)
  if (kind === 'email_change') {
    const email = user.email_change ?? ''
    await db.query(
      `update auth.users set email = $2, email_change = '', email_change_sent_at = null,
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
    return
  }
  // A recovery or magic link also proves the address, like GoTrue's recoverVerify.
  await confirmEmail(db, user.id)
  if (kind === 'invite') await db.query('update auth.users set invited_at = coalesce(invited_at, now()) where id = $1', [user.id])
}
