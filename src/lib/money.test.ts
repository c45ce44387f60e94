import { describe, expect, it } from 'vitest'
import { currencySign, formatMoney, formatSignedMoney, fromCents, isCurrencyCode, plainAmount, toCents } from './money'

describe('formatMoney', () => {
  it('shows two decimals with each currency own sign', () => {
    expect(formatMoney(70, 'USD')).toBe('$70.00')
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
    expect(formatMoney(24.999, 'USD')).toBe('$25.00')
  })

  it('refuses a code that is not a currency rather than showing a wrong sign', () => {
    expect(() => formatMoney(1, 'EURO')).toThrow()
  })
})

describe('formatSignedMoney', () => {
  it('puts + before a credit and a true minus before a debit', () => {
    expect(formatSignedMoney(40, 'credit', 'EUR')).toBe('+€40.00')
    expect(formatSignedMoney(24, 'debit', 'GBP')).toBe('\u2212£24.00')
    expect(formatSignedMoney(-24, 'debit', 'USD')).toBe('\u2212$24.00')
  })
})

describe('currencySign', () => {
  it('is the sign a label shows', () => {
    expect(currencySign('EUR')).toBe('€')
    expect(currencySign('GBP')).toBe('£')
    expect(currencySign('USD')).toBe('$')
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
