import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, fund, localDate, rpc, said, slotWithin24h } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'

checkLedgerAfterEach()

// Paying at the club: a booking confirmed at once with its price due at the desk (bookings.due), the club's cap on
// unpaid bookings, the desk taking the payment once, and every way a booking ends leaving what is owed right.

async function dueOf(bookingId: string): Promise<number> {
  const [row] = await sql<{ due: string }>('select due from public.bookings where id = $1', [bookingId])
  return Number(row.due)
}

async function walletLines(memberId: string): Promise<number> {
  const [row] = await sql<{ n: number }>('select count(*)::int as n from public.transactions where member_id = $1', [memberId])
  return row.n
}

/** Makes a booking look as if it was made `minutes` ago (past the forgiving minutes). */
async function madeAgo(bookingId: string, minutes: number): Promise<void> {
  await sql(`update public.bookings set created_at = now() - make_interval(mins => $2) where id = $1`, [bookingId, minutes])
}

describe('book_court with p_pay_with', () => {
  it('books a member with no balance at a club that takes payment at the club: confirmed, its price due', async () => {
    const test = await club()
    const member = await account()
    const date = await localDate(test.timeZone, 2)
    const res = await book(member.client, { court: test.courts[0], date, slot: 1, payWith: 'club' })
    expect(res).toMatchObject({ status: 'confirmed', ...said('server_confirmed_pay_at_club', { amount: { amount: 20, currency: 'EUR' } }) })
    expect(res.booking).toMatchObject({ pay_with: 'club', due: 20, price: 20, status: 'confirmed' })
    expect(await balanceOf(member.id)).toBe(0)
    expect(await walletLines(member.id)).toBe(0)
    // The same request again is a replay; the same id asked to be paid another way is another request.
    const id = res.booking!.id
    expect((await book(member.client, { id, court: test.courts[0], date, slot: 1, payWith: 'club' })).status).toBe('replayed')
    expect((await book(member.client, { id, court: test.courts[0], date, slot: 1 })).status).toBe('id_conflict')
  })

  it('omitted, the way to pay is the wallet: a member with no balance is refused as before', async () => {
    const test = await club()
    const member = await account()
    const res = await book(member.client, { court: test.courts[0], date: await localDate(test.timeZone, 2), slot: 1 })
    expect(res.status).toBe('insufficient_balance')
  })

  it('refuses a way the club does not take, and nonsense, with a sentence', async () => {
    const walletOnly = await club({ payWays: ['wallet'] })
    const clubOnly = await club({ payWays: ['club'] })
    const member = await account({ funds: 100 })
    const date = await localDate(walletOnly.timeZone, 2)
    const atClub = await book(member.client, { court: walletOnly.courts[0], date, slot: 1, payWith: 'club' })
    expect(atClub).toMatchObject({ status: 'pay_way_not_accepted', pay_ways: ['wallet'] })
    expect(atClub.message_key).toBe('server_pay_way_not_accepted')
    expect((atClub.message_values as { way: unknown }).way).toEqual(said('server_pay_way_club'))
    expect((await book(member.client, { court: clubOnly.courts[0], date, slot: 1 })).status).toBe('pay_way_not_accepted')
    expect((await book(member.client, { court: clubOnly.courts[0], date, slot: 1, payWith: 'card' })).status).toBe('pay_way_not_accepted')
    for (const payWith of ['bitcoin', '', 'CLUB', 'x'.repeat(10_000)]) {
      expect(await book(member.client, { court: clubOnly.courts[0], date, slot: 1, payWith })).toMatchObject({
        status: 'invalid_request',
        ...said('server_invalid_request_pay_with'),
      })
    }
    expect(await balanceOf(member.id)).toBe(100)
  })

  it("caps a member's bookings with something due at the club's limit, even when asked all at once", async () => {
    const test = await club({ courts: 3, unpaidLimit: 2 })
    const member = await account()
    const date = await localDate(test.timeZone, 3)
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((slot) => book(member.client, { court: test.courts[slot % 3], date, slot, payWith: 'club' })),
    )
    expect(answers.filter((a) => a.status === 'confirmed')).toHaveLength(2)
    const refused = answers.filter((a) => a.status === 'unpaid_limit_reached')
    expect(refused).toHaveLength(3)
    expect(refused[0]).toMatchObject({ limit: 2, unpaid: 2, message_key: 'server_unpaid_limit_reached' })
    // Paying one at the desk frees a place under the cap; the wallet still works whatever is due.
    const owner = await account({ role: 'club_owner' })
    await sql('update public.clubs set owner_id = $2 where id = $1', [test.id, owner.id])
    const first = answers.find((a) => a.status === 'confirmed')!.booking!
    expect((await rpc(owner.client, 'take_booking_payment', { p_booking_id: first.id, p_amount: first.price, p_method: 'cash' })).status).toBe('paid')
    expect((await book(member.client, { court: test.courts[0], date, slot: 6, payWith: 'club' })).status).toBe('confirmed')
    expect((await book(member.client, { court: test.courts[0], date, slot: 7, payWith: 'club' })).status).toBe('unpaid_limit_reached')
    await fund(member.id, 50)
    expect((await book(member.client, { court: test.courts[0], date, slot: 7 })).status).toBe('confirmed')
    // A club that allows one says it in the singular (the said-check compares the English with the catalogue's).
    await sql('update public.clubs set unpaid_limit = 1 where id = $1', [test.id])
    expect(await book(member.client, { court: test.courts[1], date, slot: 8, payWith: 'club' })).toMatchObject({
      status: 'unpaid_limit_reached',
      limit: 1,
      unpaid: 2,
      message: expect.stringMatching(/ you can hold 1 booking to pay at the club, and you have 2 with something due: pay at the desk first, or pay this one from your wallet\.$/),
    })
    // A club that allows none says so.
    await sql('update public.clubs set unpaid_limit = 0 where id = $1', [test.id])
    expect((await book(member.client, { court: test.courts[1], date, slot: 8, payWith: 'club' })).message_key).toBe('server_unpaid_limit_none')
  })

  it('lets staff book a member of the club to pay at the desk', async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id })
    const member = await account()
    await sql('update public.profiles set home_club_id = $2 where id = $1', [member.id, test.id])
    const res = await book(owner.client, { court: test.courts[0], date: await localDate(test.timeZone, 2), slot: 2, member: member.id, payWith: 'club' })
    expect(res.status).toBe('confirmed')
    expect(await dueOf(res.booking!.id)).toBe(20)
    const [audit] = await sql<{ details: { pay_with: string } }>(
      "select details from public.audit_log where action = 'book_for_member' and target_id = $1", [res.booking!.id])
    expect(audit.details.pay_with).toBe('club')
  })
})

describe('take_booking_payment', () => {
  async function dueBooking() {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id })
    const member = await account()
    const res = await book(member.client, { court: test.courts[0], date: await localDate(test.timeZone, 2), slot: 1, payWith: 'club' })
    return { owner, test, member, booking: res.booking! }
  }

  it("takes what is due once, into the club's ledger and daily totals, audited", async () => {
    const { owner, test, member, booking } = await dueBooking()
    const taken = await rpc(owner.client, 'take_booking_payment', { p_booking_id: booking.id, p_amount: 20, p_method: 'card_terminal' })
    expect(taken).toMatchObject({ status: 'paid', amount: 20, ...said('server_payment_taken', { amount: { amount: 20, currency: 'EUR' } }) })
    expect(await dueOf(booking.id)).toBe(0)
    expect(await walletLines(member.id)).toBe(0)
    const again = await rpc(owner.client, 'take_booking_payment', { p_booking_id: booking.id, p_amount: 20, p_method: 'cash' })
    expect(again).toMatchObject({ status: 'already_paid', ...said('server_already_paid') })

    const today = await localDate(test.timeZone, 0)
    const ledger = await rpc(owner.client, 'club_ledger', { p_club_id: test.id, p_from: today, p_to: today })
    const lines = ledger.lines as { kind: string; category: string; amount: number; member_id: string; description_message: unknown }[]
    expect(lines.map((l) => [l.kind, l.category, l.amount, l.member_id])).toEqual([['booking_payment', 'booking', 20, member.id]])
    expect(lines[0].description_message).toMatchObject({ message_key: 'ledger_paid_at_desk' })
    expect((ledger.totals as { bookings: number; revenue: number })).toMatchObject({ bookings: 20, revenue: 20 })
    expect(ledger.at_the_club).toEqual({ taken: 20, taken_count: 1, due: 0, due_count: 0, overdue: 0, overdue_count: 0 })

    // What is still due: a second booking to pay at the club, then the same one as if played yesterday and unpaid.
    const second = await book(member.client, { court: test.courts[1], date: await localDate(test.timeZone, 2), slot: 3, payWith: 'club' })
    const owed = async () => (await rpc(owner.client, 'club_ledger', { p_club_id: test.id, p_from: today, p_to: today })).at_the_club
    expect(await owed()).toEqual({ taken: 20, taken_count: 1, due: 20, due_count: 1, overdue: 0, overdue_count: 0 })
    await sql("update public.bookings set date = $2::date - 1 where id = $1", [second.booking!.id, today])
    expect(await owed()).toEqual({ taken: 20, taken_count: 1, due: 20, due_count: 1, overdue: 20, overdue_count: 1 })
    const [audit] = await sql<{ actor_id: string; details: { amount: number; method: string } }>(
      "select actor_id, details from public.audit_log where action = 'take_booking_payment' and target_id = $1", [booking.id])
    expect(audit).toMatchObject({ actor_id: owner.id, details: { amount: 20, method: 'card_terminal' } })
  })

  it('takes it once when two tablets confirm at the same moment', async () => {
    const { owner, booking } = await dueBooking()
    const colleague = await account({ role: 'super_admin' })
    const answers = await Promise.all([
      rpc(owner.client, 'take_booking_payment', { p_booking_id: booking.id, p_amount: 20, p_method: 'cash' }),
      rpc(colleague.client, 'take_booking_payment', { p_booking_id: booking.id, p_amount: 20, p_method: 'cash' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual(['already_paid', 'paid'])
    const [row] = await sql<{ n: number }>("select count(*)::int as n from public.desk_payments where booking_id = $1", [booking.id])
    expect(row.n).toBe(1)
  })

  it('refuses the member themselves, staff of another club, staff for their own booking, and a stale amount', async () => {
    const { owner, test, member, booking } = await dueBooking()
    const args = { p_booking_id: booking.id, p_amount: 20, p_method: 'cash' }
    expect(await rpc(member.client, 'take_booking_payment', args)).toMatchObject({ status: 'not_allowed', ...said('server_not_allowed_take_payment') })
    const otherOwner = await account({ role: 'club_owner' })
    await club({ ownerId: otherOwner.id })
    expect((await rpc(otherOwner.client, 'take_booking_payment', args)).status).toBe('not_allowed')
    // The owner's own booking, paid at the club: another member of staff takes it.
    const own = await book(owner.client, { court: test.courts[1], date: await localDate(test.timeZone, 2), slot: 1, payWith: 'club' })
    expect(await rpc(owner.client, 'take_booking_payment', { ...args, p_booking_id: own.booking!.id })).toMatchObject({
      status: 'own_booking',
      ...said('server_own_booking_payment'),
    })
    expect(await rpc(owner.client, 'take_booking_payment', { ...args, p_amount: 15 })).toMatchObject({
      status: 'amount_changed',
      due: 20,
      ...said('server_amount_changed', { amount: { amount: 20, currency: 'EUR' } }),
    })
    for (const bad of [
      { ...args, p_method: 'cheque' },
      { ...args, p_method: null },
      { ...args, p_amount: null },
      { ...args, p_amount: -20 },
      { ...args, p_amount: 1e12 },
      { ...args, p_amount: 19.999 },
      { ...args, p_booking_id: null },
    ]) {
      expect((await rpc(owner.client, 'take_booking_payment', bad)).status).toBe('invalid_request')
    }
    expect((await rpc(owner.client, 'take_booking_payment', { ...args, p_booking_id: randomUUID() })).status).toBe('not_allowed')
    expect(await dueOf(booking.id)).toBe(20)
  })
})

describe('ending a booking paid at the club', () => {
  it('cancelled in time, nothing is due and nothing is credited; too late, the price stays due', async () => {
    const test = await club()
    const member = await account()
    const early = await book(member.client, { court: test.courts[0], date: await localDate(test.timeZone, 3), slot: 1, payWith: 'club' })
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: early.booking!.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', due: 0, refund: 0, ...said('server_cancelled_nothing_due') })
    expect(await walletLines(member.id)).toBe(0)

    const soon = await slotWithin24h(test.timeZone)
    const late = await book(member.client, { court: test.courts[1], date: soon.date, slot: soon.slot, payWith: 'club' })
    const price = late.booking!.price
    const lateCancel = await rpc(member.client, 'cancel_booking', { p_booking_id: late.booking!.id })
    expect(lateCancel).toMatchObject({ status: 'cancelled', due: price, refund: 0, message_key: 'server_cancelled_still_due' })
    expect(await dueOf(late.booking!.id)).toBe(price)
    expect(await walletLines(member.id)).toBe(0)
  })

  it('paid at the desk and cancelled in time, the price goes back to the wallet', async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id })
    const member = await account()
    const res = await book(member.client, { court: test.courts[0], date: await localDate(test.timeZone, 3), slot: 1, payWith: 'club' })
    await rpc(owner.client, 'take_booking_payment', { p_booking_id: res.booking!.id, p_amount: 20, p_method: 'cash' })
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: res.booking!.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 20, due: 0 })
    expect(await balanceOf(member.id)).toBe(20)
  })

  it('a closure over an unpaid booking forgives it and credits nothing; a no-show leaves it owed', async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id })
    const member = await account()
    const date = await localDate(test.timeZone, 4)
    const res = await book(member.client, { court: test.courts[0], date, slot: 1, payWith: 'club' })
    const closed = await rpc(owner.client, 'add_club_closure', { p_club_id: test.id, p_date: date, p_reason: 'Storm', p_cancel_bookings: true })
    expect(closed.status).toBe('added')
    expect(await dueOf(res.booking!.id)).toBe(0)
    expect(await walletLines(member.id)).toBe(0)

    const [past] = await sql<{ id: string }>(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency, pay_with, due)
       values ($1, $2, (now() at time zone 'Europe/Madrid')::date - 1, 3, $3, $3, array[$3::uuid], 20, 'EUR', 'club', 20) returning id`,
      [test.courts[1], test.id, member.id],
    )
    expect((await rpc(owner.client, 'mark_no_show', { p_booking_id: past.id })).status).toBe('no_show')
    expect(await dueOf(past.id)).toBe(20)
  })

  it('moved by the desk, an unpaid booking owes its new price and the wallet is untouched', async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id })
    const member = await account()
    const date = await localDate(test.timeZone, 5)
    const res = await book(member.client, { court: test.courts[0], date, slot: 1, payWith: 'club' })
    // Slot 12 starts in the evening peak of the demo rule (30 here).
    await sql("update public.clubs set peak_starts_at = '18:00', peak_weekdays = '{1,2,3,4,5,6,7}' where id = $1", [test.id])
    const [evening] = await sql<{ id: number }>("select id from public.slots where starts_at >= '18:00' order by id limit 1")
    const moved = await rpc(owner.client, 'move_booking', { p_booking_id: res.booking!.id, p_court_id: test.courts[1], p_date: date, p_slot_id: evening.id })
    expect(moved).toMatchObject({ status: 'moved', message_key: 'server_moved' })
    expect(await dueOf(res.booking!.id)).toBe(30)
    expect(await walletLines(member.id)).toBe(0)
  })

  it('paid at the desk and moved twice, it owes only what the dearer slot added, and a cheaper one gives back what was paid over', async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id, courts: 3 })
    const member = await account()
    const date = await localDate(test.timeZone, 5)
    const res = await book(member.client, { court: test.courts[0], date, slot: 1, payWith: 'club' })
    expect((await rpc(owner.client, 'take_booking_payment', { p_booking_id: res.booking!.id, p_amount: 20, p_method: 'cash' })).status).toBe('paid')
    await sql("update public.courts set off_peak_price = 30 where id = $1", [test.courts[1]])
    await sql("update public.courts set off_peak_price = 12 where id = $1", [test.courts[2]])
    const move = (court: string, slot: number) =>
      rpc(owner.client, 'move_booking', { p_booking_id: res.booking!.id, p_court_id: court, p_date: date, p_slot_id: slot })
    // Dearer (20 paid, 30 now): 10 to take at the desk.
    expect(await move(test.courts[1], 1)).toMatchObject({ status: 'moved', difference: 10, message_key: 'server_moved_take_more' })
    expect(await dueOf(res.booking!.id)).toBe(10)
    // Same price again: still 10, not the whole price.
    expect(await move(test.courts[1], 2)).toMatchObject({ status: 'moved', difference: 0, message_key: 'server_moved' })
    expect(await dueOf(res.booking!.id)).toBe(10)
    // Cheaper than what was paid (20 paid, 12 now): nothing owed, 8 given back at the desk.
    expect(await move(test.courts[2], 2)).toMatchObject({ status: 'moved', difference: -8, message_key: 'server_moved_give_back' })
    expect(await dueOf(res.booking!.id)).toBe(0)
    const desk = await sql<{ kind: string; amount: string }>(
      'select kind, amount from public.desk_payments where booking_id = $1 order by created_at', [res.booking!.id])
    expect(desk.map((row) => [row.kind, Number(row.amount)])).toEqual([['booking_payment', 20], ['booking_move', -8]])
    expect(await walletLines(member.id)).toBe(0)
  })
})

describe('the forgiving minutes', () => {
  /** A club-local date and slot starting between 2 and 23 hours from now. */
  async function slotInHours(timeZone: string): Promise<{ date: string; slot: number }> {
    const [row] = await sql<{ date: string; slot: number }>(
      `select to_char(d, 'YYYY-MM-DD') as date, s.id as slot
       from generate_series(0, 1) o
       cross join lateral (select (now() at time zone $1)::date + o as d) day
       cross join public.slots s
       where (d + s.starts_at) at time zone $1 between now() + interval '2 hours' and now() + interval '23 hours'
       order by d, s.id limit 1`,
      [timeZone],
    )
    return row
  }

  async function quoteOf(bookingId: string): Promise<{ forgiven_until: string | null; full_refund: boolean }> {
    const [row] = await sql<{ q: { forgiven_until: string | null; full_refund: boolean } }>(
      'select public.cancellation_quote(b) as q from public.bookings b where b.id = $1', [bookingId])
    return row.q
  }

  it('refunds a booking cancelled within minutes of being made in full, whatever the late-cancel rule', async () => {
    const test = await club({ freeCancelMinutes: 10, opensAt: '00:00' })
    const member = await account({ funds: 100 })
    const soon = await slotInHours(test.timeZone)
    const res = await book(member.client, { court: test.courts[0], date: soon.date, slot: soon.slot })
    expect(res.status).toBe('confirmed')
    const quote = await quoteOf(res.booking!.id)
    expect(quote.full_refund).toBe(true)
    expect(Date.parse(quote.forgiven_until!) - Date.now()).toBeGreaterThan(8 * 60_000)
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: res.booking!.id })
    expect(cancelled.refund).toBe(res.booking!.price)

    // Past the minutes, the late-cancel rule again (within 24 hours of the start: no refund).
    const again = await book(member.client, { court: test.courts[1], date: soon.date, slot: soon.slot })
    await madeAgo(again.booking!.id, 11)
    expect(await quoteOf(again.booking!.id)).toMatchObject({ forgiven_until: null, full_refund: false })
    expect((await rpc(member.client, 'cancel_booking', { p_booking_id: again.booking!.id })).refund).toBe(0)
  })
})

describe('set_club_payment_rules', () => {
  it("lets the club's staff choose the ways, the cap and the minutes, audited; nobody else", async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id })
    const member = await account()
    const args = { p_club_id: test.id, p_pay_ways: ['wallet'], p_unpaid_limit: 3, p_free_cancel_minutes: 15 }
    expect(await rpc(member.client, 'set_club_payment_rules', args)).toMatchObject({ status: 'not_allowed', ...said('server_not_allowed_payment_rules') })
    expect(await rpc(owner.client, 'set_club_payment_rules', args)).toMatchObject({
      status: 'saved', pay_ways: ['wallet'], unpaid_limit: 3, free_cancel_minutes: 15, ...said('server_saved_payment_rules'),
    })
    const settings = await rpc(owner.client, 'club_settings', { p_club_id: test.id })
    expect(settings.payment).toEqual({ pay_ways: ['wallet'], unpaid_limit: 3, free_cancel_minutes: 15, card_refunds_to: 'wallet', card_enabled: true })
    for (const bad of [
      { ...args, p_pay_ways: [] },
      { ...args, p_pay_ways: null },
      { ...args, p_pay_ways: ['gold'] },
      { ...args, p_card_refunds_to: 'bank' },
      { ...args, p_unpaid_limit: 21 },
      { ...args, p_unpaid_limit: 1.5 },
      { ...args, p_free_cancel_minutes: -1 },
      { ...args, p_free_cancel_minutes: 'Infinity' },
    ]) {
      expect((await rpc(owner.client, 'set_club_payment_rules', bad)).status).toBe('invalid_request')
    }
    // Card is a way to pay only while card payments are set up (the suite's stack has Stripe keys: card-payments.test.ts).
    await sql('select public.set_card_payments(false)')
    try {
      expect(await rpc(owner.client, 'set_club_payment_rules', { ...args, p_pay_ways: ['card'] })).toMatchObject({
        status: 'invalid_request', ...said('server_invalid_request_card_not_set_up') })
    } finally {
      await sql('select public.set_card_payments(true)')
    }
    const [audit] = await sql<{ details: { after: { pay_ways: string[] } } }>(
      "select details from public.audit_log where action = 'set_payment_rules' and club_id = $1", [test.id])
    expect(audit.details.after.pay_ways).toEqual(['wallet'])
  })
})
