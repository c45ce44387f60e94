import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, balanceOf, book, club, fund, localDate, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { checkLedgerAfterEach } from './ledger-invariant.ts'
import { sql } from './support.ts'

// What a hostile staff member tries at the desk: acting on after a ban, owning a club despite one, refunding their
// own late booking in full by another road than cancel_booking, and reading the contact details of players who
// never came to their club. Each attack goes through the API with the attacker's own token.

checkLedgerAfterEach()

/** A club-local date and slot starting 10 minutes to 23 hours from now, inside the test clubs' hours (09:00-21:00). */
async function lateSlot(timeZone: string): Promise<{ date: string; slot: number }> {
  const [row] = await sql<{ date: string; slot: number }>(
    `select to_char(d, 'YYYY-MM-DD') as date, s.id as slot
     from generate_series(0, 1) o
     cross join lateral (select (now() at time zone $1)::date + o as d) day
     cross join public.slots s
     where s.starts_at >= '09:00' and s.ends_at <= '21:00'
       and (d + s.starts_at) at time zone $1 between now() + interval '10 minutes' and now() + interval '23 hours'
     order by d, s.starts_at limit 1`,
    [timeZone],
  )
  return row
}

const ban = async (admin: Account, who: string) =>
  expect((await rpc(admin.client, 'admin_set_ban', { p_player: who, p_banned: true, p_reason: 'Abuse at the desk' })).status).toBe('ok')

describe('a banned staff member', () => {
  it("is refused at once, with the token they still hold: walk-ins, cancellations, member cards, the club's tables", async () => {
    const admin = await account({ role: 'super_admin' })
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, price: 20 })
    const member = await account({ funds: 40 })
    const date = await localDate(ours.timeZone, 3)
    const { booking } = await book(member.client, { court: ours.courts[0], date, slot: 3 })
    expect((await rpc(owner.client, 'club_members', { p_club_id: ours.id })).status).toBe('ok')

    await ban(admin, owner.id)

    const walkIn = await rpc(owner.client, 'book_walk_in', {
      p_booking_id: randomUUID(), p_court_id: ours.courts[1], p_date: date, p_slot_id: 3, p_guest_name: 'Walk-in Guest',
    })
    expect(walkIn.status).toBe('not_allowed')
    const cancel = await rpc(owner.client, 'cancel_booking', { p_booking_id: booking!.id, p_refund: 'none', p_reason: 'Because I can' })
    expect(cancel.status).toBe('unknown_booking')
    expect((await rpc(owner.client, 'club_member_card', { p_club_id: ours.id, p_member_id: member.id })).status).toBe('not_allowed')
    expect((await rpc(owner.client, 'club_members', { p_club_id: ours.id })).status).toBe('not_allowed')
    const { data, error } = await owner.client.from('bookings').select('id').eq('club_id', ours.id)
    expect(error).toBeNull()
    expect(data).toEqual([])
    const [row] = await sql<{ status: string }>('select status from public.bookings where id = $1', [booking!.id])
    expect(row.status).toBe('confirmed')
    expect(await balanceOf(member.id)).toBe(20)
  })
})

describe('an owner invitation accepted by a banned person', () => {
  it('is refused: the invitation stays pending, the club keeps no owner, and the audit log says why', async () => {
    const admin = await account({ role: 'super_admin' })
    const place = await club()
    const email = `invited-${randomUUID().slice(0, 8)}@example.test`
    expect((await rpc(admin.client, 'appoint_club_owner', { p_club_id: place.id, p_email: email })).status).toBe('invite')
    // They sign up (the address not yet confirmed), and are banned before they follow the link.
    const [{ id }] = await sql<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, null,
               '{"provider":"email","providers":["email"]}', $2)
       returning id`,
      [email, JSON.stringify({ username: `inv${randomUUID().slice(0, 8)}`, first_name: 'Ina', last_name: 'Vited' })],
    )
    await ban(admin, id)
    await sql('update auth.users set email_confirmed_at = now() where id = $1', [id])

    const [owned] = await sql<{ owner_id: string | null }>('select owner_id from public.clubs where id = $1', [place.id])
    expect(owned.owner_id).toBeNull()
    const invitations = await sql<{ accepted_at: string | null }>('select accepted_at from public.club_owner_invitations where club_id = $1', [place.id])
    expect(invitations).toEqual([{ accepted_at: null }])
    const [{ role }] = await sql<{ role: string }>('select role::text from public.profiles where id = $1', [id])
    expect(role).toBe('member')
    const audit = await sql<{ action: string; actor_id: string }>(
      "select action, actor_id from public.audit_log where club_id = $1 and action in ('accept_club_owner', 'refuse_club_owner')",
      [place.id],
    )
    expect(audit).toEqual([{ action: 'refuse_club_owner', actor_id: id }])
    const entries = (await rpc(admin.client, 'audit_entries', { p_club_id: place.id, p_action: 'refuse_club_owner' })) as unknown as {
      status: string
      rows: Array<{ action_label: string; summary: string }>
    }
    expect(entries.status).toBe('ok')
    expect(entries.rows.map((r) => [r.action_label, r.summary])).toEqual([
      ['Owner invitation refused', `${email} confirmed their address but is banned: the invitation to own the club stays pending`],
    ])
  })
})

describe("a staff member's own late booking follows the member's rules on every path", () => {
  /** The club's owner with their own booking inside the refund window (no refund by the terms), and a member's beside it. */
  async function lateBookings(): Promise<{ owner: Account; member: Account; ours: TestClub; date: string; slot: number; own: string; theirs: string }> {
    const owner = await account({ role: 'club_owner', funds: 100 })
    const member = await account({ funds: 20 })
    const ours = await club({ ownerId: owner.id, price: 20 })
    const { date, slot } = await lateSlot(ours.timeZone)
    const own = await book(owner.client, { court: ours.courts[0], date, slot })
    expect(own.status, own.message).toBe('confirmed')
    const theirs = await book(member.client, { court: ours.courts[1], date, slot })
    expect(theirs.status, theirs.message).toBe('confirmed')
    return { owner, member, ours, date, slot, own: own.booking!.id, theirs: theirs.booking!.id }
  }

  it('blocking the court-slots: the member is refunded in full, the owner by the terms', async () => {
    const { owner, member, ours, date, slot, own, theirs } = await lateBookings()
    const blocked = await rpc(owner.client, 'block_court_slots', {
      p_club_id: ours.id, p_court_ids: ours.courts, p_slot_ids: [slot], p_from: date, p_until: date, p_weekly: false,
      p_kind: 'maintenance', p_reason: 'Net repair', p_cancel_bookings: true,
    })
    expect(blocked).toMatchObject({
      status: 'blocked',
      message: '2 court-slots blocked. 1 booking was cancelled and refunded in full. Your own booking was cancelled under the cancellation terms: no refund.',
      own_refund: 0,
    })
    expect(await balanceOf(member.id)).toBe(20)
    expect(await balanceOf(owner.id)).toBe(80)
    const rows = await sql<{ id: string; refund_amount: string }>('select id, refund_amount from public.bookings where id = any($1::uuid[])', [[own, theirs]])
    expect(Object.fromEntries(rows.map((r) => [r.id, Number(r.refund_amount)]))).toEqual({ [own]: 0, [theirs]: 20 })
  })

  it('closing the club that day: the member is refunded in full, the owner by the terms', async () => {
    const { owner, member, ours, date } = await lateBookings()
    const closed = await rpc(owner.client, 'add_club_closure', { p_club_id: ours.id, p_date: date, p_reason: 'Staff party', p_cancel_bookings: true })
    expect(closed).toMatchObject({ status: 'added', cancelled: 2, refunded: 20 })
    expect(await balanceOf(member.id)).toBe(20)
    expect(await balanceOf(owner.id)).toBe(80)
  })

  it('moving it to a later day (a new refund deadline) is refused; it can still be cancelled by the terms', async () => {
    const { owner, ours, own } = await lateBookings()
    const moved = await rpc(owner.client, 'move_booking', {
      p_booking_id: own, p_court_id: ours.courts[0], p_date: await localDate(ours.timeZone, 5), p_slot_id: 3,
    })
    expect(moved).toMatchObject({
      status: 'own_booking',
      message: 'You cannot move your own booking: another staff member of the club or a super admin must move it.',
    })
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: own })).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(await balanceOf(owner.id)).toBe(80)
  })

  it('a looser cancellation policy or a court out of service afterwards changes nothing', async () => {
    const { owner, ours, own } = await lateBookings()
    expect((await rpc(owner.client, 'set_cancellation_policy', { p_club_id: ours.id, p_full_refund_hours: 0 })).status).toBe('saved')
    expect((await rpc(owner.client, 'set_court_in_service', { p_court_id: ours.courts[0], p_in_service: false })).status).toBe('saved')
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: own, p_refund: 'full' })).toMatchObject({ status: 'not_allowed' })
    expect(await rpc(owner.client, 'cancel_booking', { p_booking_id: own })).toMatchObject({ status: 'cancelled', refund: 0 })
    expect(await balanceOf(owner.id)).toBe(80)
  })
})

describe("a club's members are those who came by their own act", () => {
  const card = async (who: Account, clubId: string, memberId: string) =>
    (await rpc(who.client, 'club_member_card', { p_club_id: clubId, p_member_id: memberId })).status
  const memberIds = async (who: Account, clubId: string) =>
    (((await rpc(who.client, 'club_members', { p_club_id: clubId, p_limit: 200 })).rows ?? []) as Array<{ id: string }>).map((r) => r.id)

  it('staff cannot book a stranger to read their card: refused, and nothing charged', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, price: 20 })
    const stranger = await account({ funds: 50 })
    await sql("update public.profiles set first_name = 'Sam', last_name = 'Stranger' where id = $1", [stranger.id])
    const date = await localDate(ours.timeZone, 4)
    const refused = await book(owner.client, { court: ours.courts[0], date, slot: 3, member: stranger.id })
    expect(refused).toMatchObject({
      status: 'not_a_member',
      message:
        'Sam Stranger is not a member of this club yet: they become one by booking here themselves, asking for a top-up here or choosing it as their home club.',
    })
    expect(await balanceOf(stranger.id)).toBe(50)
    expect(await sql('select 1 from public.bookings where member_id = $1', [stranger.id])).toEqual([])
    expect(await card(owner, ours.id, stranger.id)).toBe('not_club_member')
    expect(await memberIds(owner, ours.id)).not.toContain(stranger.id)
  })

  it('a booking staff made for someone, cancelled or not, and the wallet rows it caused make nobody a member', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, price: 20 })
    const stranger = await account({ funds: 50 })
    const date = await localDate(ours.timeZone, 4)
    // As the old book_court let staff do: a booking for them, paid from their wallet, then cancelled and refunded.
    const [{ id }] = await sql<{ id: string }>(
      `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
       values ($1, $2, $3, 4, $4, $5, array[$5::uuid], 20, 'EUR') returning id`,
      [ours.courts[0], ours.id, date, owner.id, stranger.id],
    )
    await sql(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, booking_id, club_id, created_by, completed_at)
       values ($1, 'debit', 'booking', 20, 'EUR', 'Court booking', $2, $3, $4, now()),
              ($1, 'credit', 'refund', 20, 'EUR', 'Refund', $2, $3, $4, now() + interval '1 millisecond')`,
      [stranger.id, id, ours.id, owner.id],
    )
    await sql("update public.bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = $2, refund_amount = 20 where id = $1", [id, owner.id])
    expect(await card(owner, ours.id, stranger.id)).toBe('not_club_member')
    expect(await memberIds(owner, ours.id)).not.toContain(stranger.id)
  })

  it('their own booking, their own top-up request or a tournament entry there makes them a member, whom staff may then book for', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, price: 20 })
    const booker = await account({ funds: 50 })
    const payer = await account()
    const player = await account()
    const partner = await account()
    expect((await book(booker.client, { court: ours.courts[0], date: await localDate(ours.timeZone, 2), slot: 3 })).status).toBe('confirmed')
    expect((await rpc(payer.client, 'request_top_up', { p_amount: 25, p_club_id: ours.id })).status).toBe('pending')
    const [{ id: tournament }] = await sql<{ id: string }>(
      `insert into public.tournaments (club_id, name, format, starts_on, ends_on, registration_closes_at, max_teams)
       values ($1, 'Trust Open', 'knockout', current_date + 20, current_date + 21, now() + interval '10 days', 8) returning id`,
      [ours.id],
    )
    await sql(
      `insert into public.tournament_entries (id, tournament_id, player1_id, player2_id, status, average_rating)
       values (gen_random_uuid(), $1, $2, $3, 'invited', 1500)`,
      [tournament, player.id, partner.id],
    )
    for (const who of [booker, payer, player]) expect(await card(owner, ours.id, who.id)).toBe('ok')
    // The partner has not said yes yet: not a member.
    expect(await card(owner, ours.id, partner.id)).toBe('not_club_member')
    await sql("update public.tournament_entries set status = 'registered' where tournament_id = $1", [tournament])
    expect(await card(owner, ours.id, partner.id)).toBe('ok')

    const forBooker = await book(owner.client, { court: ours.courts[1], date: await localDate(ours.timeZone, 2), slot: 3, member: booker.id })
    expect(forBooker.status, forBooker.message).toBe('confirmed')
    expect(await balanceOf(booker.id)).toBe(10)
    await fund(payer.id, 20)
    // A pending top-up is not money yet, but the request made them the club's member.
    expect((await book(owner.client, { court: ours.courts[0], date: await localDate(ours.timeZone, 3), slot: 3, member: payer.id })).status).toBe('confirmed')
  })
})
