import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadMessages, switchLocale } from '~/i18n/catalogue'
import { matchTitle, splitSharesText } from './match-text'

describe('what a split booking says', () => {
  beforeAll(async () => {
    await loadMessages('member')
  })
  afterAll(async () => {
    await switchLocale('en')
  })

  it('names each player’s share of the court in four and when what is unpaid falls on the booker', () => {
    expect(splitSharesText(25, 'EUR', 3, 2)).toBe('Each player is asked to pay their share of €6.25; what is not paid 2 hours before the start is yours to pay.')
    expect(splitSharesText(25, 'EUR', 1, 1)).toBe('Each player is asked to pay their share of €6.25; what is not paid 1 hour before the start is yours to pay.')
  })

  it('names both amounts when the cents left over make the shares a cent apart', () => {
    // 32.02: places 1 and 2 pay 8.01, places 3 and 4 pay 8.00.
    expect(splitSharesText(32.02, 'EUR', 1, 2)).toContain('their share of €8.01;')
    expect(splitSharesText(32.02, 'EUR', 3, 2)).toContain('their share of €8.01 / €8.00;')
  })

  it('says "the club’s cut-off" when the club’s rule is not on the device, and nothing for a price off the rule', () => {
    expect(splitSharesText(40, 'EUR', 2, null)).toBe("Each player is asked to pay their share of €10.00; what is not paid before the club's cut-off is yours to pay.")
    expect(splitSharesText(Number.NaN, 'EUR', 2, 2)).toBeNull()
  })

  it('speaks the reader’s language, and calls the page a split booking', async () => {
    expect(matchTitle({ private: true })).toBe('Split booking')
    expect(matchTitle({ private: false })).toBe('Open match')
    expect(matchTitle(undefined)).toBe('Open match')
    await switchLocale('es')
    expect(splitSharesText(40, 'EUR', 2, 2)).toContain('2 horas antes del inicio lo pagas tú')
    expect(matchTitle({ private: true })).toBe('Reserva dividida')
  })
})
