import { describe, expect, it } from 'vitest'
import { MAIL_LOCALES, mailLocale, renderMail, type MailKind } from './templates'

const KINDS: MailKind[] = ['signup', 'recovery', 'magiclink', 'invite', 'email_change', 'email_change_current', 'reauthentication']

describe('auth e-mails', () => {
  it('exist in every language for every kind, each with its link and code', () => {
    for (const locale of MAIL_LOCALES) {
      for (const kind of KINDS) {
        const mail = renderMail(kind, kind === 'reauthentication' ? '' : 'https://elsy.test/verify?token=abc', '123456', { newEmail: 'new@elsy.test' }, locale)
        expect(mail.subject).toContain('ELSY')
        expect(mail.text).toContain('123456')
        expect(mail.html).toContain(`<html lang="${locale}">`)
        if (kind !== 'reauthentication') expect(mail.html).toContain('href="https://elsy.test/verify?token=abc"')
        if (kind === 'email_change_current') expect(mail.text).toContain('new@elsy.test')
      }
    }
  })

  it('speak the chosen language, and English for a language ELSY does not speak', () => {
    expect(renderMail('signup', 'https://x.test', '1', {}, 'es').subject).toBe('Confirma tu cuenta de ELSY')
    expect(renderMail('recovery', 'https://x.test', '1', {}, 'de').text).toContain('Oder gib diesen Code ein: 1')
    expect(renderMail('signup', 'https://x.test', '1').subject).toBe('Confirm your ELSY account')
    expect(mailLocale('tlh')).toBe('en')
    expect(mailLocale(undefined)).toBe('en')
    expect(mailLocale('nl')).toBe('nl')
  })

  it('differ between languages (no language left in English)', () => {
    const subjects = MAIL_LOCALES.map((locale) => renderMail('signup', 'https://x.test', '1', {}, locale).subject)
    expect(new Set(subjects).size).toBe(MAIL_LOCALES.length)
  })

  it('name the club and the role of an invitation that carries them, escaped in the HTML', () => {
    const club = { invitation: { club: 'ELSY Madrid', role: 'club_owner' } }
    const en = renderMail('invite', 'https://x.test', '1', club)
    expect(en.subject).toBe('You have been invited to ELSY')
    expect(en.text).toContain('You have been invited to run ELSY Madrid on ELSY as its club owner. Accept the invitation to create your account.')
    expect(en.html).toContain('<p>You have been invited to run ELSY Madrid on ELSY as its club owner. Accept the invitation to create your account.</p>')
    const es = renderMail('invite', 'https://x.test', '1', club, 'es')
    expect(es.subject).toBe('Te han invitado a ELSY')
    expect(es.text).toContain('Te han invitado a dirigir ELSY Madrid en ELSY como propietario del club. Acepta la invitación para crear tu cuenta.')
    expect(es.html).toContain('<html lang="es">')
    const risky = renderMail('invite', 'https://x.test', '1', { invitation: { club: 'Padel <b>"Sol" & {club}</b>', role: 'club_owner' } })
    expect(risky.html).toContain('run Padel &lt;b&gt;&quot;Sol&quot; &amp; {club}&lt;/b&gt; on ELSY')
    expect(risky.html).not.toContain('<b>')
    expect(risky.text).toContain('run Padel <b>"Sol" & {club}</b> on ELSY')
    for (const locale of MAIL_LOCALES) expect(renderMail('invite', 'https://x.test', '1', club, locale).text).toContain('ELSY Madrid')
  })

  it('invite with the generic sentence without a club and a role they can name', () => {
    const generic = 'You have been invited to join ELSY. Accept the invitation to create your account.'
    expect(renderMail('invite', 'https://x.test', '1').text).toContain(generic)
    expect(renderMail('invite', 'https://x.test', '1', { invitation: { club: '', role: 'club_owner' } }).text).toContain(generic)
    expect(renderMail('invite', 'https://x.test', '1', { invitation: { club: 'ELSY Madrid', role: 'toString' } }).text).toContain(generic)
    expect(renderMail('invite', 'https://x.test', '1', {}, 'es').text).toContain('Te han invitado a unirte a ELSY. Acepta la invitación para crear tu cuenta.')
    // Only an invitation names a club.
    expect(renderMail('signup', 'https://x.test', '1', { invitation: { club: 'ELSY Madrid', role: 'club_owner' } }).text).not.toContain('ELSY Madrid')
  })
})
