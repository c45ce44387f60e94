import { describe, expect, it } from 'vitest'
import { currencyTitle } from './currency-name'
import { entriesInCurrency, ledgerBalance, orderedBalances, walletCurrencies, type LedgerEntry } from './ledger'

const row = (id: string, currency: string, amount: number, type: 'credit' | 'debit' = 'credit'): LedgerEntry => ({
  id,
  member_id: 'm',
  type,
  kind: type === 'credit' ? 'top_up' : 'booking',
  amount,
  currency,
  description: id,
  description_message: null,
  status: 'completed',
  booking_id: null,
  club_id: null,
  created_at: '2026-11-01T10:00:00Z',
  completed_at: '2026-11-01T10:00:00Z',
})

describe('walletCurrencies', () => {
  it('puts the home club currency first, then the others held or used, each once', () => {
    const ledger = [row('a', 'USD', 5), row('b', 'EUR', 70), row('c', 'GBP', 10), row('d', 'EUR', 1)]
    expect(walletCurrencies(ledger, ['EUR', 'SEK'], 'GBP')).toEqual(['GBP', 'EUR', 'SEK', 'USD'])
    expect(walletCurrencies(ledger, [], null)).toEqual(['EUR', 'GBP', 'USD'])
  })
  it('shows the home club currency to a member who holds nothing yet', () => {
    expect(walletCurrencies([], [], 'EUR')).toEqual(['EUR'])
    expect(walletCurrencies([], [], null)).toEqual([])
  })
})

describe('one balance per currency', () => {
  it('never adds two currencies together', () => {
    const ledger = [row('a', 'EUR', 70), row('b', 'GBP', 20), row('c', 'EUR', 24, 'debit')]
    expect(ledgerBalance(entriesInCurrency(ledger, 'EUR'))).toBe(46)
    expect(ledgerBalance(entriesInCurrency(ledger, 'GBP'))).toBe(20)
  })
})

describe('currencyTitle', () => {
  it('names the currency and its code', () => {
    expect(currencyTitle('EUR')).toBe('Euro (EUR)')
    expect(currencyTitle('GBP')).toBe('British Pound (GBP)')
  })
})

describe('orderedBalances', () => {
  it('leads with the home club currency, at 0 when none is held yet', () => {
    const held = [{ currency: 'EUR', balance: 70 }, { currency: 'GBP', balance: 12.5 }]
    expect(orderedBalances(held, 'GBP')).toEqual([{ currency: 'GBP', balance: 12.5 }, { currency: 'EUR', balance: 70 }])
    expect(orderedBalances(held, 'USD')[0]).toEqual({ currency: 'USD', balance: 0 })
    expect(orderedBalances([], null)).toEqual([])
  })
})
