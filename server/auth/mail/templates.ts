/** The e-mails the auth service sends. Plain wording, one link, the 6-digit code as a fallback. */
export type MailKind = 'signup' | 'recovery' | 'magiclink' | 'invite' | 'email_change'

export interface MailContent {
  subject: string
  text: string
  html: string
}

const COPY: Record<MailKind, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm your ELSY account',
    intro: 'Welcome to ELSY! Confirm your e-mail address to activate your account.',
    action: 'Confirm my e-mail',
  },
  recovery: {
    subject: 'Reset your ELSY password',
    intro: 'Someone asked to reset the password of your ELSY account. If it was you, follow the link.',
    action: 'Reset my password',
  },
  magiclink: {
    subject: 'Your ELSY sign-in link',
    intro: 'Use this link to sign in to ELSY.',
    action: 'Sign in',
  },
  invite: {
    subject: 'You have been invited to ELSY',
    intro: 'You have been invited to join ELSY. Accept the invitation to create your account.',
    action: 'Accept the invitation',
  },
  email_change: {
    subject: 'Confirm your new ELSY e-mail address',
    intro: 'Confirm this address as the new e-mail of your ELSY account.',
    action: 'Confirm the new address',
  },
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function renderMail(kind: MailKind, link: string, otp: string): MailContent {
  const copy = COPY[kind]
  const text = `${copy.intro}\n\n${copy.action}: ${link}\n\nOr enter this code: ${otp}\n\nIf you did not ask for this, ignore this e-mail.\n`
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h2>${escapeHtml(copy.subject)}</h2>
<p>${escapeHtml(copy.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>
<p>If you did not ask for this, ignore this e-mail.</p>
</body></html>`
  return { subject: copy.subject, text, html }
}
