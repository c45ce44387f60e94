import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, club, localDate, rpc, type Account, type RpcResult } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// The wallet's invariants under a storm of concurrent writes for one member, through the real API:
// bookings, cancellations, top-up requests and their confirmations by two staff members at once, and
// outbox-style replays, all in flight together. While it runs, snapshots of the database must always show
// balance = completed credits - completed debits and balance >= 0; afterwards every booking, refund and
// top-up must be in the ledger exactly once (and notified exactly once). Then: nobody writes a wallet or
// the ledger directly, and nobody sees another member's.

interface Snapshot {
  balance: number
  ledger: number
}

/** Wallet row and ledger sum read by one statement, so both come from the same snapshot. */
async function snapshot(memberId: string): Promise<Snapshot> {
  const [row] = await sql<{ balance: string; ledger: string }>(
    `select w.balance,
            (select coalesce(sum(case t.type when 'credit' then t.amount else -t.amount end), 0)
             from public.transactions t where t.member_id = w.member_id and t.status = 'completed') as ledger
     from public.wallets w where w.member_id = $1`,
    [memberId],
  )
  return { balance: Number(row.balance), ledger: Number(row.ledger) }
}


describe('one member, many concurrent writes', () => {
  it('balance always equals the ledger and never goes below zero; each event counted and notified once', async () => {
    const owner = await account({ role: 'club_owner' })
    const admin = await account({ role: 'super_admin' })
    const arena = await club({ ownerId: owner.id, courts: 4, price: 20 })
    const member = await account({ funds: 160 })
    const dates = await Promise.all([3, 4, 5, 6].map((days) => localDate(arena.timeZone, days)))
    const slot = (i: number) => ({ p_court_id: arena.courts[i % 4], p_date: dates[Math.floor(i / 8) % 4], p_slot_id: 1 + (i % 8) })

    // Six bookings made beforehand (balance 160 -> 40), to cancel and to replay during the storm.
    const earlier = Array.from({ length: 6 }, (_, i) => ({ p_booking_id: randomUUID(), ...slot(24 + i) }))
    const madeEarlier: RpcResult[] = []
    for (const request of earlier) madeEarlier.push(await rpc(member.client, 'book_court', request))
    expect(madeEarlier.map((result) => result.status)).toEqual(Array(6).fill('confirmed'))

    // The storm. Each earlier booking: cancelled by the member and by staff at the same moment, and its
    // booking request re-sent (an outbox retry). 18 new court-slots, every third one sent twice at once.
    // Three top-ups (the most a member may have waiting at one club), each confirmed by the club owner and a
    // super admin at the same moment. Money: 40 now, + 120 of refunds + 180.75 of top-ups pays for 17 of the 18
    // new bookings at most.
    const earlierJobs = earlier.map((request) =>
      Promise.all([
        rpc(member.client, 'cancel_booking', { p_booking_id: request.p_booking_id }),
        rpc(owner.client, 'cancel_booking', { p_booking_id: request.p_booking_id }),
        rpc(member.client, 'book_court', request),
      ]),
    )
    const bookingJobs = Array.from({ length: 18 }, (_, i) => {
      const request = { p_booking_id: randomUUID(), ...slot(i) }
      const copies = i % 3 === 0 ? 2 : 1
      return Promise.all(Array.from({ length: copies }, () => rpc(member.client, 'book_court', request)))
    })
    const amounts = [90, 50, 40.75]
    const topUpJobs = amounts.map(async (amount) => {
      const request = await rpc(member.client, 'request_top_up', { p_amount: amount, p_club_id: arena.id, p_request_id: randomUUID() })
      const id = (request.transaction as { id: string }).id
      const confirms = await Promise.all([
        rpc(owner.client, 'confirm_top_up', { p_transaction_id: id }),
        rpc(admin.client, 'confirm_top_up', { p_transaction_id: id }),
      ])
      return [request, ...confirms]
    })

    let running = true
    const snapshots: Snapshot[] = []
    const sampler = (async () => {
      while (running) snapshots.push(await snapshot(member.id))
    })()
    const outcomes: RpcResult[] = [...madeEarlier, ...(await Promise.all([...earlierJobs, ...bookingJobs, ...topUpJobs])).flat()]
    running = false
    await sampler
    snapshots.push(await snapshot(member.id))

    // No RPC failed as an error, and the storm really was a mix of successes and refusals.
    const statuses = new Set(outcomes.map((outcome) => outcome.status))
    for (const status of statuses) {
      expect(['confirmed', 'replayed', 'insufficient_balance', 'cancelled', 'already_cancelled', 'pending', 'completed', 'already_completed']).toContain(status)
    }
    for (const status of ['confirmed', 'replayed', 'cancelled', 'already_cancelled', 'insufficient_balance', 'completed', 'already_completed']) {
      expect(statuses).toContain(status)
    }

    expect(snapshots.length).toBeGreaterThan(5)
    for (const seen of snapshots) {
      expect(seen.balance).toBe(seen.ledger)
      expect(seen.balance).toBeGreaterThanOrEqual(0)
    }

    // Afterwards, from the bookings and top-ups themselves: 160 + confirmed top-ups - bookings still held.
    const bookings = await sql<{ id: string; status: string; price: string; debits: number; refunds: number; refunded: string | null }>(
      `select b.id, b.status, b.price,
              (select count(*)::int from public.transactions t where t.booking_id = b.id and t.kind = 'booking') as debits,
              (select count(*)::int from public.transactions t where t.booking_id = b.id and t.kind = 'refund') as refunds,
              (select sum(t.amount) from public.transactions t where t.booking_id = b.id and t.kind = 'refund') as refunded
       from public.bookings b where b.member_id = $1`,
      [member.id],
    )
    const confirmedIds = new Set(outcomes.filter((o) => o.status === 'confirmed').map((o) => o.booking!.id))
    expect(new Set(bookings.map((b) => b.id))).toEqual(confirmedIds)
    for (const booking of bookings) {
      expect(booking.debits).toBe(1)
      expect(booking.refunds).toBe(booking.status === 'cancelled' ? 1 : 0)
      if (booking.status === 'cancelled') expect(Number(booking.refunded)).toBe(Number(booking.price))
    }
    const topUps = await sql<{ amount: string; status: string }>(
      "select amount, status from public.transactions where member_id = $1 and kind = 'top_up' and description <> 'Test funds'",
      [member.id],
    )
    expect(topUps.map((t) => Number(t.amount)).sort((a, b) => a - b)).toEqual([...amounts].sort((a, b) => a - b))
    expect(topUps.every((t) => t.status === 'completed')).toBe(true)
    const held = bookings.filter((b) => b.status === 'confirmed').reduce((sum, b) => sum + Number(b.price), 0)
    const expected = Math.round((160 + amounts.reduce((sum, a) => sum + a, 0) - held) * 100) / 100
    expect(snapshots[snapshots.length - 1]).toEqual({ balance: expected, ledger: expected })

    // Notified once per event, whatever raced.
    const [notes] = await sql<{ booked: number; cancelled: number; topped: number }>(
      `select count(*) filter (where kind = 'booking_confirmed')::int as booked,
              count(*) filter (where kind = 'booking_cancelled')::int as cancelled,
              count(*) filter (where kind = 'top_up_confirmed')::int as topped
       from public.notifications where user_id = $1`,
      [member.id],
    )
    expect(notes).toEqual({
      booked: bookings.length,
      cancelled: bookings.filter((b) => b.status === 'cancelled').length,
      topped: amounts.length,
    })
  }, 60_000)
})

describe('direct access to wallets and the ledger', () => {
  async function pair(): Promise<[Account, Account]> {
    return [await account({ funds: 40 }), await account({ funds: 70 })]
  }

  it('members cannot insert, update or delete wallets or transactions, not even their own', async () => {
    const [alice, bob] = await pair()
    const attempts = [
      alice.client.from('wallets').insert({ member_id: alice.id, balance: 1000 }),
      alice.client.from('wallets').update({ balance: 1000 }).eq('member_id', alice.id),
      alice.client.from('wallets').delete().eq('member_id', alice.id),
      alice.client.from('wallets').upsert({ member_id: bob.id, balance: 0 }),
      alice.client.from('transactions').insert({
        member_id: alice.id, type: 'credit', kind: 'top_up', amount: 500, description: 'free', completed_at: new Date().toISOString(),
      }),
      alice.client.from('transactions').update({ amount: 0.01 }).eq('member_id', bob.id),
      alice.client.from('transactions').update({ status: 'completed' }).eq('member_id', alice.id),
      alice.client.from('transactions').delete().eq('member_id', alice.id),
    ]
    for (const attempt of await Promise.all(attempts)) expect(attempt.error?.code).toBe('42501')
    expect(await snapshot(alice.id)).toEqual({ balance: 40, ledger: 40 })
    expect(await snapshot(bob.id)).toEqual({ balance: 70, ledger: 70 })
  })

  it("another member's wallet, ledger and balance are invisible", async () => {
    const [alice, bob] = await pair()
    expect((await alice.client.from('wallets').select('member_id, currency, balance')).data).toEqual([{ member_id: alice.id, currency: 'EUR', balance: 40 }])
    expect((await alice.client.from('wallets').select('balance').eq('member_id', bob.id)).data).toEqual([])
    const ledger = await alice.client.from('transactions').select('member_id')
    expect(ledger.data!.length).toBeGreaterThan(0)
    expect(new Set(ledger.data!.map((row) => row.member_id))).toEqual(new Set([alice.id]))
    expect((await alice.client.from('transactions').select('id').eq('member_id', bob.id)).data).toEqual([])
    expect((await alice.client.rpc('wallet_balances', { member: bob.id })).error?.code).toBe('42501')
    expect((await alice.client.rpc('wallet_balances')).data).toEqual([{ currency: 'EUR', balance: 40 }])
  })
})
