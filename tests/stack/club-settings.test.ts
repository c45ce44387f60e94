import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, balanceOf, book, club, localDate, rpc, type TestClub } from './booking-helpers.ts'
import { anonClient, sql } from './support.ts'

// The settings page's RPCs: club_settings reads, every change is for the club's staff only, validated with a
// sentence, audited once, and applies to bookings made afterwards.

const OPEN = Array(7).fill('09:00')
const CLOSE = Array(7).fill('21:00')

async function audits(clubId: string, action: string): Promise<Array<{ details: Record<string, unknown> }>> {
  return sql('select details from public.audit_log where club_id = $1 and action = $2 order by id', [clubId, action])
}

/** The next club-local date, at least `after` days ahead, that falls on ISO weekday `isodow`. */
async function nextWeekday(c: TestClub, isodow: number, after = 2): Promise<string> {
  const [row] = await sql<{ d: string }>(
    `select to_char(d, 'YYYY-MM-DD') as d from generate_series((now() at time zone $1)::date + $3::int,
       (now() at time zone $1)::date + $3::int + 6, interval '1 day') d where extract(isodow from d) = $2`,
    [c.timeZone, isodow, after],
  )
  return row.d
}

/** A booking written straight into the table (price as given), member or walk-in guest. */
async function insertBooking(c: TestClub, opts: { member?: string; guest?: string; date: string; slot: number; court?: number; price?: number }) {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, guest_name, price, currency)
     values ($1, $2, $3::date, $4, $5, $5, $6, $7, $8) returning id`,
    [c.courts[opts.court ?? 0], c.id, opts.date, opts.slot, opts.member ?? null, opts.guest ?? null, opts.price ?? 20, c.currency],
  )
  if (opts.guest) {
    await sql(
      `insert into public.desk_payments (club_id, booking_id, kind, amount, currency, description) values ($1, $2, 'walk_in', $3, $4, 'Walk-in')`,
      [c.id, id, opts.price ?? 20, c.currency],
    )
  }
  return id
}

describe('club_settings', () => {
  it('shows the club its staff run: details, hours, peak rule, policy, upcoming closures, courts with bookings to come', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, courts: 2 })
    const member = await account()
    const day = await localDate(ours.timeZone, 3)
    await insertBooking(ours, { member: member.id, date: day, slot: 2 })
    await insertBooking(ours, { member: member.id, date: await localDate(ours.timeZone, -3), slot: 2 })
    await sql("insert into public.club_closures (club_id, date, reason) values ($1, $2::date, 'Holiday'), ($1, $3::date, 'Old')", [
      ours.id, await localDate(ours.timeZone, 10), await localDate(ours.timeZone, -10)])

    const answer = await rpc(owner.client, 'club_settings', { p_club_id: ours.id })
    expect(answer).toMatchObject({
      status: 'ok',
      club: { id: ours.id, currency: 'EUR', phone: null, email: null },
      peak: { starts_at: '18:00', weekdays: [6, 7] },
      full_refund_hours: 24,
      closures: [{ date: await localDate(ours.timeZone, 10), reason: 'Holiday' }],
      courts: [
        { number: 1, name: 'Court 1', type: 'indoor', in_service: true, off_peak_price: 20, peak_price: 30, future_bookings: 1 },
        { number: 2, type: 'outdoor', future_bookings: 0 },
      ],
    })
    expect(answer.hours).toHaveLength(7)
    expect((answer.hours as unknown[])[0]).toEqual({ weekday: 1, name: 'Monday', opens_at: '09:00', closes_at: '21:00' })
    expect(answer.slots).toHaveLength(8)
  })

  it("refuses another club's owner, a member, no club and a club that does not exist", async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const stranger = await account({ role: 'club_owner' })
    await club({ ownerId: stranger.id })
    const member = await account()
    const admin = await account({ role: 'super_admin' })
    expect(await rpc(stranger.client, 'club_settings', { p_club_id: ours.id })).toEqual({
      status: 'not_allowed', message: "Only the club's staff can see its settings.", message_key: 'server_not_allowed_settings', message_values: {} })
    expect((await rpc(member.client, 'club_settings', { p_club_id: ours.id })).status).toBe('not_allowed')
    expect((await rpc(owner.client, 'club_settings', { p_club_id: null })).status).toBe('invalid_request')
    expect((await rpc(admin.client, 'club_settings', { p_club_id: randomUUID() })).status).toBe('unknown_club')
    expect((await rpc(admin.client, 'club_settings', { p_club_id: ours.id })).status).toBe('ok')
  })
})

describe('club details', () => {
  it('saves name, address, phone and e-mail, refuses bad ones with the field, audits once', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const save = (fields: Record<string, unknown>) =>
      rpc(owner.client, 'update_club_details', { p_club_id: ours.id, p_name: 'ELSY Test', p_address: null, p_phone: null, p_email: null, ...fields })

    expect(await save({ p_name: ' A ' })).toMatchObject({ status: 'invalid_request', message: 'Club name must be at least 2 characters.', field: 'name' })
    expect(await save({ p_name: null })).toMatchObject({ status: 'invalid_request', field: 'name' })
    expect(await save({ p_name: 'x'.repeat(101) })).toMatchObject({ message: 'Club name must be at most 100 characters.', field: 'name' })
    expect(await save({ p_address: 'x'.repeat(201) })).toMatchObject({ message: 'Address must be at most 200 characters.', field: 'address' })
    expect((await save({ p_phone: '(020) 7946-0958' })).status).toBe('saved')
    for (const phone of ['12', 'call us', '+34 91', '1'.repeat(16), '+34 910 123 456 ext']) {
      expect(await save({ p_phone: phone })).toMatchObject({ message: 'Please enter a valid phone number', field: 'phone' })
    }
    for (const email of ['desk', 'desk@club', 'a b@club.es', `${'x'.repeat(250)}@club.es`]) {
      expect(await save({ p_email: email })).toMatchObject({ message: 'Please enter a valid email address', field: 'email' })
    }
    expect(await audits(ours.id, 'update_club_details')).toHaveLength(1)

    expect(await save({ p_name: '  ELSY Testville  ', p_address: 'Calle Mayor 1, Madrid', p_phone: '+34 910 123 456', p_email: 'desk@elsy.test' }))
      .toMatchObject({ status: 'saved', message: 'Club details saved.' })
    const [row] = await sql('select name, address, phone, email from public.clubs where id = $1', [ours.id])
    expect(row).toEqual({ name: 'ELSY Testville', address: 'Calle Mayor 1, Madrid', phone: '+34 910 123 456', email: 'desk@elsy.test' })
    // Empty clears the optional ones.
    expect((await save({ p_name: 'ELSY Testville', p_address: ' ', p_phone: '', p_email: '' })).status).toBe('saved')
    const [cleared] = await sql('select address, phone, email from public.clubs where id = $1', [ours.id])
    expect(cleared).toEqual({ address: null, phone: null, email: null })
    const logged = await audits(ours.id, 'update_club_details')
    expect(logged).toHaveLength(3)
    expect(logged[1].details).toMatchObject({ after: { name: 'ELSY Testville', phone: '+34 910 123 456' } })
  })
})

describe('opening hours', () => {
  it('refuses weeks that are not seven days of slot edges, opening before closing', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const hours = (opens: unknown, closes: unknown) => rpc(owner.client, 'set_opening_hours', { p_club_id: ours.id, p_opens_at: opens, p_closes_at: closes })
    const week = (i: number, value: string | null, base: (string | null)[]) => base.map((t, d) => (d === i ? value : t))

    expect((await hours(null, CLOSE)).message).toBe('Please give opening hours for each day of the week, Monday first.')
    expect((await hours([], [])).status).toBe('invalid_request')
    expect((await hours(OPEN.slice(1), CLOSE.slice(1))).status).toBe('invalid_request')
    expect(await hours(week(2, null, OPEN), CLOSE)).toMatchObject({
      message: 'On Wednesday, give both the opening and the closing time, or mark the day closed.', weekday: 3 })
    expect((await hours(week(0, '09:15', OPEN), CLOSE)).message).toBe(
      'On Monday, the club can open when a slot starts: 09:00, 10:30, 12:00, 13:30, 15:00, 16:30, 18:00, 19:30.')
    for (const bad of ['25:00', 'infinity', '21:00', 'x'.repeat(1000)]) {
      expect((await hours(week(0, bad, OPEN), CLOSE)).message).toMatch(/^On Monday, the club can open when a slot starts/)
    }
    expect((await hours(OPEN, week(6, '20:00', CLOSE))).message).toBe(
      'On Sunday, the club can close when a slot ends: 10:30, 12:00, 13:30, 15:00, 16:30, 18:00, 19:30, 21:00.')
    expect((await hours(week(4, '18:00', OPEN), week(4, '18:00', CLOSE))).message).toBe('On Friday, opening must be before closing.')
    expect((await hours(Array(7).fill(null), Array(7).fill(null))).message).toBe(
      'The club must open on at least one day a week. For a break, add closure days instead.')
    expect(await audits(ours.id, 'set_opening_hours')).toHaveLength(0)
  })

  it('closes a weekday and shortens another: book_court answers club_closed, bookings already made stay and are counted', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const member = await account({ funds: 200 })
    const sunday = await nextWeekday(ours, 7)
    const monday = await nextWeekday(ours, 1)
    const kept = await insertBooking(ours, { member: member.id, date: sunday, slot: 4 })

    const opens = ['12:00', ...OPEN.slice(1, 6), null]
    const closes = [...CLOSE.slice(0, 6), null]
    expect(await rpc(owner.client, 'set_opening_hours', { p_club_id: ours.id, p_opens_at: opens, p_closes_at: closes })).toEqual({
      status: 'saved',
      message: 'Opening hours saved. 1 booking already made falls outside the new hours and stays booked.',
      message_key: 'server_saved_opening_hours_outside',
      message_values: { outside: 1 },
      bookings_outside_hours: 1,
    })
    expect(await book(member.client, { court: ours.courts[1], date: sunday, slot: 5 })).toMatchObject({
      status: 'club_closed', message: 'The club is closed at that time.' })
    expect((await book(member.client, { court: ours.courts[0], date: monday, slot: 1 })).status).toBe('club_closed')
    expect((await book(member.client, { court: ours.courts[0], date: monday, slot: 3 })).status).toBe('confirmed')
    const [still] = await sql('select status from public.bookings where id = $1', [kept])
    expect(still.status).toBe('confirmed')

    const settings = await rpc(owner.client, 'club_settings', { p_club_id: ours.id })
    expect((settings.hours as unknown[])[0]).toMatchObject({ opens_at: '12:00', closes_at: '21:00' })
    expect((settings.hours as unknown[])[6]).toMatchObject({ opens_at: null, closes_at: null })
    const logged = await audits(ours.id, 'set_opening_hours')
    expect(logged).toHaveLength(1)
    expect(logged[0].details).toMatchObject({ bookings_outside_hours: 1 })
  })
})

describe('closure days', () => {
  it('refuses days in the past, too far ahead, without a reason, and twice', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const close = (date: unknown, reason: unknown = 'Holiday') =>
      rpc(owner.client, 'add_club_closure', { p_club_id: ours.id, p_date: date, p_reason: reason })

    expect(await close(null)).toMatchObject({ status: 'invalid_request', field: 'date' })
    expect(await close(await localDate(ours.timeZone, 5), '  ')).toMatchObject({ message: 'Please give a reason for the closure.', field: 'reason' })
    expect(await close(await localDate(ours.timeZone, 5), 'x'.repeat(201))).toMatchObject({ field: 'reason' })
    expect(await close(await localDate(ours.timeZone, -1))).toMatchObject({
      status: 'past_date', message: 'That day has passed. Please choose today or a later day.' })
    expect((await close('-infinity')).status).toBe('past_date')
    expect((await close('infinity')).status).toBe('too_far_ahead')
    expect((await close(await localDate(ours.timeZone, 731))).status).toBe('too_far_ahead')
    const day = await localDate(ours.timeZone, 5)
    expect((await close(day)).status).toBe('added')
    expect((await close(day)).status).toBe('already_closed')
    expect(await audits(ours.id, 'add_club_closure')).toHaveLength(1)
  })

  it('lists the bookings of that day and refuses, or cancels and refunds them when staff choose; members are notified', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const member = await account({ funds: 100 })
    const day = await nextWeekday(ours, 2)
    const booked = await book(member.client, { court: ours.courts[0], date: day, slot: 3 })
    expect(booked.status).toBe('confirmed')
    const walkIn = await insertBooking(ours, { guest: 'Ana Guest', date: day, slot: 5, court: 1, price: 30 })
    const before = await balanceOf(member.id)

    const refused = await rpc(owner.client, 'add_club_closure', { p_club_id: ours.id, p_date: day, p_reason: 'Tournament' })
    expect(refused).toMatchObject({ status: 'bookings_exist' })
    expect(refused.message).toMatch(/^There are 2 bookings on \w{3} \d+ \w{3} \d{4}\. Cancel and refund them with the closure, or choose another day\.$/)
    expect(refused.bookings).toEqual([
      expect.objectContaining({ id: booked.booking!.id, court_number: 1, walk_in: false, name: 'Booking Tester' }),
      expect.objectContaining({ id: walkIn, court_number: 2, walk_in: true, name: 'Ana Guest', price: 30 }),
    ])
    expect(await sql('select 1 from public.club_closures where club_id = $1', [ours.id])).toHaveLength(0)

    const done = await rpc(owner.client, 'add_club_closure', { p_club_id: ours.id, p_date: day, p_reason: 'Tournament', p_cancel_bookings: true })
    expect(done).toMatchObject({ status: 'added', cancelled: 2, refunded: 50, currency: 'EUR' })
    expect(done.message).toMatch(/ 2 bookings were cancelled and €50\.00 refunded; their members are notified\.$/)
    expect(await balanceOf(member.id)).toBe(before + 20)
    const statuses = await sql<{ id: string; status: string; refund_amount: string }>(
      'select id, status, refund_amount from public.bookings where id = any($1::uuid[]) order by slot_id', [[booked.booking!.id, walkIn]])
    expect(statuses.map((r) => [r.status, Number(r.refund_amount)])).toEqual([['cancelled', 20], ['cancelled', 30]])
    const desk = await sql<{ amount: string }>("select amount from public.desk_payments where booking_id = $1 and kind = 'walk_in_refund'", [walkIn])
    expect(desk.map((r) => Number(r.amount))).toEqual([-30])
    const notes = await sql<{ body: string }>("select body from public.notifications where user_id = $1 and kind = 'booking_cancelled'", [member.id])
    expect(notes).toHaveLength(1)
    expect(notes[0].body).toMatch(/Cancelled by club staff\. €20\.00 refunded to your balance\.$/)
    // The notification, the refunds and the ledger's lines name their messages too (said-check compares them with the English).
    const { data: bell } = await member.client.from('notifications').select('title, body, title_message, body_message').eq('kind', 'booking_cancelled')
    expect(bell).toEqual([expect.objectContaining({
      title_message: { message_key: 'notice_booking_cancelled', message_values: {} },
      body_message: expect.objectContaining({ message_key: 'notice_sentences' }),
    })])
    const today = await localDate(ours.timeZone, 0)
    const ledger = await rpc(owner.client, 'club_ledger', { p_club_id: ours.id, p_from: today, p_to: today })
    const refunds = (ledger.lines as Array<{ kind: string; description_message: { message_key: string } | null }>)
      .filter((line) => line.kind.endsWith('refund'))
    expect(refunds.map((line) => line.description_message?.message_key).sort()).toEqual(['ledger_refund_closed', 'ledger_walk_in_refund_closed'])
    const logged = await audits(ours.id, 'add_club_closure')
    expect(logged).toHaveLength(1)
    expect(logged[0].details).toMatchObject({ reason: 'Tournament', refunded: 50 })

    // The day is closed to bookings, and it can be reopened (cancelled bookings stay cancelled).
    expect((await book(member.client, { court: ours.courts[1], date: day, slot: 1 })).status).toBe('club_closed')
    const availability = await member.client.rpc('court_availability', { p_club_id: ours.id, p_date: day })
    expect((availability.data as Array<{ is_unavailable: boolean }>).every((cell) => cell.is_unavailable)).toBe(true)
    expect(await rpc(owner.client, 'remove_club_closure', { p_club_id: ours.id, p_date: day })).toMatchObject({ status: 'removed' })
    expect((await rpc(owner.client, 'remove_club_closure', { p_club_id: ours.id, p_date: day })).status).toBe('unknown_closure')
    expect((await book(member.client, { court: ours.courts[1], date: day, slot: 1 })).status).toBe('confirmed')
    expect(await audits(ours.id, 'remove_club_closure')).toHaveLength(1)
  })

  it('keeps past closures on record', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const past = await localDate(ours.timeZone, -2)
    await sql("insert into public.club_closures (club_id, date, reason) values ($1, $2::date, 'Storm')", [ours.id, past])
    expect((await rpc(owner.client, 'remove_club_closure', { p_club_id: ours.id, p_date: past })).status).toBe('past_date')
    expect((await rpc(owner.client, 'remove_club_closure', { p_club_id: ours.id, p_date: null })).status).toBe('invalid_request')
  })
})

describe('courts', () => {
  it('adds a court with the next number, renames it, switches indoor/outdoor', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, courts: 2 })
    const add = (fields: Record<string, unknown>) =>
      rpc(owner.client, 'add_court', { p_club_id: ours.id, p_name: null, p_type: 'indoor', p_off_peak_price: 20, p_peak_price: 30, ...fields })

    expect(await add({ p_type: 'grass' })).toMatchObject({ message: 'Please choose indoor or outdoor.', field: 'type' })
    expect(await add({ p_name: 'x'.repeat(101) })).toMatchObject({ field: 'name' })
    expect(await add({ p_off_peak_price: null })).toMatchObject({ message: 'Please give the off-peak price.', field: 'off_peak_price' })
    const added = await add({ p_type: 'outdoor', p_peak_price: 35.5 })
    expect(added).toMatchObject({ status: 'added', message: 'Court 3 added. It can be booked now.',
      court: { number: 3, name: 'Court 3', type: 'outdoor', in_service: true, off_peak_price: 20, peak_price: 35.5, future_bookings: 0 } })
    const courtId = (added.court as { id: string }).id
    expect((await add({ p_name: 'Centre court' })).court).toMatchObject({ number: 4, name: 'Centre court' })

    const update = (name: unknown, type: unknown) => rpc(owner.client, 'update_court', { p_court_id: courtId, p_name: name, p_type: type })
    expect(await update(' ', 'indoor')).toMatchObject({ message: 'Please give the court a name.', field: 'name' })
    expect(await update('Glass', null)).toMatchObject({ field: 'type' })
    expect(await update(' Glass court ', 'INDOOR')).toMatchObject({ status: 'saved', court: { name: 'Glass court', type: 'indoor' } })
    expect(await audits(ours.id, 'add_court')).toHaveLength(2)
    expect(await audits(ours.id, 'update_court')).toHaveLength(1)
    expect((await rpc(owner.client, 'update_court', { p_court_id: randomUUID(), p_name: 'x', p_type: 'indoor' })).status).toBe('unknown_court')
  })

  it('takes a court out of service (its bookings stay and are counted) and back into service', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, courts: 2 })
    const member = await account({ funds: 100 })
    const day = await localDate(ours.timeZone, 3)
    const kept = await book(member.client, { court: ours.courts[0], date: day, slot: 2 })
    const service = (value: unknown) => rpc(owner.client, 'set_court_in_service', { p_court_id: ours.courts[0], p_in_service: value })

    expect((await service(null)).status).toBe('invalid_request')
    expect(await service(false)).toMatchObject({
      status: 'saved', future_bookings: 1, court: { in_service: false, future_bookings: 1 },
      message: 'Court 1 is out of service: nothing new can be booked on it. The 1 booking already made stays; cancel or move them from the bookings page if needed.',
    })
    expect((await service(false)).status).toBe('unchanged')
    expect(await book(member.client, { court: ours.courts[0], date: day, slot: 3 })).toMatchObject({ status: 'court_out_of_service' })
    const [row] = await sql('select status from public.bookings where id = $1', [kept.booking!.id])
    expect(row.status).toBe('confirmed')
    expect(await service(true)).toMatchObject({ status: 'saved', message: 'Court 1 is back in service and can be booked again.' })
    expect((await book(member.client, { court: ours.courts[0], date: day, slot: 3 })).status).toBe('confirmed')
    expect((await audits(ours.id, 'court_out_of_service')).length + (await audits(ours.id, 'court_in_service')).length).toBe(2)
  })
})

describe('prices and the peak rule', () => {
  it('refuses prices outside 0..1000, with more than 2 decimals, NaN or Infinity', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const prices = (off: unknown, peak: unknown) => rpc(owner.client, 'set_court_prices', { p_court_id: ours.courts[0], p_off_peak_price: off, p_peak_price: peak })
    expect(await prices(-1, 30)).toMatchObject({ message: 'The off-peak price must be from €0.00 to €1,000.00.', field: 'off_peak_price' })
    expect(await prices(20, 1000.01)).toMatchObject({ message: 'The peak price must be from €0.00 to €1,000.00.', field: 'peak_price' })
    expect(await prices(10.005, 30)).toMatchObject({ message: 'The off-peak price can have at most 2 decimals.' })
    for (const bad of ['NaN', 'Infinity', '-Infinity', '1e300', null]) expect((await prices(bad, 30)).status).toBe('invalid_request')
    expect(await audits(ours.id, 'set_court_prices')).toHaveLength(0)
    expect((await prices(0, 1000)).status).toBe('saved')
  })

  it("changes a court's price: a new booking costs the new price, an existing booking keeps its own", async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const member = await account({ funds: 200 })
    const monday = await nextWeekday(ours, 1)
    const first = await book(member.client, { court: ours.courts[0], date: monday, slot: 1 })
    expect(first.booking!.price).toBe(20)

    expect(await rpc(owner.client, 'set_court_prices', { p_court_id: ours.courts[0], p_off_peak_price: 25.5, p_peak_price: 40 })).toMatchObject({
      status: 'saved',
      message: 'Court 1 now costs €25.50 off-peak and €40.00 at peak for bookings made from now on. Bookings already made keep their price.',
    })
    const before = await balanceOf(member.id)
    const second = await book(member.client, { court: ours.courts[0], date: monday, slot: 2 })
    expect(second.booking!.price).toBe(25.5)
    expect(await balanceOf(member.id)).toBe(before - 25.5)
    const [kept] = await sql<{ price: string }>('select price from public.bookings where id = $1', [first.booking!.id])
    expect(Number(kept.price)).toBe(20)
    expect((await audits(ours.id, 'set_court_prices'))[0].details).toMatchObject({ before: { off_peak_price: 20 }, after: { off_peak_price: 25.5 } })
  })

  it('moves the peak: court_availability and book_court follow it', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const member = await account({ funds: 200 })
    const peak = (starts: unknown, days: unknown) => rpc(owner.client, 'set_peak_rule', { p_club_id: ours.id, p_peak_starts_at: starts, p_peak_weekdays: days })

    expect(await peak('18:15', [])).toMatchObject({ status: 'invalid_request', field: 'peak_starts_at' })
    expect(await peak('infinity', [])).toMatchObject({ field: 'peak_starts_at' })
    expect(await peak(null, null)).toMatchObject({ message: 'Please choose the peak days among Monday to Sunday, or none.', field: 'peak_weekdays' })
    expect((await peak(null, [0])).status).toBe('invalid_request')
    expect((await peak(null, [8])).status).toBe('invalid_request')
    expect((await peak(null, [1, null])).status).toBe('invalid_request')
    expect(await peak('19:30', [3, 3, 3])).toMatchObject({ status: 'saved', peak: { starts_at: '19:30', weekdays: [3] } })

    const tuesday = await nextWeekday(ours, 2)
    const wednesday = await nextWeekday(ours, 3)
    const saturday = await nextWeekday(ours, 6)
    type Cell = { slot_id: number; is_peak: boolean; price: number }
    const cells = async (date: string) => {
      const { data } = await member.client.rpc('court_availability', { p_club_id: ours.id, p_date: date })
      return (data as Array<Cell & { court_id: string }>).filter((c) => c.court_id === ours.courts[0])
    }
    const tue = await cells(tuesday)
    expect(tue.filter((c) => c.is_peak).map((c) => c.slot_id)).toEqual([8])
    expect(tue.find((c) => c.slot_id === 7)).toMatchObject({ is_peak: false, price: 20 })
    expect((await cells(wednesday)).every((c) => c.is_peak && c.price === 30)).toBe(true)
    expect((await cells(saturday)).filter((c) => c.is_peak).map((c) => c.slot_id)).toEqual([8])
    expect((await book(member.client, { court: ours.courts[0], date: saturday, slot: 3 })).booking!.price).toBe(20)

    expect(await peak('', [])).toMatchObject({ status: 'saved', peak: { starts_at: null, weekdays: [] } })
    expect((await cells(tuesday)).some((c) => c.is_peak)).toBe(false)
    expect(await audits(ours.id, 'set_peak_rule')).toHaveLength(2)
  })
})

describe('cancellation policy', () => {
  it('refuses hours outside 0..336 or fractional; a booking keeps the window it was made under', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const member = await account({ funds: 200 })
    const policy = (hours: unknown) => rpc(owner.client, 'set_cancellation_policy', { p_club_id: ours.id, p_full_refund_hours: hours })
    for (const bad of [null, -1, 337, 1.5, 'NaN', 'Infinity', '1e300']) {
      expect(await policy(bad)).toMatchObject({
        status: 'invalid_request', message: 'The full refund window is a whole number of hours from 0 to 336 (two weeks).', field: 'full_refund_hours' })
    }
    // Two days ahead: more than 24 hours before the start, less than 72.
    const day = await localDate(ours.timeZone, 2)
    const early = await book(member.client, { court: ours.courts[0], date: day, slot: 8 })
    expect(await policy(72)).toMatchObject({
      status: 'saved',
      message: 'Cancellation policy saved: members are refunded in full up to 72 hours before the start. Bookings already made keep the policy they were made under.',
    })
    const late = await book(member.client, { court: ours.courts[1], date: day, slot: 8 })
    expect(await rpc(member.client, 'cancellation_terms', { p_booking_id: early.booking!.id })).toMatchObject({ full_refund: true, full_refund_hours: 24 })
    expect(await rpc(member.client, 'cancellation_terms', { p_booking_id: late.booking!.id })).toMatchObject({ full_refund: false, full_refund_hours: 72 })
    expect((await policy(0)).message).toBe(
      'Cancellation policy saved: members are refunded in full whenever they cancel before the start. Bookings already made keep the policy they were made under.')
    expect(await audits(ours.id, 'set_cancellation_policy')).toHaveLength(2)
  })
})

describe('who may change settings', () => {
  it("refuses another club's owner and a member on every change, and leaves the club as it was", async () => {
    const owner = await account({ role: 'club_owner' })
    const stranger = await account({ role: 'club_owner' })
    const member = await account()
    const ours = await club({ ownerId: owner.id, courts: 2 })
    await club({ ownerId: stranger.id })
    const day = await localDate(ours.timeZone, 5)
    await sql("insert into public.club_closures (club_id, date, reason) values ($1, $2::date, 'Kept')", [ours.id, day])
    const calls: Array<[string, Record<string, unknown>]> = [
      ['update_club_details', { p_club_id: ours.id, p_name: 'Taken', p_address: null, p_phone: null, p_email: null }],
      ['set_opening_hours', { p_club_id: ours.id, p_opens_at: OPEN, p_closes_at: Array(7).fill('10:30') }],
      ['set_peak_rule', { p_club_id: ours.id, p_peak_starts_at: null, p_peak_weekdays: [] }],
      ['set_cancellation_policy', { p_club_id: ours.id, p_full_refund_hours: 0 }],
      ['add_club_closure', { p_club_id: ours.id, p_date: await localDate(ours.timeZone, 6), p_reason: 'x' }],
      ['remove_club_closure', { p_club_id: ours.id, p_date: day }],
      ['add_court', { p_club_id: ours.id, p_name: null, p_type: 'indoor', p_off_peak_price: 1, p_peak_price: 1 }],
      ['update_court', { p_court_id: ours.courts[0], p_name: 'Taken', p_type: 'outdoor' }],
      ['set_court_in_service', { p_court_id: ours.courts[0], p_in_service: false }],
      ['set_court_prices', { p_court_id: ours.courts[0], p_off_peak_price: 0, p_peak_price: 0 }],
    ]
    const before = await sql('select to_jsonb(c) - \'created_at\' as c from public.clubs c where id = $1', [ours.id])
    const courtsBefore = await sql('select to_jsonb(k) as k from public.courts k where club_id = $1 order by number', [ours.id])
    for (const who of [stranger, member]) {
      for (const [name, args] of calls) {
        const answer = await rpc(who.client, name, args)
        expect(answer.status, `${name} as ${who === member ? 'member' : 'stranger'}`).toBe('not_allowed')
        expect(answer.message).toMatch(/^Only the club's staff can /)
      }
    }
    expect(await sql('select to_jsonb(c) - \'created_at\' as c from public.clubs c where id = $1', [ours.id])).toEqual(before)
    expect(await sql('select to_jsonb(k) as k from public.courts k where club_id = $1 order by number', [ours.id])).toEqual(courtsBefore)
    expect(await sql('select date from public.club_closures where club_id = $1', [ours.id])).toHaveLength(1)
    expect(await sql('select 1 from public.audit_log where club_id = $1', [ours.id])).toHaveLength(0)
    // Signed out: not even an answer about the club.
    const { error } = await anonClient().rpc('club_settings', { p_club_id: ours.id })
    expect(error).not.toBeNull()
  })
})
