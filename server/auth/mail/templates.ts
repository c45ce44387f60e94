/** The e-mails the auth service sends. Plain wording, one link, the 6-digit code as a fallback. */
export type MailKind =
  | 'signup'
  | 'recovery'
  | 'magiclink'
  | 'invite'
  | 'email_change'
  /** To the CURRENT address during a secure e-mail change: the other half of the double confirmation. */
  | 'email_change_current'
  /** A code only (no link): the nonce a secure password change asks for. */
  | 'reauthentication'

export interface MailContent {
  subject: string
  text: string
  html: string
}

/** What a mail may mention besides its link and code. */
export interface MailDetails {
  /** The address an e-mail change moves the account to. */
  newEmail?: string
}

interface Copy {
  subject: string
  intro: (d: MailDetails) => string
  action: string
}

const COPY: Record<MailKind, Copy> = {
  signup: {
    subject: 'Confirm your ELSY account',
    intro: () => 'Welcome to ELSY! Confirm your e-mail address to activate your account.',
    action: 'Confirm my e-mail',
  },
  recovery: {
    subject: 'Reset your ELSY password',
    intro: () => 'Someone asked to reset the password of your ELSY account. If it was you, follow the link.',
    action: 'Reset my password',
  },
  magiclink: {
    subject: 'Your ELSY sign-in link',
    intro: () => 'Use this link to sign in to ELSY.',
    action: 'Sign in',
  },
  invite: {
    subject: 'You have been invited to ELSY',
    intro: () => 'You have been invited to join ELSY. Accept the invitation to create your account.',
    action: 'Accept the invitation',
  },
  email_change: {
    subject: 'Confirm your new ELSY e-mail address',
    intro: () =>
      'Confirm this address as the new e-mail of your ELSY account. If a mail also went to your current address, confirm there too: the change happens once both are confirmed.',
    action: 'Confirm the new address',
  },
  email_change_current: {
    subject: 'Confirm the change of your ELSY e-mail address',
    intro: (d) =>
      `Someone asked to change the e-mail of your ELSY account to ${d.newEmail ?? 'a new address'}. If it was you, confirm here and from the new address too; if not, ignore this e-mail and your address stays as it is.`,
    action: 'Confirm the change',
  },
  reauthentication: {
    subject: 'Your ELSY confirmation code',
    intro: () => 'You are changing your ELSY password. Enter the code below to confirm it is you.',
    action: '',
  },
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function renderMail(kind: MailKind, link: string, otp: string, details: MailDetails = {}): MailContent {
  const copy = COPY[kind]
  const intro = copy.intro(details)
  const linkText = link ? `${copy.action}: ${link}\n\nOr enter this code: ${otp}` : `Your code: ${otp}`
  const linkHtml = link
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>\n<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>`
    : `<p>Your code: <strong>${escapeHtml(otp)}</strong></p>`
  const text = `${intro}\n\n${linkText}\n\nIf you did not ask for this, ignore this e-mail.\n`
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h2>${escapeHtml(copy.subject)}</h2>
<p>${escapeHtml(intro)}</p>
${linkHtml}
<p>If you did not ask for this, ignore this e-mail.</p>
</body></html>`
  return { subject: copy.subject, text, html }
}
