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
})
