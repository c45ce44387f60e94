import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, ledgerSum, localDate } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Races through the real API: many HTTP requests in flight at once, each its own PostgREST
// transaction. The unique index decides who gets a court-slot; the wallet row lock decides
// which of one member's debits fit in the balance.

describe('concurrent booking', () => {
  it('50 members racing for one court-slot: exactly one booking and one debit; 49 told slot_taken', async () => {
    const arena = await club({ courts: 1, price: 20 })
    const date = await localDate(arena.timeZone, 4)
    const members = await Promise.all(Array.from({ length: 50 }, () => account({ funds: 50 })))
    const results = await Promise.all(members.map((member) => book(member.client, { court: arena.courts[0], date, slot: 5 })))

    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(1)
    expect(statuses.filter((status) => status === 'slot_taken')).toHaveLength(49)

    const bookings = await sql<{ member_id: string }>('select member_id from public.bookings where court_id = $1', [arena.courts[0]])
    expect(bookings).toHaveLength(1)
    const debits = await sql<{ member_id: string }>(
      "select t.member_id from public.transactions t join public.bookings b on b.id = t.booking_id where b.court_id = $1 and t.kind = 'booking'",
      [arena.courts[0]],
    )
    expect(debits).toEqual([{ member_id: bookings[0].member_id }])
    const balances = await Promise.all(members.map((member) => balanceOf(member.id)))
    expect(balances.filter((balance) => balance === 30)).toHaveLength(1)
    expect(balances.filter((balance) => balance === 50)).toHaveLength(49)
  })

  it('one member firing 20 bookings at once with money for 5: exactly 5 succeed, never below zero', async () => {
    const arena = await club({ courts: 3, price: 20 })
    const date = await localDate(arena.timeZone, 5)
    const member = await account({ funds: 100 })
    const requests = Array.from({ length: 20 }, (_, i) => ({ court: arena.courts[i % 3], date, slot: 1 + Math.floor(i / 3) }))
    const results = await Promise.all(requests.map((request) => book(member.client, request)))

    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(5)
    expect(statuses.filter((status) => status === 'insufficient_balance')).toHaveLength(15)
    expect(results.every((result) => (result.balance as number) >= 0)).toBe(true)
    expect(await balanceOf(member.id)).toBe(0)
    expect(await ledgerSum(member.id)).toBe(0)
    const [count] = await sql<{ n: number }>('select count(*)::int as n from public.bookings where member_id = $1', [member.id])
    expect(count.n).toBe(5)
  })

  it('the same request sent 10 times at once (an outbox retry storm): one booking, one debit, the rest replayed', async () => {
    const arena = await club({ courts: 1, price: 20 })
    const date = await localDate(arena.timeZone, 6)
    const member = await account({ funds: 100 })
    const request = { id: randomUUID(), court: arena.courts[0], date, slot: 2 }
    const results = await Promise.all(Array.from({ length: 10 }, () => book(member.client, request)))
    const statuses = results.map((result) => result.status).sort()
    expect(statuses).toEqual(['confirmed', ...Array(9).fill('replayed')])
    expect(new Set(results.map((result) => result.booking!.id))).toEqual(new Set([request.id]))
    expect(await balanceOf(member.id)).toBe(80)
    const [debits] = await sql<{ n: number }>("select count(*)::int as n from public.transactions where booking_id = $1", [request.id])
    expect(debits.n).toBe(1)
  })
})
