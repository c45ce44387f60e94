import { describe, expect, it } from 'vitest'
import { chooseLocale, formatTagFor, localeOfTag } from './locales'

describe('chooseLocale', () => {
  it('takes the profile first, then the device, then the browser, then English', () => {
    expect(chooseLocale({ profile: 'fr', device: 'de', browser: ['es-ES'] })).toBe('fr')
    expect(chooseLocale({ profile: null, device: 'de', browser: ['es-ES'] })).toBe('de')
    expect(chooseLocale({ browser: ['ja-JP', 'es-ES', 'en'] })).toBe('es')
    expect(chooseLocale({ browser: ['ja-JP'] })).toBe('en')
    expect(chooseLocale({ browser: [] })).toBe('en')
  })

  it('ignores a stored value that is not one of its languages', () => {
    expect(chooseLocale({ profile: 'xx', device: 'EN', browser: ['nl-BE'] })).toBe('nl')
  })
})

describe('formatTagFor', () => {
  it("keeps the reader's region when their browser names one for the language", () => {
    expect(formatTagFor('en', ['en-IE', 'ga'])).toBe('en-IE')
    expect(formatTagFor('es', ['es-mx'])).toBe('es-MX')
    expect(formatTagFor('pt', ['pt_BR'])).toBe('pt-BR')
  })

  it("falls back to the language's home country", () => {
    expect(formatTagFor('es', ['en-GB'])).toBe('es-ES')
    expect(formatTagFor('en', ['en'])).toBe('en-GB')
    expect(formatTagFor('de', [])).toBe('de-DE')
    expect(formatTagFor('fr', ['fr-!!'])).toBe('fr-FR')
  })
})

describe('localeOfTag', () => {
  it('reads the language of a tag', () => {
    expect(localeOfTag('es-ES')).toBe('es')
    expect(localeOfTag('NL')).toBe('nl')
    expect(localeOfTag('ja-JP')).toBeNull()
  })
})
