import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts'

/**
 * The e-mails the auth service sends. Plain wording, one link, the 6-digit code as a fallback. Their words are
 * the message catalogue's, like every other word of ELSY: messages/mail/<part>/<locale>.json (checked by
 * `npm run messages` with the rest, never compiled into the app), read here and filled with their {inputs}.
 */
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
  /** What an invitation asks the person to do: run this club in this role (see INVITATION_INTROS). */
  invitation?: { club: string; role: string }
}

/** The languages ELSY speaks (src/i18n/locales.ts); a person's mails come in the one they chose. */
export const MAIL_LOCALES = LOCALES
export type MailLocale = Locale

export function mailLocale(value: unknown): MailLocale {
  return (MAIL_LOCALES as readonly unknown[]).includes(value) ? (value as MailLocale) : 'en'
}

/**
 * The roles an invitation's opening sentence can name, each with its sentence (it names the club too). An
 * invitation for another role, or without a club, opens with the generic sentence.
 */
const INVITATION_INTROS: Record<string, string> = { club_owner: 'account_invite_intro_club_owner' }

/** Where the mails' words are: every part of the catalogue's mail area. */
export const MAIL_MESSAGES = path.resolve(import.meta.dirname, '../../../messages/mail')

const catalogues = new Map<MailLocale, Record<string, string>>()

/** A language's mail words, read once: every part's <locale>.json (npm run messages checks they are complete). */
function wordsOf(locale: MailLocale): Record<string, string> {
  let words = catalogues.get(locale)
  if (!words) {
    words = {}
    for (const part of readdirSync(MAIL_MESSAGES, { withFileTypes: true })) {
      if (!part.isDirectory()) continue
      const json = JSON.parse(readFileSync(path.join(MAIL_MESSAGES, part.name, `${locale}.json`), 'utf8')) as Record<string, unknown>
      for (const [key, text] of Object.entries(json)) if (key !== '$schema' && typeof text === 'string') words[key] = text
    }
    catalogues.set(locale, words)
  }
  return words
}

/** A message of the mail catalogue with its {inputs} filled (raw: the HTML escapes the whole text). */
function say(locale: MailLocale, key: string, values: Record<string, string> = {}): string {
  const text = wordsOf(locale)[key]
  if (text === undefined) throw new Error(`There is no mail message ${key} in ${locale}`)
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`The mail message ${key} reads {${name}}, which it was not given`)
    return value
  })
}

/** The sentence that opens a mail, with what the mail may mention. */
function introOf(kind: MailKind, details: MailDetails, locale: MailLocale): string {
  const invitation = kind === 'invite' ? details.invitation : undefined
  const invitationIntro = invitation?.club && Object.hasOwn(INVITATION_INTROS, invitation.role) ? INVITATION_INTROS[invitation.role] : undefined
  if (invitation && invitationIntro) return say(locale, invitationIntro, { club: invitation.club })
  if (kind === 'email_change_current') {
    return say(locale, 'account_email_change_current_intro', { new_email: details.newEmail ?? say(locale, 'account_a_new_address') })
  }
  return say(locale, `account_${kind}_intro`)
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A mail in the person's language (English when they chose none). */
export function renderMail(kind: MailKind, link: string, otp: string, details: MailDetails = {}, locale: MailLocale = 'en'): MailContent {
  const subject = say(locale, `account_${kind}_subject`)
  const intro = introOf(kind, details, locale)
  const notYou = say(locale, 'account_not_you')
  let linkText: string
  let linkHtml: string
  if (link) {
    // A mail with a link names what it does; the code-only mail (reauthentication) has no such words.
    const action = say(locale, `account_${kind}_action`)
    const orCode = say(locale, 'account_or_code')
    linkText = `${action}: ${link}\n\n${orCode}: ${otp}`
    linkHtml = `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>\n<p>${escapeHtml(orCode)}: <strong>${escapeHtml(otp)}</strong></p>`
  } else {
    const yourCode = say(locale, 'account_your_code')
    linkText = `${yourCode}: ${otp}`
    linkHtml = `<p>${escapeHtml(yourCode)}: <strong>${escapeHtml(otp)}</strong></p>`
  }
  const text = `${intro}\n\n${linkText}\n\n${notYou}\n`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<h2>${escapeHtml(subject)}</h2>
<p>${escapeHtml(intro)}</p>
${linkHtml}
<p>${escapeHtml(notYou)}</p>
</body></html>`
  return { subject, text, html }
}
