import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from './support.ts'
import { account, balanceOf, book, club, localDate, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Who sees and changes bookings and money, attacked through the API as each kind of user.

let alice: Account
let bob: Account
let clubOwner: Account
let countryOwner: Account
let ownClub: TestClub
let otherClub: TestClub
let aliceBooking: string
let date: string

beforeAll(async () => {
  alice = await account({ funds: 100 })
  bob = await account({ funds: 100 })
  clubOwner = await account({ role: 'club_owner' })
  countryOwner = await account({ role: 'country_owner' })
  ownClub = await club({ ownerId: clubOwner.id, courts: 2 })
  otherClub = await club({ courts: 2, country: 'NL' })
  date = await localDate(ownClub.timeZone, 3)
  aliceBooking = (await book(alice.client, { court: ownClub.courts[0], date, slot: 2 })).booking!.id
  await book(bob.client, { court: otherClub.courts[0], date, slot: 2 })
})

describe('members', () => {
  it('see their own bookings and transactions, and nobody else\'s', async () => {
    const own = await alice.client.from('bookings').select('id, member_id')
    expect(own.data).toEqual([{ id: aliceBooking, member_id: alice.id }])
    const bobs = await bob.client.from('bookings').select('id').eq('id', aliceBooking)
    expect(bobs.data).toEqual([])
    const bobTx = await bob.client.from('transactions').select('member_id')
    expect(new Set(bobTx.data!.map((row) => row.member_id))).toEqual(new Set([bob.id]))
    const aliceTxSeenByBob = await bob.client.from('transactions').select('id').eq('member_id', alice.id)
    expect(aliceTxSeenByBob.data).toEqual([])
    const wallets = await bob.client.from('wallets').select('member_id, balance')
    expect(wallets.data).toEqual([{ member_id: bob.id, balance: await balanceOf(bob.id) }])
  })

  it('cannot insert, update or delete bookings or transactions directly, not even their own', async () => {
    const insertBooking = await alice.client.from('bookings').insert({
      id: randomUUID(), court_id: ownClub.courts[1], club_id: ownClub.id, date, slot_id: 3,
      member_id: alice.id, booked_by: alice.id, price: 0, currency: 'EUR',
    })
    expect(insertBooking.error?.code).toBe('42501')
    const updateBooking = await alice.client.from('bookings').update({ price: 0 }).eq('id', aliceBooking)
    expect(updateBooking.error?.code).toBe('42501')
    const deleteBooking = await alice.client.from('bookings').delete().eq('id', aliceBooking)
    expect(deleteBooking.error?.code).toBe('42501')
    const credit = await alice.client.from('transactions').insert({
      member_id: alice.id, type: 'credit', kind: 'top_up', amount: 1000, description: 'free money', completed_at: new Date().toISOString(),
    })
    expect(credit.error?.code).toBe('42501')
    const rewrite = await alice.client.from('transactions').update({ amount: 1 }).eq('member_id', alice.id)
    expect(rewrite.error?.code).toBe('42501')
    const erase = await alice.client.from('transactions').delete().eq('member_id', alice.id)
    expect(erase.error?.code).toBe('42501')
    const wallet = await alice.client.from('wallets').update({ balance: 9999 }).eq('member_id', alice.id)
    expect(wallet.error?.code).toBe('42501')
    const [row] = await sql<{ price: string }>('select price from public.bookings where id = $1', [aliceBooking])
    expect(Number(row.price)).toBeGreaterThan(0)
  })

  it('cannot book for someone else (not_allowed) or read their balance', async () => {
    const result = await book(bob.client, { court: ownClub.courts[1], date, slot: 4, member: alice.id })
    expect(result.status).toBe('not_allowed')
    const { error } = await bob.client.rpc('wallet_balances', { member: alice.id })
    expect(error?.code).toBe('42501')
    const own = await bob.client.rpc('wallet_balances')
    expect(own.data).toEqual([{ currency: 'EUR', balance: await balanceOf(bob.id) }])
  })

  it('anonymous callers can read neither bookings nor transactions', async () => {
    const anon = anonClient()
    expect((await anon.from('bookings').select('id')).error?.code).toBe('42501')
    expect((await anon.from('transactions').select('id')).error?.code).toBe('42501')
  })

  it('a visitor sees the free and taken cells, the same as a member does, and nobody behind them', async () => {
    const anon = anonClient()
    const seen = await anon.rpc('court_availability', { p_club_id: ownClub.id, p_date: date })
    expect(seen.error).toBeNull()
    const asMember = await bob.client.rpc('court_availability', { p_club_id: ownClub.id, p_date: date })
    expect(seen.data).toEqual(asMember.data)
    expect(seen.data.some((row: { is_free: boolean }) => !row.is_free)).toBe(true)
    expect(JSON.stringify(seen.data)).not.toMatch(new RegExp(`${alice.id}|${bob.id}`))
    // Past the club's horizon, or a day no calendar has: nothing, never an error.
    const far = await anon.rpc('court_availability', { p_club_id: ownClub.id, p_date: '9999-12-31' })
    expect(far.error).toBeNull()
    expect(far.data).toEqual([])
    const infinite = await anon.rpc('court_availability', { p_club_id: ownClub.id, p_date: 'infinity' })
    expect(infinite.data ?? []).toEqual([])
  })
})

describe('availability', () => {
  it('shows every court and slot with price and free/taken state, never who booked', async () => {
    const { data, error } = await bob.client.rpc('court_availability', { p_club_id: ownClub.id, p_date: date })
    expect(error).toBeNull()
    expect(data).toHaveLength(16)
    expect(Object.keys(data[0]).sort()).toEqual(
      ['court_id', 'court_name', 'court_number', 'court_type', 'currency', 'is_free', 'is_past', 'is_peak', 'is_unavailable', 'label', 'open_match_id', 'open_match_places', 'price', 'slot_id', 'starts_at'],
    )
    const taken = data.filter((row: { is_free: boolean }) => !row.is_free)
    expect(taken).toEqual([expect.objectContaining({ court_id: ownClub.courts[0], slot_id: 2, label: '10:30 - 12:00', is_past: false })])
    expect(JSON.stringify(data)).not.toContain(alice.id)
  })
})

describe('club staff', () => {
  it("a club owner reads other people's bookings, transactions, desk payments and notes only through functions", async () => {
    // The tables show staff their own rows only: a regex filter over other people's free text has nothing to run on.
    const seen = await clubOwner.client.from('bookings').select('id, club_id')
    expect(seen.error).toBeNull()
    expect(seen.data).toEqual([])
    const tx = await clubOwner.client.from('transactions').select('member_id, club_id').eq('member_id', alice.id)
    expect(tx.error).toBeNull()
    expect(tx.data).toEqual([])
    const slow = await clubOwner.client.from('transactions').select('id').filter('description', 'imatch', '(.*)(.*)(.*)\\3\\2\\1x')
    expect(slow.error).toBeNull()
    expect(slow.data).toEqual([])
    const audits = await clubOwner.client.from('audit_log').select('actor_id')
    expect(audits.error).toBeNull()
    expect(audits.data!.every((row) => row.actor_id === clubOwner.id)).toBe(true)
    expect((await clubOwner.client.from('desk_payments').select('id').eq('club_id', ownClub.id)).data).toEqual([])
    expect((await clubOwner.client.from('member_notes').select('id').eq('club_id', ownClub.id)).data).toEqual([])
  })

  it("a country owner reads none of their clubs' bookings from the table either", async () => {
    await sql("update public.countries set owner_id = $1 where code = 'NL'", [countryOwner.id])
    const bobsBooking = await countryOwner.client.from('bookings').select('id, member_id').eq('club_id', otherClub.id)
    expect(bobsBooking.error).toBeNull()
    expect(bobsBooking.data).toEqual([])
    const alices = await countryOwner.client.from('bookings').select('id').eq('id', aliceBooking)
    expect(alices.data).toEqual([])
  })

  it('a club owner may book for a member at their club: the member pays, the audit log records it', async () => {
    const before = await balanceOf(alice.id)
    const result = await book(clubOwner.client, { court: ownClub.courts[1], date, slot: 6, member: alice.id })
    expect(result.status).toBe('confirmed')
    expect(result.booking).toMatchObject({ member_id: alice.id, booked_by: clubOwner.id })
    expect(await balanceOf(alice.id)).toBe(before - result.booking!.price)
    const audit = await sql('select action, actor_id, club_id from public.audit_log where target_id = $1', [result.booking!.id])
    expect(audit).toEqual([{ action: 'book_for_member', actor_id: clubOwner.id, club_id: ownClub.id }])
    const aliceSees = await alice.client.from('bookings').select('id').eq('id', result.booking!.id)
    expect(aliceSees.data).toHaveLength(1)
  })

  it("a club owner cannot book for a member at another club; a super admin can anywhere, for that club's members", async () => {
    const refused = await book(clubOwner.client, { court: otherClub.courts[1], date, slot: 6, member: alice.id })
    expect(refused.status).toBe('not_allowed')
    const admin = await account({ role: 'super_admin' })
    // Alice never came to the other club; Bob booked there himself.
    expect((await book(admin.client, { court: otherClub.courts[1], date, slot: 7, member: alice.id })).status).toBe('not_a_member')
    const allowed = await book(admin.client, { court: otherClub.courts[1], date, slot: 7, member: bob.id })
    expect(allowed.status).toBe('confirmed')
    expect((await book(admin.client, { court: otherClub.courts[1], date, slot: 8, member: randomUUID() })).status).toBe('unknown_member')
  })

  it('staff confirm only top-ups paid at their club', async () => {
    const request = await rpc(alice.client, 'request_top_up', { p_amount: 30, p_club_id: otherClub.id })
    const txId = (request.transaction as { id: string }).id
    expect((await rpc(clubOwner.client, 'confirm_top_up', { p_transaction_id: txId })).status).toBe('not_allowed')
    expect((await rpc(alice.client, 'confirm_top_up', { p_transaction_id: txId })).status).toBe('not_allowed')
    const [row] = await sql<{ status: string }>('select status from public.transactions where id = $1', [txId])
    expect(row.status).toBe('pending')
  })
})
