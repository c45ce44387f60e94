import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from './ledger'
import { ledgerBalance } from './ledger'
import { buildStatement, isBalanced } from './statement'

// Instants built from local dates, so the test means the same in every time zone.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString()

let n = 0
function row(p: Partial<LedgerEntry> & Pick<LedgerEntry, 'type' | 'amount' | 'created_at'>): LedgerEntry {
  n += 1
  const status = p.status ?? 'completed'
  return {
    id: `t${n}`,
    member_id: 'm',
    currency: 'EUR',
    kind: p.type === 'credit' ? 'top_up' : 'booking',
    description: `row ${n}`,
    description_message: null,
    booking_id: null,
    club_id: null,
    completed_at: status === 'completed' ? p.created_at : null,
    ...p,
    status,
  }
}

const ledger: LedgerEntry[] = [
  row({ type: 'credit', amount: 120, created_at: at(2026, 9, 20) }),
  row({ type: 'debit', amount: 24.5, created_at: at(2026, 9, 28) }),
  row({ type: 'credit', amount: 100, created_at: at(2026, 10, 3) }),
  row({ type: 'debit', amount: 30.1, created_at: at(2026, 10, 10) }),
  row({ type: 'credit', amount: 30.1, kind: 'refund', created_at: at(2026, 10, 11) }),
  row({ type: 'debit', amount: 0.3, created_at: at(2026, 10, 31, 23) }),
  row({ type: 'debit', amount: 12, created_at: at(2026, 11, 2) }),
  // Asked for in October, confirmed at the desk on 1 November: it counts in November.
  row({ type: 'credit', amount: 40, created_at: at(2026, 10, 30), completed_at: at(2026, 11, 1, 9) }),
  // Still pending: listed, never counted.
  row({ type: 'credit', amount: 50, status: 'pending', created_at: at(2026, 10, 15) }),
]

describe('buildStatement', () => {
  it('opens with the balance before the period and closes with opening + credits − debits', () => {
    const s = buildStatement(ledger, 'EUR', { from: '2026-10-01', to: '2026-10-31' })
    expect(s.opening).toBe(95.5)
    expect(s.totalCredits).toBe(130.1)
    expect(s.totalDebits).toBe(30.4)
    expect(s.closing).toBe(195.2)
    expect(isBalanced(s)).toBe(true)
    expect(s.lines.map((l) => l.balance)).toEqual([195.5, 165.4, 195.5, 195.2])
    expect(s.pending.map((p) => p.amount)).toEqual([50])
  })

  it('counts a confirmed top-up on the day it was confirmed, not the day it was asked for', () => {
    const oct = buildStatement(ledger, 'EUR', { from: '2026-10-01', to: '2026-10-31' })
    const nov = buildStatement(ledger, 'EUR', { from: '2026-11-01', to: '2026-11-30' })
    expect(oct.lines.some((l) => l.credit === 40)).toBe(false)
    expect(nov.lines[0]).toMatchObject({ credit: 40, balance: 235.2 })
    // Consecutive periods chain: one closes where the next opens.
    expect(nov.opening).toBe(oct.closing)
  })

  it('closes an all-time statement on the balance the ledger gives', () => {
    const s = buildStatement(ledger, 'EUR', { from: null, to: '2026-12-31' })
    expect(s.opening).toBe(0)
    expect(s.closing).toBe(ledgerBalance(ledger))
    expect(s.closing).toBe(223.2)
    expect(isBalanced(s)).toBe(true)
  })

  it('leaves out rows that are only on this device', () => {
    const local = row({ type: 'credit', amount: 10, status: 'pending', created_at: at(2026, 10, 20), syncState: 'pending' })
    const s = buildStatement([...ledger, local], 'EUR', { from: '2026-10-01', to: '2026-10-31' })
    expect(s.pending).toHaveLength(1)
  })

  it('counts one currency only: rows in another currency are in their own statement', () => {
    const pounds = row({ type: 'credit', amount: 500, currency: 'GBP', created_at: at(2026, 10, 5) })
    const eur = buildStatement([...ledger, pounds], 'EUR', { from: '2026-10-01', to: '2026-10-31' })
    expect(eur.currency).toBe('EUR')
    expect(eur.closing).toBe(195.2)
    expect(eur.lines.some((l) => l.id === pounds.id)).toBe(false)
    const gbp = buildStatement([...ledger, pounds], 'GBP', { from: '2026-10-01', to: '2026-10-31' })
    expect(gbp).toMatchObject({ currency: 'GBP', opening: 0, closing: 500, totalCredits: 500, pending: [] })
  })

  it('is empty but balanced for a period without rows', () => {
    const s = buildStatement(ledger, 'EUR', { from: '2027-01-01', to: '2027-01-31' })
    expect(s.lines).toEqual([])
    expect(s.opening).toBe(s.closing)
    expect(s.closing).toBe(223.2)
  })
})
