import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, localDate, rpc, slotWithin24h, type Account, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Attacks on the money RPCs: staff crediting themselves, flooding the desk, impossible dates, NULLs,
// staff cancellations inside the 24 h window.

let owner: Account
let own: TestClub

beforeAll(async () => {
  owner = await account({ role: 'club_owner' })
  own = await club({ ownerId: owner.id, price: 20, courts: 3 })
})

async function pendingTopUp(member: Account, amount: number, clubId = own.id): Promise<string> {
  const asked = await rpc(member.client, 'request_top_up', { p_amount: amount, p_club_id: clubId })
  expect(asked.status).toBe('pending')
  return (asked.transaction as { id: string }).id
}

describe('nobody confirms their own top-up', () => {
  it('a club owner cannot confirm the top-up they asked for at their own club; another staff member can', async () => {
    const id = await pendingTopUp(owner, 500)
    const result = await rpc(owner.client, 'confirm_top_up', { p_transaction_id: id })
    expect(result).toMatchObject({ status: 'own_top_up' })
    expect(result.message).toBe('You cannot confirm your own top-up: another staff member of the club or a super admin must confirm it.')
    expect(await balanceOf(owner.id)).toBe(0)
    const [row] = await sql<{ status: string }>('select status from public.transactions where id = $1', [id])
    expect(row.status).toBe('pending')

    const admin = await account({ role: 'super_admin' })
    expect(await rpc(admin.client, 'confirm_top_up', { p_transaction_id: id })).toMatchObject({ status: 'completed', balance: 500 })
    const audit = await sql('select actor_id from public.audit_log where target_id = $1', [id])
    expect(audit).toEqual([{ actor_id: admin.id }])
  })

  it('nor can a super admin or a country owner confirm their own', async () => {
    const admin = await account({ role: 'super_admin' })
    const adminTopUp = await pendingTopUp(admin, 50)
    expect((await rpc(admin.client, 'confirm_top_up', { p_transaction_id: adminTopUp })).status).toBe('own_top_up')

    const countryOwner = await account({ role: 'country_owner' })
    const country = await sql<{ code: string }>("select code from public.countries where code = 'PT'")
    await sql('update public.countries set owner_id = $1 where code = $2', [countryOwner.id, country[0].code])
    const lisbon = await club({ country: 'PT', timeZone: 'Europe/Lisbon' })
    const mine = await pendingTopUp(countryOwner, 50, lisbon.id)
    expect((await rpc(countryOwner.client, 'confirm_top_up', { p_transaction_id: mine })).status).toBe('own_top_up')
    expect(await balanceOf(countryOwner.id)).toBe(0)
    await sql('update public.countries set owner_id = null where code = $1', [country[0].code])
  })

  it('two staff confirming one top-up at once credit it once', async () => {
    const member = await account()
    const id = await pendingTopUp(member, 80)
    const admin = await account({ role: 'super_admin' })
    const results = await Promise.all([owner, admin, owner, admin].map((s) => rpc(s.client, 'confirm_top_up', { p_transaction_id: id })))
    expect(results.map((r) => r.status).sort()).toEqual(['already_completed', 'already_completed', 'already_completed', 'completed'])
    expect(await balanceOf(member.id)).toBe(80)
  })
})

describe('pending top-ups are capped per member and club', () => {
  it('twenty requests in a second leave three pending; the rest are refused with a sentence', async () => {
    const member = await account()
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rpc(member.client, 'request_top_up', { p_amount: 1000, p_club_id: own.id, p_request_id: randomUUID() })),
    )
    expect(results.filter((r) => r.status === 'pending')).toHaveLength(3)
    const refused = results.filter((r) => r.status === 'too_many_pending')
    expect(refused).toHaveLength(17)
    expect(refused[0].message).toMatch(/^You already have 3 top-ups waiting at Test Club \w+\. Please pay them at the desk before asking for another\.$/)
    const [row] = await sql<{ n: number }>("select count(*)::int as n from public.transactions where member_id = $1 and status = 'pending'", [member.id])
    expect(row.n).toBe(3)
  })

  it('a replay of an accepted request is still answered when the cap is reached', async () => {
    const member = await account()
    const ids = [randomUUID(), randomUUID(), randomUUID()]
    for (const id of ids) await rpc(member.client, 'request_top_up', { p_amount: 10, p_club_id: own.id, p_request_id: id })
    expect((await rpc(member.client, 'request_top_up', { p_amount: 10, p_club_id: own.id, p_request_id: ids[0] })).status).toBe('replayed')
  })

  it('amounts out of range or malformed are refused', async () => {
    const member = await account()
    for (const amount of [0, -5, 1000.01, 0.001, 1e12, null]) {
      expect((await rpc(member.client, 'request_top_up', { p_amount: amount, p_club_id: own.id })).status).toBe('invalid_amount')
    }
    for (const amount of ['Infinity', '-Infinity', 'NaN']) {
      expect((await rpc(member.client, 'request_top_up', { p_amount: amount, p_club_id: own.id })).status).toBe('invalid_amount')
    }
  })
})

describe('a booking horizon and impossible dates', () => {
  it('books up to the club\'s horizon (60 days by default) and refuses the day after with a sentence', async () => {
    const member = await account({ funds: 100 })
    expect((await book(member.client, { court: own.courts[0], date: await localDate(own.timeZone, 60), slot: 2 })).status).toBe('confirmed')
    const late = await book(member.client, { court: own.courts[0], date: await localDate(own.timeZone, 61), slot: 2 })
    expect(late.status).toBe('too_far_ahead')
    expect(late.message).toMatch(/^Courts at Test Club \w+ can be booked up to 60 days ahead: please choose a date until \w{3} \d{1,2} \w{3} \d{4}\.$/)
    await sql('update public.clubs set booking_horizon_days = 7 where id = $1', [own.id])
    expect((await book(member.client, { court: own.courts[0], date: await localDate(own.timeZone, 8), slot: 2 })).status).toBe('too_far_ahead')
    await sql('update public.clubs set booking_horizon_days = 60 where id = $1', [own.id])
    expect(await balanceOf(member.id)).toBe(80)
  })

  it("'infinity', year 294276 and 9999 are refused and charge nothing; '-infinity' is in the past", async () => {
    const member = await account({ funds: 100 })
    for (const date of ['infinity', '294276-01-01', '9999-12-31']) {
      const result = await book(member.client, { court: own.courts[1], date, slot: 3 })
      expect(result.status).toBe('too_far_ahead')
    }
    expect((await book(member.client, { court: own.courts[1], date: '-infinity', slot: 3 })).status).toBe('past_slot')
    expect((await book(member.client, { court: own.courts[1], date: '1900-01-01', slot: 3 })).status).toBe('past_slot')
    expect(await balanceOf(member.id)).toBe(100)
    expect(await sql('select 1 from public.bookings where member_id = $1', [member.id])).toEqual([])
  })

  it('availability for an impossible date is empty, not an error', async () => {
    const member = await account()
    for (const date of ['infinity', '-infinity', '294276-01-01']) {
      const { data, error } = await member.client.rpc('court_availability', { p_club_id: own.id, p_date: date })
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
  })

  it('NULL arguments get a status, never a 500', async () => {
    const member = await account({ funds: 10 })
    expect((await rpc(member.client, 'book_court', { p_booking_id: null, p_court_id: own.courts[0], p_date: null, p_slot_id: 1 })).status).toBe('invalid_request')
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: null })).status).toBe('invalid_request')
    expect((await rpc(member.client, 'cancellation_terms', { p_booking_id: null })).status).toBe('invalid_request')
    expect((await rpc(member.client, 'confirm_top_up', { p_transaction_id: null })).status).toBe('invalid_request')
    expect((await rpc(member.client, 'book_court', { p_booking_id: randomUUID(), p_court_id: own.courts[0], p_date: await localDate(own.timeZone, 2), p_slot_id: 2147483647 })).status).toBe('unknown_slot')
  })
})

describe('staff cancelling inside the 24 h window', () => {
  it('refund in full by default, and say so in the terms', async () => {
    const member = await account({ funds: 20 })
    const { date, slot } = await slotWithin24h(own.timeZone)
    const { booking } = await book(member.client, { court: own.courts[2], date, slot })
    const terms = await rpc(owner.client, 'cancellation_terms', { p_booking_id: booking!.id })
    expect(terms).toMatchObject({ status: 'cancellable', staff: true, refund: 20, terms_refund: 0 })
    const result = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id })
    expect(result).toMatchObject({ status: 'cancelled', refund: 20, balance: 20 })
    expect(await balanceOf(member.id)).toBe(20)
  })

  it('apply the terms only with a reason, which the audit log keeps', async () => {
    const member = await account({ funds: 20 })
    const { date, slot } = await slotWithin24h(own.timeZone)
    const { booking } = await book(member.client, { court: own.courts[1], date, slot })
    for (const reason of [undefined, '', '   ']) {
      const refused = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'terms', p_reason: reason })
      expect(refused.status).toBe('reason_required')
    }
    expect((await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'half' })).status).toBe('invalid_request')
    expect((await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'terms', p_reason: 'x'.repeat(301) })).status).toBe('invalid_request')
    const result = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'terms', p_reason: 'No-show last three times' })
    expect(result).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(await balanceOf(member.id)).toBe(0)
    const [audit] = await sql<{ details: Record<string, unknown> }>('select details from public.audit_log where target_id = $1', [booking!.id])
    expect(audit.details).toMatchObject({ refund: 0, refund_rule: 'terms', reason: 'No-show last three times' })
  })

  it('a member cannot ask for a full refund inside 24 h, and staff get no favours on their own booking', async () => {
    const member = await account({ funds: 20 })
    const { date, slot } = await slotWithin24h(own.timeZone)
    const { booking } = await book(member.client, { court: own.courts[0], date, slot })
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'full' })).status).toBe('not_allowed')
    expect(await balanceOf(member.id)).toBe(0)


    // The club's owner books a court at their own club for themselves, then cancels inside 24 h.
    const staffPlayer = await account({ role: 'club_owner', funds: 20 })
    await sql('update public.clubs set owner_id = $1 where id = $2', [staffPlayer.id, own.id])
    const mine = await book(staffPlayer.client, { court: own.courts[2], date, slot })
    expect(mine.status).toBe('confirmed')
    expect((await rpc(staffPlayer.client, 'cancellation_terms', { p_booking_id: mine.booking!.id })).staff).toBe(false)
    expect((await rpc(staffPlayer.client, 'cancel_booking', { p_booking_id: mine.booking!.id, p_refund: 'full' })).status).toBe('not_allowed')
    expect(await rpc(staffPlayer.client, 'cancel_booking', { p_booking_id: mine.booking!.id })).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(await balanceOf(staffPlayer.id)).toBe(0)
    await sql('update public.clubs set owner_id = $1 where id = $2', [owner.id, own.id])
  })
})
