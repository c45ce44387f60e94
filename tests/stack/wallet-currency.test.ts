import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, fund, localDate, rpc, type TestClub } from './booking-helpers.ts'
import { createTournament, player, register, staffWithClub } from './tournaments-helpers.ts'
import { checkLedgerAfterEach, ledgerViolations } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Money per currency: a club charges in its country's currency from the member's balance in that currency;
// refunds and top-ups stay in it; nothing converts or adds two currencies.

let madrid: TestClub
let london: TestClub

beforeAll(async () => {
  madrid = await club({ country: 'ES', price: 20, courts: 2 })
  london = await club({ country: 'GB', timeZone: 'Europe/London', price: 25, courts: 2 })
})

describe('the seed', () => {
  it('satisfies the ledger invariant per currency, and the demo member holds €70.00 only', async () => {
    expect(await ledgerViolations()).toEqual({ wrongWallets: 0, negativeWallets: 0, negativeRunning: 0 })
    const wallets = await sql<{ currency: string; balance: string }>(
      `select w.currency, w.balance::text from public.wallets w join public.profiles p on p.id = w.member_id
       where p.email = 'member@elsy.test'`,
    )
    expect(wallets).toEqual([{ currency: 'EUR', balance: '70.00' }])
  })

  it('has members who hold two currencies, each row in its club\'s currency', async () => {
    const [row] = await sql<{ mixed: number; wrong: number; currencies: string[] }>(
      `select (select count(*)::int from (select member_id from public.wallets group by 1 having count(*) > 1) x) as mixed,
              (select count(*)::int from public.transactions t join public.clubs c on c.id = t.club_id where t.currency <> c.currency) as wrong,
              (select array_agg(distinct currency order by currency) from public.transactions) as currencies`,
    )
    expect(row.currencies).toEqual(['EUR', 'GBP'])
    expect(row.mixed).toBeGreaterThan(0)
    expect(row.wrong).toBe(0)
  })
})

describe('booking in the club\'s currency', () => {
  it('a euro balance does not pay a court priced in pounds; the refusal names the balance and what is missing', async () => {
    const member = await account({ funds: 100 })
    const result = await book(member.client, { court: london.courts[0], date: await localDate(london.timeZone, 3), slot: 2 })
    expect(result).toMatchObject({ status: 'insufficient_balance', currency: 'GBP', balance: 0, missing: 25 })
    expect(result.message).toBe('Insufficient balance: this slot costs £25.00 and the GBP balance is £0.00, so £25.00 more is needed.')
    expect(await balanceOf(member.id, 'EUR')).toBe(100)
    expect(await sql('select 1 from public.bookings where member_id = $1', [member.id])).toEqual([])
  })

  it('pays from the balance in the club\'s currency and leaves the other untouched; the refund returns to it', async () => {
    const member = await account({ funds: 100 })
    await fund(member.id, 30, 'GBP')
    const result = await book(member.client, { court: london.courts[1], date: await localDate(london.timeZone, 4), slot: 3 })
    expect(result).toMatchObject({ status: 'confirmed', currency: 'GBP', balance: 5 })
    expect(result.booking).toMatchObject({ currency: 'GBP', price: 25 })
    expect(await balanceOf(member.id, 'GBP')).toBe(5)
    expect(await balanceOf(member.id, 'EUR')).toBe(100)
    const [debit] = await sql<{ currency: string }>("select currency from public.transactions where booking_id = $1", [result.booking!.id])
    expect(debit.currency).toBe('GBP')

    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: result.booking!.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 25, currency: 'GBP', balance: 30 })
    expect(cancelled.message).toBe('Booking cancelled. £25.00 has been refunded to the wallet.')
    expect(await balanceOf(member.id, 'EUR')).toBe(100)
  })

  it('wallet_balances lists one balance per currency held, only the caller\'s', async () => {
    const member = await account({ funds: 12.5 })
    await fund(member.id, 40, 'GBP')
    expect(await rpc(member.client, 'wallet_balances', {})).toEqual([
      { currency: 'EUR', balance: 12.5 },
      { currency: 'GBP', balance: 40 },
    ])
    const other = await account()
    expect(await rpc(other.client, 'wallet_balances', {})).toEqual([])
    const { error } = await other.client.rpc('wallet_balances', { member: member.id })
    expect(error?.code).toBe('42501')
  })

  it('a ledger row naming a club in another currency is refused, whoever writes it', async () => {
    const member = await account()
    await expect(sql(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id, completed_at)
       values ($1, 'credit', 'top_up', 10, 'EUR', 'wrong', 'completed', $2, now())`,
      [member.id, london.id],
    )).rejects.toThrow(/club's currency/)
  })

  it('concurrent bookings in two currencies each spend only their own balance', async () => {
    const member = await account({ funds: 40 })
    await fund(member.id, 50, 'GBP')
    const [eurDate, gbpDate] = [await localDate(madrid.timeZone, 5), await localDate(london.timeZone, 5)]
    const results = await Promise.all([
      ...[1, 2, 3].map((slot) => book(member.client, { court: madrid.courts[0], date: eurDate, slot })),
      ...[1, 2, 3].map((slot) => book(member.client, { court: london.courts[0], date: gbpDate, slot })),
    ])
    expect(results.filter((r) => r.status === 'confirmed')).toHaveLength(4)
    expect(await balanceOf(member.id, 'EUR')).toBe(0)
    expect(await balanceOf(member.id, 'GBP')).toBe(0)
  })
})

describe('tournament fees in the club\'s currency', () => {
  it('are paid from and refunded to the balance in that currency', async () => {
    const staff = await staffWithClub({ country: 'GB' })
    const tournament = await createTournament(staff, { fee: 15 })
    const alice = await player({ funds: 100 })
    const bob = await player()
    const refused = await register(alice.client, tournament, bob.id)
    expect(refused).toMatchObject({ status: 'insufficient_funds', currency: 'GBP', missing: 15 })
    expect(refused.message).toBe('Insufficient balance: the entry fee is £15.00 and your GBP balance is £0.00, so £15.00 more is needed.')

    await fund(alice.id, 20, 'GBP')
    const registered = await register(alice.client, tournament, bob.id)
    expect(registered).toMatchObject({ status: 'invited', currency: 'GBP', balance: 5 })
    expect((registered.tournament as { currency: string }).currency).toBe('GBP')
    expect(await balanceOf(alice.id, 'EUR')).toBe(100)

    const withdrawn = await rpc(alice.client, 'withdraw_team', { p_entry_id: (registered.entry as { id: string }).id })
    expect(withdrawn).toMatchObject({ status: 'withdrawn', refund: 15, currency: 'GBP', balance: 20 })
    expect(await balanceOf(alice.id, 'GBP')).toBe(20)
  })
})

describe('top-ups in the club\'s currency', () => {
  it('are requested and confirmed in the club\'s currency and count only in it', async () => {
    const owner = await account({ role: 'club_owner' })
    const own = await club({ country: 'GB', timeZone: 'Europe/London', ownerId: owner.id })
    const member = await account({ funds: 10 })
    const asked = await rpc(member.client, 'request_top_up', { p_amount: 60, p_club_id: own.id })
    expect(asked).toMatchObject({ status: 'pending', currency: 'GBP', balance: 0 })
    expect(asked.transaction).toMatchObject({ currency: 'GBP', status: 'pending' })
    const desk = await rpc(owner.client, 'pending_top_ups', { p_club_id: own.id }) as unknown as { currency: string; own: boolean }[]
    expect(desk).toMatchObject([{ currency: 'GBP', own: false }])

    const confirmed = await rpc(owner.client, 'confirm_top_up', { p_transaction_id: (asked.transaction as { id: string }).id })
    expect(confirmed).toMatchObject({ status: 'completed', currency: 'GBP', balance: 60, message: 'Top-up of £60.00 confirmed.' })
    expect(await balanceOf(member.id, 'GBP')).toBe(60)
    expect(await balanceOf(member.id, 'EUR')).toBe(10)
  })

  it('without a club (no home club, none chosen) is refused with a sentence', async () => {
    const member = await account()
    expect(await rpc(member.client, 'request_top_up', { p_amount: 20 })).toMatchObject({
      status: 'club_required', message: 'Please choose the club where you will pay.',
    })
  })
})

describe('replays keep their currency', () => {
  it('a replayed booking answers with the balance in the booking\'s currency', async () => {
    const member = await account({ funds: 5 })
    await fund(member.id, 50, 'GBP')
    const id = randomUUID()
    const args = { id, court: london.courts[1], date: await localDate(london.timeZone, 6), slot: 6 }
    expect(await book(member.client, args)).toMatchObject({ status: 'confirmed', balance: 25, currency: 'GBP' })
    expect(await book(member.client, args)).toMatchObject({ status: 'replayed', balance: 25, currency: 'GBP' })
  })
})
