import { describe, expect, it } from 'vitest'
import { currencySign, formatMoney, formatSignedMoney, fromCents, isCurrencyCode, plainAmount, toCents } from './money'

describe('formatMoney', () => {
  it('shows two decimals with each currency own sign', () => {
    expect(formatMoney(70, 'USD', 'en-US')).toBe('$70.00')
    expect(formatMoney(70, 'EUR')).toBe('€70.00')
    expect(formatMoney(70, 'GBP')).toBe('£70.00')
    expect(formatMoney(19.5, 'GBP')).toBe('£19.50')
    expect(formatMoney(1000, 'EUR')).toBe('€1,000.00')
    expect(formatMoney(0, 'EUR')).toBe('€0.00')
  })

  it('names a currency without a sign of its own by its code, and keeps the minus', () => {
    expect(formatMoney(40, 'CHF')).toMatch(/^CHF\s40\.00$/)
    expect(formatMoney(-12.5, 'EUR')).toBe('-€12.50')
    expect(formatMoney(-0, 'GBP')).toBe('£0.00')
  })

  it('rounds to cents, never shows more decimals', () => {
    expect(formatMoney(0.005, 'EUR')).toBe('€0.01')
    expect(formatMoney(24.999, 'USD', 'en-US')).toBe('$25.00')
  })

  it('refuses a code that is not a currency rather than showing a wrong sign', () => {
    expect(() => formatMoney(1, 'EURO')).toThrow()
  })
})

describe('formatMoney in the reader\'s locale', () => {
  const nbsp = '\u00a0'
  it('writes an amount as each country writes it, always with two decimals and its own currency', () => {
    expect(formatMoney(70, 'EUR', 'es-ES')).toBe(`70,00${nbsp}€`)
    expect(formatMoney(70, 'EUR', 'en-IE')).toBe('€70.00')
    expect(formatMoney(70, 'GBP', 'en-GB')).toBe('£70.00')
    expect(formatMoney(1000, 'EUR', 'de-DE')).toBe(`1.000,00${nbsp}€`)
    expect(formatMoney(1000, 'EUR', 'fr-FR')).toBe(`1\u202f000,00${nbsp}€`)
    expect(formatMoney(70, 'EUR', 'it-IT')).toBe(`70,00${nbsp}€`)
    expect(formatMoney(70, 'EUR', 'pt-PT')).toBe(`70,00${nbsp}€`)
    expect(formatMoney(70, 'EUR', 'nl-NL')).toBe(`€${nbsp}70,00`)
    expect(formatMoney(12.5, 'GBP', 'es-ES')).toBe(`12,50${nbsp}GBP`)
  })

  it('keeps the sign of a ledger row in front, and the currency sign as the locale places it', () => {
    expect(formatSignedMoney(24, 'debit', 'EUR', 'es-ES')).toBe(`\u221224,00${nbsp}€`)
    expect(currencySign('EUR', 'de-DE')).toBe('€')
  })
})

describe('formatSignedMoney', () => {
  it('puts + before a credit and a true minus before a debit', () => {
    expect(formatSignedMoney(40, 'credit', 'EUR')).toBe('+€40.00')
    expect(formatSignedMoney(24, 'debit', 'GBP')).toBe('\u2212£24.00')
    expect(formatSignedMoney(-24, 'debit', 'USD', 'en-US')).toBe('\u2212$24.00')
  })
})

describe('currencySign', () => {
  it('is the sign a label shows', () => {
    expect(currencySign('EUR')).toBe('€')
    expect(currencySign('GBP')).toBe('£')
    expect(currencySign('USD', 'en-US')).toBe('$')
  })
})

describe('cents and plain amounts', () => {
  it('adds in cents without drift', () => {
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3)
    expect(plainAmount(40)).toBe('40.00')
  })
})

describe('isCurrencyCode', () => {
  it('accepts ISO codes and nothing else', () => {
    expect(isCurrencyCode('EUR')).toBe(true)
    expect(isCurrencyCode('GBP')).toBe(true)
    for (const bad of ['eur', 'EURO', '', null, undefined, 3, '€']) expect(isCurrencyCode(bad)).toBe(false)
  })
})
