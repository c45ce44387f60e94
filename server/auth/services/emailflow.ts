import type { AuthCtx } from '../context.ts'
import type { Db } from '../db.ts'
import type { MailKind } from '../mail/templates.ts'
import { issueEmailToken, lastSentAt } from './otp.ts'
import { frequencyError } from './ratelimit.ts'
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
  opts: { to: string; redirectTo: string; pkce: boolean },
): Promise<void> {
  const tooSoon = frequencyError(lastSentAt(user, kind), ctx.limiter.config.emailFrequencySec)
  if (tooSoon) throw tooSoon
  const { hash, otp } = await issueEmailToken(db, user, kind, opts.to, opts.pkce)
  const link = new URL(`${ctx.deps.externalUrl}/auth/v1/verify`)
  link.searchParams.set('token', hash)
  link.searchParams.set('type', kind)
  link.searchParams.set('redirect_to', opts.redirectTo)
  await ctx.mailer.send(kind, opts.to, link.toString(), otp)
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
