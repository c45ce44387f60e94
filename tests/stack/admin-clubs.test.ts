import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, balanceOf, book, club, rpc, type Account } from './booking-helpers.ts'
import { move, walkIn, weekday } from './desk-bookings-helpers.ts'
import { hold, someoneWaitsFor } from './held-transaction.ts'
import { anonClient, sql } from './support.ts'

// The super admin's clubs: list, create (validated; time zone, currency and rules from the country), deactivate
// (no new booking on any path, bookings made honoured), owners by e-mail (appointed now, or invited and owner on
// acceptance), each audited and refused to everyone else.

let admin: Account
const made: string[] = []

beforeAll(async () => {
  admin = await account({ role: 'super_admin' })
})

// Clubs made here are left taking bookings and without owners: nothing others count changes state.
afterAll(async () => {
  await sql('update public.clubs set active = true, deactivated_at = null where id = any ($1)', [made])
  await sql('delete from public.club_owner_invitations where club_id = any ($1)', [made])
})

const WEEK = { opens_at: Array(7).fill('09:00'), closes_at: Array(7).fill('21:00') }

function request(over: Record<string, unknown> = {}) {
  return {
    name: `Admin Test ${randomUUID().slice(0, 8)}`,
    country_code: 'GB',
    city: 'Leeds',
    address: '1 Court Lane',
    ...WEEK,
    courts: [
      { name: 'Centre', type: 'indoor', off_peak_price: 20, peak_price: 30 },
      { name: '', type: 'outdoor', off_peak_price: 15.5, peak_price: 25 },
    ],
    ...over,
  }
}

async function create(over: Record<string, unknown> = {}) {
  const answer = await rpc(admin.client, 'admin_create_club', { p_club: request(over) })
  expect(answer.status, answer.message).toBe('created')
  const id = (answer.club as { id: string }).id
  made.push(id)
  return id
}

async function auditActions(clubId: string): Promise<string[]> {
  const rows = await sql<{ action: string }>('select action from public.audit_log where club_id = $1 order by id', [clubId])
  return rows.map((r) => r.action)
}

async function emailOf(id: string): Promise<string> {
  const [row] = await sql<{ email: string }>('select email from auth.users where id = $1', [id])
  return row.email
}

async function roleOf(id: string): Promise<string> {
  const [row] = await sql<{ role: string }>('select role from public.profiles where id = $1', [id])
  return row.role
}

async function ownerOf(clubId: string): Promise<string | null> {
  const [row] = await sql<{ owner_id: string | null }>('select owner_id from public.clubs where id = $1', [clubId])
  return row.owner_id
}

describe('who may', () => {
  it('refuses members, club owners and country owners every admin RPC, and anonymous callers', async () => {
    const target = await club()
    for (const role of [undefined, 'club_owner', 'country_owner']) {
      const who = await account(role ? { role } : {})
      if (role === 'club_owner') await sql('update public.clubs set owner_id = $1 where id = $2', [who.id, target.id])
      const calls: Array<[string, Record<string, unknown>]> = [
        ['admin_clubs', {}],
        ['admin_create_club', { p_club: request() }],
        ['admin_set_club_active', { p_club_id: target.id, p_active: false, p_reason: 'No' }],
        ['appoint_club_owner', { p_club_id: target.id, p_email: await emailOf(who.id) }],
        ['remove_club_owner', { p_club_id: target.id }],
      ]
      for (const [fn, args] of calls) {
        const answer = await rpc(who.client, fn, args)
        expect(answer.status, `${fn} as ${role ?? 'member'}`).toBe('not_allowed')
        expect(answer.message).toMatch(/super admins/)
      }
    }
    const [row] = await sql<{ active: boolean }>('select active from public.clubs where id = $1', [target.id])
    expect(row.active).toBe(true)
    for (const fn of ['admin_clubs', 'admin_create_club', 'admin_set_club_active', 'appoint_club_owner', 'remove_club_owner']) {
      const { error } = await anonClient().rpc(fn, fn === 'admin_clubs' ? {} : { p_club_id: target.id })
      expect(error, fn).not.toBeNull()
    }
  })
})

describe('admin_create_club', () => {
  it('creates the club and its courts at once, with the country\'s time zone, currency and default rules, audited', async () => {
    await sql("update public.countries set default_full_refund_hours = 48, default_peak_starts_at = '17:00', default_peak_weekdays = '{5,6,7}' where code = 'PT'")
    try {
      const id = await create({ country_code: 'pt', time_zone: 'Asia/Tokyo', currency: 'JPY', opens_at: ['10:30', '10:30', '10:30', '10:30', '10:30', null, null], closes_at: ['19:30', '19:30', '19:30', '19:30', '19:30', null, null] })
      const [c] = await sql('select country_code, time_zone, currency, full_refund_hours, peak_starts_at::text, peak_weekdays, opens_at::text[], closes_at::text[], active from public.clubs where id = $1', [id])
      expect(c).toMatchObject({
        country_code: 'PT', time_zone: 'Europe/Lisbon', currency: 'EUR', full_refund_hours: 48, peak_starts_at: '17:00:00',
        peak_weekdays: [5, 6, 7], active: true,
      })
      expect(c.opens_at).toEqual(['10:30:00', '10:30:00', '10:30:00', '10:30:00', '10:30:00', null, null])
      const courts = await sql('select number, name, type, off_peak_price::float, peak_price::float, in_service from public.courts where club_id = $1 order by number', [id])
      expect(courts).toEqual([
        { number: 1, name: 'Centre', type: 'indoor', off_peak_price: 20, peak_price: 30, in_service: true },
        { number: 2, name: 'Court 2', type: 'outdoor', off_peak_price: 15.5, peak_price: 25, in_service: true },
      ])
      expect(await auditActions(id)).toEqual(['create_club'])
    } finally {
      await sql("update public.countries set default_full_refund_hours = 24, default_peak_starts_at = '18:00', default_peak_weekdays = '{6,7}' where code = 'PT'")
    }
    // A GB club is in pounds on London time.
    const gb = await create()
    const [c] = await sql('select time_zone, currency from public.clubs where id = $1', [gb])
    expect(c).toEqual({ time_zone: 'Europe/London', currency: 'GBP' })
  })

  it('refuses what cannot be a club with a sentence, and writes nothing', async () => {
    const name = `Refused ${randomUUID().slice(0, 8)}`
    const court = { name: 'A', type: 'indoor', off_peak_price: 10, peak_price: 20 }
    const cases: Array<[unknown, string, RegExp]> = [
      [null, 'invalid_request', /fill in/],
      [[1, 2], 'invalid_request', /fill in/],
      ['"text"', 'invalid_request', /fill in/],
      [request({ name }), '', /./],
      [request({ name: null }), 'invalid_request', /Club name/],
      [request({ name: 42 }), 'invalid_request', /Club name/],
      [request({ name: 'x'.repeat(101) }), 'invalid_request', /at most 100/],
      [request({ name, country_code: null }), 'invalid_request', /country/],
      [request({ name, country_code: 'ZZ' }), 'unknown_country', /not in the ELSY network/],
      [request({ name, city: '  ' }), 'invalid_request', /city/],
      [request({ name, address: 'a'.repeat(201) }), 'invalid_request', /Address/],
      [request({ name, phone: 'call me' }), 'invalid_request', /phone/],
      [request({ name, email: 'not-an-email' }), 'invalid_request', /email/],
      [request({ name, opens_at: null }), 'invalid_request', /each day of the week/],
      [request({ name, opens_at: ['09:00'] }), 'invalid_request', /each day of the week/],
      [request({ name, opens_at: [...Array(6).fill('09:00'), 9] }), 'invalid_request', /each day of the week/],
      [request({ name, opens_at: ['09:15', ...Array(6).fill('09:00')] }), 'invalid_request', /Monday, the club can open when a slot starts/],
      [request({ name, opens_at: ['18:00', ...Array(6).fill('09:00')], closes_at: ['18:00', ...Array(6).fill('21:00')] }), 'invalid_request', /opening must be before closing/],
      [request({ name, opens_at: Array(7).fill(null), closes_at: Array(7).fill(null) }), 'invalid_request', /at least one day/],
      [request({ name, courts: null }), 'invalid_request', /at least one court/],
      [request({ name, courts: [] }), 'invalid_request', /at least one court/],
      [request({ name, courts: {} }), 'invalid_request', /at least one court/],
      [request({ name, courts: Array(51).fill(court) }), 'too_many_courts', /at most 50 courts/],
      [request({ name, courts: [court, 'court'] }), 'invalid_request', /Court 2: please give/],
      [request({ name, courts: [{ ...court, type: 'grass' }] }), 'invalid_request', /Court 1: please choose indoor or outdoor/],
      [request({ name, courts: [{ ...court, off_peak_price: -1 }] }), 'invalid_request', /Court 1: The off-peak price must be from/],
      [request({ name, courts: [{ ...court, peak_price: '20' }] }), 'invalid_request', /Court 1: Please give the peak price/],
      [request({ name, courts: [{ ...court, peak_price: 1e9 }] }), 'invalid_request', /peak price must be from/],
      [request({ name, courts: [{ ...court, peak_price: 10.001 }] }), 'invalid_request', /2 decimals/],
      [request({ name, courts: [{ ...court, name: 'n'.repeat(101) }] }), 'invalid_request', /Court 1: its name/],
      [request({ name, city: 'c'.repeat(200_000) }), 'invalid_request', /too large/],
    ]
    for (const [body, status, message] of cases) {
      if (status === '') continue
      const answer = await rpc(admin.client, 'admin_create_club', { p_club: typeof body === 'string' ? JSON.parse(body) : body })
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(status)
      expect(answer.message).toMatch(message)
    }
    // 10 MB: the gateway refuses it (413 request_too_large, or the upload cut short) before the database sees it.
    const huge = await admin.client.rpc('admin_create_club', { p_club: request({ name, city: 'c'.repeat(10_000_000) }) })
    expect(huge.error).not.toBeNull()
    expect([0, 413]).toContain(huge.status)
    expect(await sql('select 1 from public.clubs where name = $1', [name])).toHaveLength(0)
  })

  it('is in the list with its country, courts, owner and figures', async () => {
    const id = await create({ country_code: 'ES' })
    const answer = await rpc(admin.client, 'admin_clubs', {})
    expect(answer.status).toBe('ok')
    const listed = (answer.clubs as Array<Record<string, unknown>>).find((c) => c.id === id)
    expect(listed).toMatchObject({
      country_code: 'ES', country_name: 'Spain', city: 'Leeds', currency: 'EUR', time_zone: 'Europe/Madrid',
      active: true, courts_in_service: 2, courts_total: 2, owner: null, invitation: null, members: 0, bookings_this_month: 0,
    })
    const madrid = (answer.clubs as Array<Record<string, unknown>>).find((c) => c.name === 'ELSY Madrid')
    expect(madrid?.owner).toMatchObject({ email: 'club@elsy.test' })
    expect(answer.countries).toContainEqual({ code: 'GB', name: 'United Kingdom', currency: 'GBP', time_zone: 'Europe/London' })
  })
})

describe('a deactivated club', () => {
  it('takes no new booking on any path while the bookings made stay: check-in and cancellation with refund', async () => {
    const id = await create({ country_code: 'ES' })
    const courts = (await sql<{ id: string }>('select id from public.courts where club_id = $1 order by number', [id])).map((r) => r.id)
    const member = await account({ funds: 200 })
    const day = await weekday('Europe/Madrid', 2)
    const kept = await book(member.client, { court: courts[0], date: day, slot: 2 })
    expect(kept.status).toBe('confirmed')
    // A booking of today that check-in takes now (from an hour before its start), written as the desk would have.
    const [today] = await sql<{ d: string; slot: number }>(
      `select to_char((now() at time zone 'Europe/Madrid')::date, 'YYYY-MM-DD') as d, max(s.id) as slot from public.slots s
       where ((now() at time zone 'Europe/Madrid')::date + s.starts_at) at time zone 'Europe/Madrid' <= now() + interval '1 hour'`,
    )
    const [{ id: playedId }] = today.slot
      ? await sql<{ id: string }>(
          `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency)
           values ($1, $2, $3::date, $4, $5, $5, 0, 'EUR') returning id`,
          [courts[1], id, today.d, today.slot, member.id],
        )
      : [{ id: null }]

    expect((await rpc(admin.client, 'admin_set_club_active', { p_club_id: id, p_active: false, p_reason: ' ' })).status).toBe('invalid_request')
    const off = await rpc(admin.client, 'admin_set_club_active', { p_club_id: id, p_active: false, p_reason: 'Roof works' })
    expect(off.status).toBe('deactivated')
    expect(off.message).toMatch(/bookings? already made stays?/)
    expect((await rpc(admin.client, 'admin_set_club_active', { p_club_id: id, p_active: false, p_reason: 'Again' })).status).toBe('unchanged')
    const [{ name }] = await sql<{ name: string }>('select name from public.clubs where id = $1', [id])
    const refused = { status: 'club_inactive', message: `${name} is not taking bookings.` }

    expect(await book(member.client, { court: courts[1], date: day, slot: 3 })).toMatchObject(refused)
    expect(await book(admin.client, { court: courts[1], date: day, slot: 3, member: member.id })).toMatchObject(refused)
    expect(await walkIn(admin, { court: courts[1], date: day, slot: 3 })).toMatchObject(refused)
    expect(await move(admin, kept.booking!.id, { court: courts[1], date: day, slot: 4 })).toMatchObject(refused)
    // The trigger, for a writer that skipped the early answers.
    await expect(sql(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, price, currency) values ($1, $2, $3::date, 5, $4, $4, 0, 'EUR')`,
      [courts[1], id, day, member.id],
    )).rejects.toThrow(/is not taking bookings/)
    // Members see no free slot there.
    expect(await sql('select * from public.bookable_slots($1, $2::date, $2::date)', [id, day])).toHaveLength(0)

    // Bookings already made: checked in, cancelled with a refund.
    const cancelled = await rpc(member.client, 'cancel_booking', { p_booking_id: kept.booking!.id })
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.refund).toBe(20)
    // Early in the club's morning no slot of today is an hour away yet: nothing to check in then.
    if (playedId) expect((await rpc(admin.client, 'check_in_booking', { p_booking_id: playedId })).status).toBe('checked_in')

    const on = await rpc(admin.client, 'admin_set_club_active', { p_club_id: id, p_active: true })
    expect(on.status).toBe('reactivated')
    expect((await book(member.client, { court: courts[1], date: day, slot: 3 })).status).toBe('confirmed')
    const audit = await sql<{ details: Record<string, unknown> }>("select details from public.audit_log where club_id = $1 and action = 'set_club_active' order by id", [id])
    expect(audit.map((a) => a.details.active)).toEqual([false, true])
    expect(audit[0].details.reason).toBe('Roof works')
  })
})

describe('deactivation racing a booking', () => {
  it('a booking written while the club is being deactivated waits, then is refused: no booking, no debit', async () => {
    const id = await create({ country_code: 'ES' })
    const [{ id: court }] = await sql<{ id: string }>('select id from public.courts where club_id = $1 and number = 1', [id])
    const member = await account({ funds: 100 })
    const day = await weekday('Europe/Madrid', 3)
    const held = await hold(admin, "select public.admin_set_club_active($1, false, 'Storm') as answer", [id])
    expect((await held.answer).status).toBe('deactivated')
    const bookingId = randomUUID()
    const booking = book(member.client, { id: bookingId, court, date: day, slot: 4 })
    await someoneWaitsFor(held.pid)
    await held.commit()
    expect(await booking).toMatchObject({ status: 'club_inactive' })
    expect(await sql('select 1 from public.bookings where id = $1', [bookingId])).toHaveLength(0)
    expect(await balanceOf(member.id)).toBe(100)
  })
})

describe('owners', () => {
  it('appoints a confirmed player now: member becomes club_owner, the one replaced settles to member', async () => {
    const id = await create()
    const first = await account()
    const second = await account()
    const countryOwner = await account({ role: 'country_owner' })

    const appointed = await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: `  ${(await emailOf(first.id)).toUpperCase()} ` })
    expect(appointed).toMatchObject({ status: 'appointed', message: expect.stringMatching(/^Booking Tester is now the owner of Admin Test/) })
    expect(await ownerOf(id)).toBe(first.id)
    expect(await roleOf(first.id)).toBe('club_owner')

    // first also owns a second club: replaced at one, they stay club_owner.
    const other = await create()
    await rpc(admin.client, 'appoint_club_owner', { p_club_id: other, p_email: await emailOf(first.id) })
    await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: await emailOf(second.id) })
    expect(await ownerOf(id)).toBe(second.id)
    expect(await roleOf(first.id)).toBe('club_owner')
    // ... and at the last one, member again.
    await rpc(admin.client, 'appoint_club_owner', { p_club_id: other, p_email: await emailOf(countryOwner.id) })
    expect(await roleOf(first.id)).toBe('member')
    expect(await roleOf(countryOwner.id)).toBe('country_owner')

    const removed = await rpc(admin.client, 'remove_club_owner', { p_club_id: id })
    expect(removed.status).toBe('removed')
    expect(await ownerOf(id)).toBeNull()
    expect(await roleOf(second.id)).toBe('member')
    expect((await rpc(admin.client, 'remove_club_owner', { p_club_id: id })).status).toBe('unchanged')
    await rpc(admin.client, 'remove_club_owner', { p_club_id: other })
    expect(await roleOf(countryOwner.id)).toBe('country_owner')

    expect(await auditActions(id)).toEqual(['create_club', 'appoint_club_owner', 'appoint_club_owner', 'remove_club_owner'])
    for (const bad of [null, '', 'no-at-sign', `${'a'.repeat(250)}@x.io`]) {
      expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: bad })).status).toBe('invalid_request')
    }
    expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: randomUUID(), p_email: 'a@b.co' })).status).toBe('unknown_club')
  })

  it('refuses a banned account, as a role change does: nothing changes until the ban is lifted', async () => {
    const id = await create()
    const player = await account()
    await sql("update auth.users set banned_until = now() + interval '100 years' where id = $1", [player.id])
    const refused = await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: await emailOf(player.id) })
    expect(refused).toMatchObject({ status: 'banned', message: 'Booking Tester is banned: lift the ban first.' })
    expect(await ownerOf(id)).toBeNull()
    expect(await roleOf(player.id)).toBe('member')
    expect(await sql('select 1 from public.club_owner_invitations where club_id = $1', [id])).toHaveLength(0)
    expect(await auditActions(id)).toEqual(['create_club'])

    // A ban that has run out no longer stands in the way.
    await sql("update auth.users set banned_until = now() - interval '1 minute' where id = $1", [player.id])
    expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: await emailOf(player.id) })).status).toBe('appointed')
    expect(await ownerOf(id)).toBe(player.id)
    await rpc(admin.client, 'remove_club_owner', { p_club_id: id })
  })

  it('invites an address without a confirmed account; they own the club once they accept', async () => {
    const id = await create()
    const email = `invitee_${randomUUID().slice(0, 8)}@example.test`
    const invite = await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: email })
    expect(invite).toMatchObject({ status: 'invite', email, club_name: expect.stringMatching(/^Admin Test/) })
    // A newer address replaces the pending one: one per club.
    const again = await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: email.toUpperCase() })
    expect(again.status).toBe('invite')
    const pending = await sql('select email, accepted_at from public.club_owner_invitations where club_id = $1', [id])
    expect(pending).toEqual([{ email, accepted_at: null }])
    const listed = ((await rpc(admin.client, 'admin_clubs', {})).clubs as Array<Record<string, unknown>>).find((c) => c.id === id)
    expect(listed?.invitation).toMatchObject({ email })

    // The auth service's invite: an unconfirmed account, then the invitation link confirms it.
    const [{ id: userId }] = await sql<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, invited_at, raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, now(), '{"provider":"email","providers":["email"]}', '{}')
       returning id`,
      [email],
    )
    // Unconfirmed: an appointment still invites, it does not promote.
    expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: email })).status).toBe('invite')
    expect(await ownerOf(id)).toBeNull()
    await sql('update auth.users set email_confirmed_at = now() where id = $1', [userId])
    expect(await ownerOf(id)).toBe(userId)
    expect(await roleOf(userId)).toBe('club_owner')
    const [row] = await sql<{ accepted_by: string }>('select accepted_by from public.club_owner_invitations where club_id = $1 and accepted_at is not null', [id])
    expect(row.accepted_by).toBe(userId)
    expect(await auditActions(id)).toEqual(['create_club', 'invite_club_owner', 'invite_club_owner', 'invite_club_owner', 'accept_club_owner'])
  })

  it('remove_club_owner cancels a pending invitation', async () => {
    const id = await create()
    await rpc(admin.client, 'appoint_club_owner', { p_club_id: id, p_email: `gone_${randomUUID().slice(0, 8)}@example.test` })
    const removed = await rpc(admin.client, 'remove_club_owner', { p_club_id: id })
    expect(removed).toMatchObject({ status: 'removed', message: expect.stringMatching(/invitation .* is cancelled/) })
    expect(await sql('select 1 from public.club_owner_invitations where club_id = $1', [id])).toHaveLength(0)
  })

  it('keeps the invitations table out of direct reach', async () => {
    const { error } = await admin.client.from('club_owner_invitations').select('*')
    expect(error).not.toBeNull()
  })
})
