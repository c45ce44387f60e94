import nodemailer, { type Transporter } from 'nodemailer'
import type { AuthDeps } from '../deps.ts'
import { AuthError } from '../errors.ts'
import { renderMail, type MailDetails, type MailKind, type MailLocale } from '../mail/templates.ts'
import { takeMailBudget } from './mail-budget.ts'
import type { RateLimiter } from './rate-limit.ts'

export interface Mailer {
  send(kind: MailKind, to: string, link: string, otp: string, details?: MailDetails, locale?: MailLocale): Promise<void>
}

/** SMTP to the local catcher (maildev); no TLS or auth on the loopback catcher. */
export function createMailer(deps: AuthDeps, limiter: RateLimiter): Mailer {
  const transport: Transporter = nodemailer.createTransport({
    host: deps.mail.host,
    port: deps.mail.port,
    secure: false,
    ignoreTLS: true,
  })
  return {
    async send(kind, to, link, otp, details, locale) {
      await takeMailBudget(limiter)
      const content = renderMail(kind, link, otp, details, locale)
      try {
        await transport.sendMail({ from: deps.mail.from, to, ...content })
      } catch (error) {
        // Log the transport failure, never the link or code (they are credentials).
        console.error(`auth: sending ${kind} mail failed: ${(error as Error).message}`)
        throw new AuthError(500, 'unexpected_failure', `Error sending ${MAIL_ERROR_NOUN[kind]} email`)
      }
    },
  }
}

const MAIL_ERROR_NOUN: Record<MailKind, string> = {
  signup: 'confirmation',
  recovery: 'recovery',
  magiclink: 'magic link',
  invite: 'invite',
  email_change: 'email change',
  email_change_current: 'email change',
  reauthentication: 'reauthentication',
}
