import { describe, expect, it } from 'vitest'
import { requestLocale } from './locales'

describe('the language a request’s page is sent in', () => {
  it('is the device’s cookie first', () => {
    expect(requestLocale('x=1; elsy-locale=de', 'es-ES,es;q=0.9')).toBe('de')
  })
  it('else the browser’s languages by weight, the first ELSY speaks', () => {
    expect(requestLocale(undefined, 'ja, fr-CH;q=0.8, es;q=0.9')).toBe('es')
    expect(requestLocale('', 'pt-BR')).toBe('pt')
  })
  it('else English, and ignores what is not a language', () => {
    expect(requestLocale('elsy-locale=xx', 'ja, zh;q=0.5')).toBe('en')
    expect(requestLocale(undefined, undefined)).toBe('en')
    expect(requestLocale('elsy-locale=', 'es;q=0')).toBe('en')
  })
})
