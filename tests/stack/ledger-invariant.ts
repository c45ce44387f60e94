import { afterEach, expect } from 'vitest'
import { sql } from './support.ts'

/**
 * The wallet's invariant over the whole database, per member and currency: the wallets row equals completed
 * credits − completed debits of that currency, no balance is below zero, and no running balance ever was
 * (the ledger in the order it was completed; credits before debits completed at the same instant).
 */
export async function ledgerViolations(): Promise<{ wrongWallets: number; negativeWallets: number; negativeRunning: number }> {
  const [row] = await sql<{ wrong_wallets: number; negative_wallets: number; negative_running: number }>(`
    with ledger as (
      select member_id, currency, sum(case type when 'credit' then amount else -amount end) as total
      from public.transactions where status = 'completed'
      group by member_id, currency
    ), running as (
      select sum(case type when 'credit' then amount else -amount end)
               over (partition by member_id, currency order by completed_at, type = 'debit', id rows unbounded preceding) as balance
      from public.transactions where status = 'completed'
    )
    select
      (select count(*)::int from public.wallets w full join ledger l using (member_id, currency)
        where coalesce(w.balance, 0) <> coalesce(l.total, 0)) as wrong_wallets,
      (select count(*)::int from public.wallets where balance < 0) as negative_wallets,
      (select count(*)::int from running where balance < 0) as negative_running`)
  return { wrongWallets: row.wrong_wallets, negativeWallets: row.negative_wallets, negativeRunning: row.negative_running }
}

export async function expectLedgerInvariant(): Promise<void> {
  expect(await ledgerViolations()).toEqual({ wrongWallets: 0, negativeWallets: 0, negativeRunning: 0 })
}

/** Checks the invariant after every test of the file that calls it (the money tests). */
export function checkLedgerAfterEach(): void {
  afterEach(expectLedgerInvariant)
}
