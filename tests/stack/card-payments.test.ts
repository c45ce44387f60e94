import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { sql } from './support.ts'
import { account, balanceOf, book, club, localDate, rpc, said, tokenFor } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { callFunction, deliver, intentOf, payByCard, stripeEvent, stripeRequests, succeeded } from './card-helpers.ts'

checkLedgerAfterEach()

async function dueOf(bookingId: string): Promise<number> {
  const [row] = await sql<{ due: string }>('select due from public.bookings where id = $1', [bookingId])
  return Number(row.due)
}

async function deskLines(bookingId: string) {
  return sql<{ kind: string; amount: string; method: string; description: string; description_message: { message_key: string } }>(
    'select kind, amount, method, description, description_message from public.desk_payments where booking_id = $1 order by created_at', [bookingId])
}

async function eventOutcome(id: string): Promise<string | undefined> {
  const [row] = await sql<{ outcome: string }>('select outcome from public.stripe_events where id = $1', [id])
  return row?.outcome
}

/** A club taking card (and its owner), and a member with no balance holding a booking there to pay by card. */
async function cardBooking(opts: { refundsTo?: 'wallet' | 'card' } = {}) {
  const owner = await account({ role: 'club_owner' })
  const test = await club({ ownerId: owner.id, payWays: ['wallet', 'club', 'card'] })
  if (opts.refundsTo) await sql('update public.clubs set card_refunds_to = $2 where id = $1', [test.id, opts.refundsTo])
  const member = await account()
  const booked = await book(member.client, { court: test.courts[0], date: await localDate(test.timeZone, 3), slot: 2, payWith: 'card' })
  expect(booked.status).toBe('confirmed')
  return { owner, test, member, booking: booked.booking! }
}

/** cardBooking, its card payment asked for, and the intent Stripe made. */
async function cardIntent(opts: { refundsTo?: 'wallet' | 'card' } = {}) {
  const made = await cardBooking(opts)
  const paid = await payByCard(made.member, { bookingId: made.booking.id })
  expect(paid).toMatchObject({ http: 200, status: 'ready', amount: 20, currency: 'EUR' })
  return { ...made, paid, intent: await intentOf(paid.clientSecret) }
}

describe('paying a booking by card', () => {
  it('books a member with no balance by card, takes the card payment once and puts it in the club’s ledger', async () => {
    const { owner, test, member, booking } = await cardBooking()
    expect(booking).toMatchObject({ pay_with: 'card', due: 20, price: 20, status: 'confirmed' })
    expect(await balanceOf(member.id)).toBe(0)

    const paid = await payByCard(member, { bookingId: booking.id })
    expect(paid).toMatchObject({ http: 200, status: 'ready', amount: 20, currency: 'EUR',
      ...said('server_card_payment_quoted', { amount: { amount: 20, currency: 'EUR' } }) })
    const intent = await intentOf(paid.clientSecret)
    expect(intent).toMatchObject({ amount: 2000, currency: 'eur', metadata: { member_id: member.id, booking_id: booking.id, kind: 'booking' } })
    const cardPaymentId = String(paid.cardPaymentId)
    expect(intent.metadata.card_payment_id).toBe(cardPaymentId)
    const created = (await stripeRequests()).filter((r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `card_payment_${cardPaymentId}`)
    expect(created).toHaveLength(1)
    // Asked again (a reload), the same intent: nothing new at Stripe, nothing new here.
    const again = await payByCard(member, { bookingId: booking.id })
    expect(again).toMatchObject({ http: 200, clientSecret: paid.clientSecret, cardPaymentId })
    expect((await stripeRequests()).filter((r) => r.method === 'POST' && r.idempotencyKey === `card_payment_${cardPaymentId}`)).toHaveLength(1)

    // The member reads their own card payment; nobody else does.
    const own = await member.client.from('card_payments').select('id, status, amount')
    expect(own.data).toEqual([{ id: cardPaymentId, status: 'open', amount: 20 }])
    const stranger = await account()
    expect((await stranger.client.from('card_payments').select('id')).data).toEqual([])
    expect((await owner.client.from('card_payments').select('id')).data).toEqual([{ id: cardPaymentId }])

    const event = succeeded(intent)
    expect(await deliver(event)).toMatchObject({ http: 200, status: 'recorded', outcome: 'booking_paid' })
    expect(await dueOf(booking.id)).toBe(0)
    const lines = await deskLines(booking.id)
    expect(lines.map((l) => [l.kind, Number(l.amount), l.method])).toEqual([['booking_payment', 20, 'card_online']])
    expect(lines[0].description_message.message_key).toBe('ledger_paid_by_card')
    expect(lines[0].description).toMatch(/^Paid by card online: Booking Tester, court 1, /)
    expect(await balanceOf(member.id)).toBe(0)

    // The same event again (Stripe retries), and a late failure of the same intent: nothing more.
    expect(await deliver(event)).toMatchObject({ http: 200, status: 'duplicate', outcome: 'duplicate', ...said('server_stripe_event_duplicate') })
    expect(await deliver(succeeded(intent))).toMatchObject({ http: 200, outcome: 'already_settled' })
    expect(await deliver(stripeEvent('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }))).toMatchObject({
      http: 200, outcome: 'already_settled' })
    expect(await deskLines(booking.id)).toHaveLength(1)
    const [row] = await sql<{ status: string; outcome: string }>('select status, outcome from public.card_payments where id = $1', [cardPaymentId])
    expect(row).toEqual({ status: 'succeeded', outcome: 'booking_paid' })

    const today = await localDate(test.timeZone, 0)
    const ledger = await rpc(owner.client, 'club_ledger', { p_club_id: test.id, p_from: today, p_to: today })
    const ledgerLines = ledger.lines as { kind: string; category: string; amount: number; member_id: string }[]
    expect(ledgerLines.map((l) => [l.kind, l.category, l.amount, l.member_id])).toEqual([['booking_payment', 'booking', 20, member.id]])
    expect(ledger.totals).toMatchObject({ bookings: 20, revenue: 20 })
    // Paid, it no longer counts toward the unpaid limit; there is nothing to pay by card any more.
    expect(await payByCard(member, { bookingId: booking.id })).toMatchObject({ http: 409, status: 'already_paid', ...said('server_already_paid') })
  })

  it('counts a booking to pay by card toward the club’s unpaid limit until it is paid', async () => {
    const test = await club({ payWays: ['card'], unpaidLimit: 2 })
    const member = await account()
    const date = await localDate(test.timeZone, 4)
    for (const slot of [1, 2]) expect((await book(member.client, { court: test.courts[0], date, slot, payWith: 'card' })).status).toBe('confirmed')
    expect((await book(member.client, { court: test.courts[0], date, slot: 3, payWith: 'card' })).status).toBe('unpaid_limit_reached')
  })

  it('sends a payment for a booking cancelled meanwhile to the member’s wallet, and says so', async () => {
    const { member, booking, intent } = await cardIntent()
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: booking.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 0, ...said('server_cancelled_nothing_due') })
    expect(await deliver(succeeded(intent))).toMatchObject({ http: 200, outcome: 'to_wallet' })
    expect(await balanceOf(member.id)).toBe(20)
    const [line] = await sql<{ kind: string; description_message: { message_key: string } }>(
      "select kind, description_message from public.transactions where member_id = $1 and type = 'credit'", [member.id])
    expect(line).toMatchObject({ kind: 'top_up', description_message: { message_key: 'ledger_card_payment_to_wallet' } })
    const { data } = await member.client.from('transactions').select('description, description_message')
    expect(data).toHaveLength(1)
  })

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { booking, intent } = await cardIntent()
    const event = succeeded(intent)
    expect(await deliver(event, { secret: 'whsec_forged' })).toMatchObject({ http: 400, status: 'invalid_signature', ...said('server_invalid_stripe_signature') })
    expect(await deliver(event, { signature: null })).toMatchObject({ http: 400, status: 'invalid_signature' })
    expect(await deliver(event, { signature: 't=1,v1=00' })).toMatchObject({ http: 400, status: 'invalid_signature' })
    expect(await eventOutcome(event.id)).toBeUndefined()
    expect(await dueOf(booking.id)).toBe(20)
    // The webhook answers without an API key (Stripe has none), and only to POST.
    expect(await deliver(event)).toMatchObject({ http: 200, outcome: 'booking_paid' })
  })

  it('refuses and logs an amount or a currency other than the recorded ones', async () => {
    const { booking, intent } = await cardIntent()
    const more = succeeded(intent, { amount: 1000, amount_received: 1000 })
    expect(await deliver(more)).toMatchObject({ http: 200, outcome: 'amount_mismatch' })
    const pounds = succeeded(intent, { currency: 'gbp' })
    expect(await deliver(pounds)).toMatchObject({ http: 200, outcome: 'currency_mismatch' })
    expect(await eventOutcome(more.id)).toBe('amount_mismatch')
    expect(await eventOutcome(pounds.id)).toBe('currency_mismatch')
    const [logged] = await sql<{ details: { amount_minor: number; expected: { amount_minor: number } } }>(
      'select details from public.stripe_events where id = $1', [more.id])
    expect(logged.details).toMatchObject({ amount_minor: 1000, expected: { amount_minor: 2000 } })
    expect(await dueOf(booking.id)).toBe(20)
    expect(await deskLines(booking.id)).toEqual([])
    expect(await deliver(succeeded(intent))).toMatchObject({ http: 200, outcome: 'booking_paid' })
  })

  it('never lets an event for one member’s payment credit another member', async () => {
    const a = await cardIntent()
    const b = await account()
    const bTopUp = await payByCard(b, { topUp: { amount: 20, currency: 'EUR' } })
    expect(bTopUp).toMatchObject({ http: 200 })
    // A's intent, with B named in its metadata (B's member id, and B's own card payment).
    for (const metadata of [
      { ...a.intent.metadata, member_id: b.id },
      { ...a.intent.metadata, member_id: b.id, card_payment_id: String(bTopUp.cardPaymentId) },
    ]) {
      const event = succeeded({ ...a.intent, metadata })
      expect(await deliver(event)).toMatchObject({ http: 200, outcome: 'member_mismatch' })
      expect(await eventOutcome(event.id)).toBe('member_mismatch')
    }
    expect(await balanceOf(b.id)).toBe(0)
    expect(await balanceOf(a.member.id)).toBe(0)
    expect(await dueOf(a.booking.id)).toBe(20)
  })

  it('quotes only the caller’s own booking that still owes something', async () => {
    const { member, booking } = await cardBooking()
    const other = await account()
    expect(await payByCard(other, { bookingId: booking.id })).toMatchObject({ http: 404, status: 'unknown_booking', ...said('server_unknown_booking') })
    expect(await payByCard(other, { bookingId: randomUUID() })).toMatchObject({ http: 404, status: 'unknown_booking' })
    const direct = await rpc(other.client, 'card_payment_quote', { p_booking_id: booking.id })
    expect(direct.status).toBe('unknown_booking')
    expect(await sql('select 1 from public.card_payments where booking_id = $1', [booking.id])).toEqual([])
    // The amount is never the caller's to choose; nonsense is refused before the database.
    expect(await payByCard(member, { bookingId: booking.id, amount: 1 })).toMatchObject({ http: 200, amount: 20 })
    for (const body of [{}, { bookingId: 'x' }, { bookingId: booking.id, topUp: { amount: 5, currency: 'EUR' } }, { topUp: 5 }]) {
      expect(await payByCard(member, body)).toMatchObject({ http: 400, status: 'invalid_request', ...said('server_invalid_request_card_payment') })
    }
    expect(await payByCard(member, '{')).toMatchObject({ http: 400, ...said('server_invalid_request_card_body') })
    expect(await callFunction('create-card-payment', { body: { bookingId: booking.id } })).toMatchObject({ http: 401, status: 'not_signed_in' })
    expect(await callFunction('create-card-payment', { token: 'forged.token.here', body: { bookingId: booking.id } })).toMatchObject({
      http: 401, ...said('server_not_signed_in_card_session') })
    await rpc(member.client, 'cancel_booking', { p_booking_id: booking.id })
    expect(await payByCard(member, { bookingId: booking.id })).toMatchObject({ http: 409, status: 'cancelled' })
  })
})

describe('a wallet top-up by card', () => {
  it('credits the wallet once, in its currency', async () => {
    const member = await account()
    const paid = await payByCard(member, { topUp: { amount: 25.5, currency: 'GBP' } })
    expect(paid).toMatchObject({ http: 200, amount: 25.5, currency: 'GBP' })
    const intent = await intentOf(paid.clientSecret)
    expect(intent).toMatchObject({ amount: 2550, currency: 'gbp', metadata: { member_id: member.id, kind: 'top_up' } })
    const event = succeeded(intent)
    expect(await deliver(event)).toMatchObject({ http: 200, outcome: 'top_up' })
    expect(await deliver(event)).toMatchObject({ http: 200, outcome: 'duplicate' })
    expect(await balanceOf(member.id, 'GBP')).toBe(25.5)
    expect(await balanceOf(member.id, 'EUR')).toBe(0)
    const { data } = await member.client.from('transactions').select('kind, amount, currency, status, description, description_message')
    expect(data).toEqual([{ kind: 'top_up', amount: 25.5, currency: 'GBP', status: 'completed', description: 'Wallet top-up by card',
      description_message: said('ledger_top_up_card') }])
  })

  it('refuses amounts a top-up may not be and currencies no club charges in', async () => {
    const member = await account()
    for (const amount of [0, -5, 1000.01, 1.234]) {
      expect(await payByCard(member, { topUp: { amount, currency: 'EUR' } }), String(amount)).toMatchObject({
        http: 400, status: 'invalid_amount', ...said('server_invalid_amount') })
    }
    for (const currency of ['XYZ', 'eu', '']) {
      expect(await payByCard(member, { topUp: { amount: 10, currency } })).toMatchObject({ http: 400, status: 'unknown_currency' })
    }
    expect(await sql('select 1 from public.card_payments where member_id = $1', [member.id])).toEqual([])
  })
})

describe('a card payment racing the desk', () => {
  it('lands one payment for the booking; the other money goes to the wallet', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { owner, member, booking, intent } = await cardIntent()
      const [desk, card] = await Promise.all([
        rpc(owner.client, 'take_booking_payment', { p_booking_id: booking.id, p_amount: 20, p_method: 'cash' }),
        deliver(succeeded(intent)),
      ])
      const payments = (await deskLines(booking.id)).filter((l) => l.kind === 'booking_payment')
      expect(payments).toHaveLength(1)
      expect(await dueOf(booking.id)).toBe(0)
      if (desk.status === 'paid') {
        expect(card.outcome).toBe('to_wallet')
        expect(payments[0].method).toBe('cash')
        expect(await balanceOf(member.id)).toBe(20)
      } else {
        expect(desk.status).toBe('already_paid')
        expect(card.outcome).toBe('booking_paid')
        expect(await balanceOf(member.id)).toBe(0)
      }
    }
  })
})

describe('card payments not set up', () => {
  afterEach(async () => {
    await sql('select public.set_card_payments(true)')
  })

  it('the app learns whether to offer card', async () => {
    expect(await callFunction('card-payments-config', { method: 'GET' })).toMatchObject({ http: 200, enabled: true, publishableKey: 'pk_test_elsy_local' })
  })

  it('refuses card with a sentence on every path', async () => {
    const owner = await account({ role: 'club_owner' })
    const test = await club({ ownerId: owner.id, payWays: ['wallet', 'card'] })
    const member = await account({ funds: 20 })
    const date = await localDate(test.timeZone, 2)
    const walletBooking = await book(member.client, { court: test.courts[0], date, slot: 1 })
    await sql('select public.set_card_payments(false)')

    const card = await book(member.client, { court: test.courts[0], date, slot: 2, payWith: 'card' })
    expect(card).toMatchObject({ status: 'card_not_set_up', pay_ways: ['wallet'], ...said('server_invalid_request_card_not_set_up') })
    const rules = await rpc(owner.client, 'set_club_payment_rules', {
      p_club_id: test.id, p_pay_ways: ['wallet', 'card'], p_unpaid_limit: 2, p_free_cancel_minutes: 10 })
    expect(rules).toMatchObject({ status: 'invalid_request', field: 'pay_ways', ...said('server_invalid_request_card_not_set_up') })
    expect(await rpc(member.client, 'card_payment_quote', { p_amount: 10, p_currency: 'EUR' })).toMatchObject({ status: 'card_not_set_up' })
    expect(await payByCard(member, { topUp: { amount: 10, currency: 'EUR' } })).toMatchObject({ http: 409, status: 'card_not_set_up' })
    expect(walletBooking.status).toBe('confirmed')

    await sql('select public.set_card_payments(true)')
    expect((await book(member.client, { court: test.courts[0], date, slot: 2, payWith: 'card' })).status).toBe('confirmed')
    expect(await rpc(owner.client, 'set_club_payment_rules', {
      p_club_id: test.id, p_pay_ways: ['wallet', 'card'], p_unpaid_limit: 2, p_free_cancel_minutes: 10 })).toMatchObject({
      status: 'saved', pay_ways: ['wallet', 'card'], card_refunds_to: 'wallet' })
  })

  it('keeps the switch to the service role', async () => {
    const member = await account()
    const { error } = await member.client.rpc('set_card_payments', { p_enabled: false })
    expect(error).not.toBeNull()
    const recorded = await member.client.rpc('record_stripe_event', { p_event: stripeEvent('payment_intent.succeeded', {}) })
    expect(recorded.error).not.toBeNull()
    const [{ enabled }] = await sql<{ enabled: boolean }>('select public.card_payments_enabled() as enabled')
    expect(enabled).toBe(true)
  })
})

describe('refunds of card-paid bookings', () => {
  it('go to the wallet by default', async () => {
    const { member, booking, intent } = await cardIntent()
    await deliver(succeeded(intent))
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: booking.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 20, refund_to: 'wallet', ...said('server_cancelled_refunded', {
      amount: { amount: 20, currency: 'EUR' } }) })
    expect(await balanceOf(member.id)).toBe(20)
    expect(await sql('select 1 from public.card_refunds where booking_id = $1', [booking.id])).toEqual([])
  })

  it('go back to the card at a club that says so: sent once, confirmed by charge.refunded', async () => {
    const { owner, test, member, booking, intent } = await cardIntent()
    const rules = await rpc(owner.client, 'set_club_payment_rules', {
      p_club_id: test.id, p_pay_ways: ['wallet', 'club', 'card'], p_unpaid_limit: 2, p_free_cancel_minutes: 0, p_card_refunds_to: 'card' })
    expect(rules).toMatchObject({ status: 'saved', card_refunds_to: 'card' })
    const [audit] = await sql<{ details: { before: { card_refunds_to: string }; after: { card_refunds_to: string } } }>(
      "select details from public.audit_log where action = 'set_payment_rules' and club_id = $1", [test.id])
    expect(audit.details).toMatchObject({ before: { card_refunds_to: 'wallet' }, after: { card_refunds_to: 'card' } })

    await deliver(succeeded(intent))
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: booking.id })
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: 20, refund_to: 'card', ...said('server_cancelled_refunded_card', {
      amount: { amount: 20, currency: 'EUR' } }) })
    expect(await balanceOf(member.id)).toBe(0)
    const [notice] = await sql<{ body: string }>("select body from public.notifications where user_id = $1 and kind = 'booking_cancelled'", [member.id])
    expect(notice.body).toMatch(/€20\.00 will be refunded to your card\.$/)
    expect((await deskLines(booking.id)).map((l) => [l.kind, Number(l.amount)])).toEqual([['booking_payment', 20], ['card_refund', -20]])

    const sent = await callFunction('send-card-refunds', { token: await tokenFor(member.id) })
    expect(sent).toMatchObject({ http: 200, status: 'sent', sent: 1, failed: 0, retry: 0 })
    const [refund] = await sql<{ id: string; status: string; stripe_refund_id: string; amount_minor: string }>(
      'select id, status, stripe_refund_id, amount_minor from public.card_refunds where booking_id = $1', [booking.id])
    expect(refund).toMatchObject({ status: 'sent', amount_minor: '2000' })
    expect((await stripeRequests()).filter((r) => r.path === '/v1/refunds' && r.idempotencyKey === `card_refund_${refund.id}`)).toHaveLength(1)
    // Nothing left to send: a second sender (or the schedule) sends nothing again.
    expect(await callFunction('send-card-refunds', { token: await tokenFor(member.id) })).toMatchObject({ http: 200, sent: 0 })

    const charge = stripeEvent('charge.refunded', { id: `ch_${randomUUID().slice(0, 8)}`, object: 'charge', payment_intent: intent.id, amount: 2000,
      amount_refunded: 2000, currency: 'eur' })
    expect(await deliver(charge)).toMatchObject({ http: 200, outcome: 'refund_confirmed' })
    expect(await deliver(charge)).toMatchObject({ http: 200, outcome: 'duplicate' })
    const [done] = await sql<{ status: string }>('select status from public.card_refunds where id = $1', [refund.id])
    expect(done.status).toBe('succeeded')

    const today = await localDate(test.timeZone, 0)
    const ledger = await rpc(owner.client, 'club_ledger', { p_club_id: test.id, p_from: today, p_to: today })
    expect(ledger.totals).toMatchObject({ bookings: 20, refunds: -20, revenue: 0 })
  })
})
