import type { AuthCtx } from '../context.ts'
import { one, type Db } from '../db.ts'
import { mailLocale, type MailDetails, type MailKind, type MailLocale } from '../mail/templates.ts'
import { issueEmailToken, lastSentAt } from './otp.ts'
import { frequencyError } from './rate-limit.ts'
import type { UserRow } from './users.ts'

/**
 * Issues a token of `kind` for the user and mails the /verify link (GoTrue's sendConfirmation,
 * sendRecovery, sendEmailChange). Runs inside the caller's transaction so a failed send
 * leaves no dangling token.
 */
export async function sendEmailLink(
  ctx: AuthCtx,
  db: Db,
  user: UserRow,
  kind: MailKind,
  opts: { to: string; redirectTo: string; pkce: boolean; details?: MailDetails },
): Promise<void> {
  const tooSoon = frequencyError(lastSentAt(user, kind), ctx.limiter.config.emailFrequencySec)
  if (tooSoon) throw tooSoon
  await issueAndMail(ctx, db, user, kind, opts)
}

async function issueAndMail(
  ctx: AuthCtx,
  db: Db,
  user: UserRow,
  kind: MailKind,
  opts: { to: string; redirectTo: string; pkce: boolean; details?: MailDetails },
): Promise<void> {
  const { hash, otp } = await issueEmailToken(db, ctx.deps.jwtSecret, user, kind, opts.to, opts.pkce)
  const link = new URL(`${ctx.deps.externalUrl}/auth/v1/verify`)
  link.searchParams.set('token', hash)
  // Both halves of an e-mail change are verified as GoTrue's type=email_change.
  link.searchParams.set('type', kind === 'email_change_current' ? 'email_change' : kind)
  link.searchParams.set('redirect_to', opts.redirectTo)
  await ctx.mailer.send(kind, opts.to, link.toString(), otp, opts.details, await mailLocaleOf(db, user))
}

/**
 * The language of a person's mails: their profile's (chosen in Settings), else the one they signed up in
 * (sign-up metadata), else English.
 */
async function mailLocaleOf(db: Db, user: UserRow): Promise<MailLocale> {
  const row = await one<{ locale: string | null }>(db, 'select locale from public.profiles where id = $1', [user.id])
  return mailLocale(row?.locale ?? user.raw_user_meta_data?.locale)
}

/**
 * GoTrue's sendEmailChange: a link and code to the new address and, with secure e-mail change, one
 * to the current address too. A new request replaces both tokens and starts the count again, so
 * links of an earlier request stop working.
 */
export async function sendEmailChange(
  ctx: AuthCtx,
  db: Db,
  user: UserRow,
  newEmail: string,
  opts: { redirectTo: string; pkce: boolean },
): Promise<void> {
  const tooSoon = frequencyError(lastSentAt(user, 'email_change'), ctx.limiter.config.emailFrequencySec)
  if (tooSoon) throw tooSoon
  const secure = ctx.settings.secureEmailChange && Boolean(user.email)
  await db.query(
    `update auth.users set email_change = $2, email_change_confirm_status = 0, email_change_token_current = '',
       updated_at = now() where id = $1`,
    [user.id, newEmail],
  )
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'email_change_token_current'`, [
    user.id,
  ])
  await issueAndMail(ctx, db, user, 'email_change', { to: newEmail, ...opts })
  if (secure && user.email) {
    await issueAndMail(ctx, db, user, 'email_change_current', { to: user.email, ...opts, details: { newEmail } })
  }
}

/** GoTrue's sendReauthenticationOtp: a 6-digit code to the user's address, no link. */
export async function sendReauthentication(ctx: AuthCtx, db: Db, user: UserRow): Promise<void> {
  const tooSoon = frequencyError(lastSentAt(user, 'reauthentication'), ctx.limiter.config.emailFrequencySec)
  if (tooSoon) throw tooSoon
  const email = user.email ?? ''
  const { otp } = await issueEmailToken(db, ctx.deps.jwtSecret, user, 'reauthentication', email, false)
  await ctx.mailer.send('reauthentication', email, '', otp, undefined, await mailLocaleOf(db, user))
}

/**
 * The format GoTrue's validateEmail accepts (badoux/checkmail's ValidateFormat): an ASCII local part
 * of atext and dots, and a domain of labels of letters, digits and inner hyphens (no dot required).
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function normalizeEmail(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim().toLowerCase() : ''
}

/** GoTrue's validateEmail: required, at most 255 bytes, the format above. */
export function emailProblem(email: string): string | null {
  if (!email) return 'An email address is required'
  if (Buffer.byteLength(email, 'utf8') > 255) return 'An email address is too long'
  if (!EMAIL.test(email)) return 'Unable to validate email address: invalid format'
  return null
}
