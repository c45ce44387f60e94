import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, book, club, fund, localDate, rpc, type Account, type TestClub } from './booking-helpers.ts'
import { sql } from './support.ts'

// A member's card at the club desk and the staff's notes: what staff of the club see, and what nobody else
// does (another club's staff, the member, staff asking about someone who plays only elsewhere).

interface Note {
  id: string
  body: string
  author_id: string
  author_name: string
  own: boolean
}
interface Card {
  status: string
  message: string
  member?: { id: string; name: string; email: string | null; phone: string | null; home_club: boolean }
  rating?: { rating: number; matches: number }
  bookings?: { total: number; last_12_months: number; cancelled: number; last: { id: string } | null; upcoming_total: number; upcoming: Array<{ id: string }> }
  no_shows?: number
  wallet?: { currency: string; balance: number }
  pending_top_ups?: Array<{ id: string; amount: number; currency: string }>
  notes_total?: number
  notes?: Note[]
}

const card = async (who: Account, clubId: string | null, memberId: string | null) =>
  (await rpc(who.client, 'club_member_card', { p_club_id: clubId, p_member_id: memberId })) as unknown as Card
const addNote = (who: Account, clubId: string | null, memberId: string | null, body: unknown, id: string = randomUUID()) =>
  rpc(who.client, 'add_member_note', { p_note_id: id, p_club_id: clubId, p_member_id: memberId, p_body: body })
const memberIds = async (who: Account, clubId: string) =>
  (((await rpc(who.client, 'club_members', { p_club_id: clubId, p_limit: 200 })).rows ?? []) as Array<{ id: string }>).map((r) => r.id).sort()

/** A booking at the club `days` ago (past bookings cannot be made through book_court), paid like one. */
async function pastBooking(c: TestClub, member: string, days: number, slot = 2): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
     values ($1, $2, (now() at time zone $3)::date - $4::int, $5, $6, $6, array[$6::uuid], 20, $7) returning id`,
    [c.courts[0], c.id, c.timeZone, days, slot, member, c.currency],
  )
  return id
}

interface World {
  owner: Account
  otherOwner: Account
  admin: Account
  ours: TestClub
  theirs: TestClub
  home: Account
  booker: Account
  payer: Account
  elsewhere: Account
  lapsed: Account
}

async function world(): Promise<World> {
  const owner = await account({ role: 'club_owner' })
  const otherOwner = await account({ role: 'club_owner' })
  const admin = await account({ role: 'super_admin' })
  // One price at every hour, so a balance does not depend on the weekday the test runs.
  const ours = await club({ ownerId: owner.id, price: 20 })
  const theirs = await club({ ownerId: otherOwner.id, price: 20 })
  const home = await account({ funds: 100 })
  const booker = await account({ funds: 100 })
  const payer = await account()
  const elsewhere = await account({ funds: 100 })
  const lapsed = await account()
  await sql('update public.profiles set home_club_id = $2, phone = $3 where id = $1', [home.id, ours.id, '+34600123123'])
  expect((await book(booker.client, { court: ours.courts[0], date: await localDate(ours.timeZone, 2), slot: 3 })).status).toBe('confirmed')
  // Only a wallet entry at our desk: a top-up asked for there.
  expect((await rpc(payer.client, 'request_top_up', { p_amount: 25, p_club_id: ours.id })).status).toBe('pending')
  expect((await book(elsewhere.client, { court: theirs.courts[0], date: await localDate(theirs.timeZone, 2), slot: 3 })).status).toBe('confirmed')
  // Played here 13 months ago and nothing since: no longer the club's.
  await pastBooking(ours, lapsed.id, 400)
  return { owner, otherOwner, admin, ours, theirs, home, booker, payer, elsewhere, lapsed }
}

describe('club_member_card', () => {
  it("is the club's members' only: home club, a booking or a wallet entry there in 12 months; refusals tell nothing", async () => {
    const w = await world()
    // club_members and the card apply one rule: the top-up payer is listed too, the lapsed player is not.
    expect(await memberIds(w.owner, w.ours.id)).toEqual([w.home.id, w.booker.id, w.payer.id].sort())
    for (const m of [w.home, w.booker, w.payer]) expect((await card(w.owner, w.ours.id, m.id)).status).toBe('ok')

    const notOurs = {
      status: 'not_club_member',
      message: "That person is not one of this club's members.",
      message_key: 'server_not_club_member',
      message_values: {},
    }
    // Staff of our club asking about someone who plays only at another club, a lapsed player, nobody at all.
    for (const id of [w.elsewhere.id, w.lapsed.id, randomUUID()]) expect(await card(w.owner, w.ours.id, id)).toEqual(notOurs)
    // Another club's owner, the member themselves, another member: not staff of the club.
    const notStaff = {
      status: 'not_allowed', message: "Only the club's staff can see its members.", message_key: 'server_not_allowed_members', message_values: {},
    }
    for (const who of [w.otherOwner, w.home, w.booker]) expect(await card(who, w.ours.id, w.home.id)).toEqual(notStaff)
    // Asking through their own club about our member: the member is not theirs.
    expect(await card(w.otherOwner, w.theirs.id, w.home.id)).toEqual(notOurs)
    // A super admin is staff of every club; an unknown club is named to them only.
    expect((await card(w.admin, w.ours.id, w.booker.id)).status).toBe('ok')
    expect((await card(w.admin, randomUUID(), w.booker.id)).status).toBe('unknown_club')
    expect((await card(w.owner, randomUUID(), w.booker.id)).status).toBe('not_allowed')
    expect((await card(w.owner, null, w.booker.id)).status).toBe('invalid_request')
    expect((await card(w.owner, w.ours.id, null)).status).toBe('invalid_request')
  })

  it("shows contact, rating, bookings, no-shows, the club-currency balance and pending top-ups", async () => {
    const w = await world()
    const m = w.home
    await fund(m.id, 55, 'GBP')
    const upcoming = [await localDate(w.ours.timeZone, 3), await localDate(w.ours.timeZone, 5)]
    for (const date of upcoming) expect((await book(m.client, { court: w.ours.courts[1], date, slot: 4 })).status).toBe('confirmed')
    // Booked elsewhere: not counted here.
    expect((await book(m.client, { court: w.theirs.courts[1], date: upcoming[0], slot: 4 })).status).toBe('confirmed')
    const older = await pastBooking(w.ours, m.id, 20)
    const last = await pastBooking(w.ours, m.id, 6)
    await pastBooking(w.ours, m.id, 500, 5)
    await sql('update public.bookings set no_show_at = now() where id = any($1::uuid[])', [[older, last]])
    expect((await rpc(m.client, 'request_top_up', { p_amount: 30, p_club_id: w.ours.id })).status).toBe('pending')
    expect((await rpc(m.client, 'request_top_up', { p_amount: 15, p_club_id: w.theirs.id })).status).toBe('pending')
    await sql(`insert into public.player_ratings (player_id, rating, matches, wins, losses, name, username)
               select id, 1612.5, 3, 2, 1, 'x', username from public.profiles where id = $1`, [m.id])

    const answer = await card(w.owner, w.ours.id, m.id)
    // A rating without matches behind it would be a ranked player nobody played: gone once read.
    await sql('delete from public.player_ratings where player_id = $1', [m.id])
    expect(answer.status).toBe('ok')
    const [profile] = await sql<{ email: string }>('select email from public.profiles where id = $1', [m.id])
    expect(answer.member).toMatchObject({ id: m.id, name: 'Booking Tester', email: profile.email, phone: '+34600123123', home_club: true })
    expect(answer.rating).toMatchObject({ rating: 1612.5, matches: 3 })
    // 2 upcoming + 3 past here; the one 500 days ago is outside the 12 months.
    expect(answer.bookings).toMatchObject({ total: 5, last_12_months: 4, cancelled: 0, upcoming_total: 2 })
    expect(answer.bookings!.last!.id).toBe(last)
    expect(answer.bookings!.upcoming).toHaveLength(2)
    expect(answer.no_shows).toBe(2)
    // The EUR balance (the club's currency): 100 funded - 2 bookings at 20 (off-peak) here - 1 at the other club.
    const [{ eur }] = await sql<{ eur: string }>("select public.wallet_balance($1, 'EUR') as eur", [m.id])
    expect(answer.wallet).toEqual({ currency: 'EUR', balance: Number(eur) })
    expect(Number(eur)).toBe(40)
    expect(answer.pending_top_ups!.map((t) => [t.amount, t.currency])).toEqual([[30, 'EUR']])
    expect(answer.notes).toEqual([])
  })
})

describe('member notes', () => {
  it("are written by the club's staff, audited, idempotent, and read by that club's staff only", async () => {
    const w = await world()
    const id = randomUUID()
    const added = await addNote(w.owner, w.ours.id, w.booker.id, '  Prefers court 2; pays cash.  ', id)
    expect(added.status).toBe('added')
    expect(added.note).toMatchObject({ id, body: 'Prefers court 2; pays cash.', own: true, author_id: w.owner.id })
    // The same request again is a replay; another note with that id is refused.
    expect((await addNote(w.owner, w.ours.id, w.booker.id, 'Prefers court 2; pays cash.', id)).status).toBe('replayed')
    expect((await addNote(w.owner, w.ours.id, w.booker.id, 'Something else', id)).status).toBe('id_conflict')
    const audit = await sql<{ action: string; details: { member_id: string } }>(
      "select action, details from public.audit_log where target_table = 'member_notes' and target_id = $1", [id])
    expect(audit).toEqual([{ action: 'add_member_note', details: { member_id: w.booker.id, chars: 27 } }])

    // Bad notes, other people's clubs, someone not the club's.
    for (const body of ['', '   ', null, 'x'.repeat(1001)]) expect((await addNote(w.owner, w.ours.id, w.booker.id, body)).status).toBe('invalid_request')
    expect((await addNote(w.owner, w.ours.id, w.booker.id, 'y'.repeat(1000))).status).toBe('added')
    expect((await addNote(w.owner, w.ours.id, w.elsewhere.id, 'Not ours')).status).toBe('not_club_member')
    expect((await addNote(w.otherOwner, w.ours.id, w.booker.id, 'Sneaky')).status).toBe('not_allowed')
    expect((await addNote(w.booker, w.ours.id, w.booker.id, 'About me')).status).toBe('not_allowed')
    expect((await addNote(w.owner, w.ours.id, null, 'Who?')).status).toBe('invalid_request')
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.member_notes where club_id = $1', [w.ours.id])
    expect(n).toBe(2)

    // The card shows them to staff, newest first, with who wrote them.
    const seen = await card(w.admin, w.ours.id, w.booker.id)
    expect(seen.notes_total).toBe(2)
    expect(seen.notes!.map((x) => [x.body.slice(0, 5), x.own, x.author_name])).toEqual([
      ['yyyyy', false, 'Booking Tester'],
      ['Prefe', false, 'Booking Tester'],
    ])

    // Through the REST API nobody reads them, the club's staff included (they read them on the member card).
    for (const who of [w.owner, w.booker, w.otherOwner, w.home]) {
      const { data, error } = await who.client.from('member_notes').select('*')
      expect(error).toBeNull()
      expect(data!.filter((x: { club_id: string }) => x.club_id === w.ours.id)).toEqual([])
    }
    // Nobody writes the table directly, staff included.
    const direct = await w.owner.client.from('member_notes').insert({ club_id: w.ours.id, member_id: w.booker.id, body: 'direct', author_id: w.owner.id })
    expect(direct.error?.code).toBe('42501')
    const wipe = await w.owner.client.from('member_notes').delete().eq('id', id).select()
    expect(wipe.error?.code).toBe('42501')
  })

  it('sent twice at once, make one note and one audit row; deleted twice at once, go once', async () => {
    const w = await world()
    const id = randomUUID()
    const adds = await Promise.all([1, 2, 3].map(() => addNote(w.owner, w.ours.id, w.home.id, 'Sent from two tablets.', id)))
    expect(adds.map((a) => a.status).sort()).toEqual(['added', 'replayed', 'replayed'])
    const count = async (action: string) =>
      (await sql<{ n: number }>('select count(*)::int as n from public.audit_log where target_id = $1 and action = $2', [id, action]))[0].n
    expect(await count('add_member_note')).toBe(1)
    const dels = await Promise.all([1, 2].map(() => rpc(w.owner.client, 'delete_member_note', { p_note_id: id })))
    expect(dels.map((d) => d.status).sort()).toEqual(['deleted', 'not_found'])
    expect(await count('delete_member_note')).toBe(1)
  })

  it('are deleted by their author only, with the deleted text kept in the audit log', async () => {
    const w = await world()
    const id = randomUUID()
    expect((await addNote(w.owner, w.ours.id, w.home.id, 'Asked about lessons.', id)).status).toBe('added')
    const del = (who: Account, noteId: string | null) => rpc(who.client, 'delete_member_note', { p_note_id: noteId })
    // Another club's owner and the member: as if the note did not exist. Another staff member of the club: not theirs.
    expect((await del(w.otherOwner, id)).status).toBe('not_found')
    expect((await del(w.home, id)).status).toBe('not_found')
    expect(await del(w.admin, id)).toEqual({
      status: 'not_allowed',
      message: 'Only the staff member who wrote a note can delete it.',
      message_key: 'server_not_allowed_delete_note',
      message_values: {},
    })
    expect((await del(w.owner, null)).status).toBe('invalid_request')
    expect((await del(w.owner, id)).status).toBe('deleted')
    expect((await del(w.owner, id)).status).toBe('not_found')
    expect((await card(w.owner, w.ours.id, w.home.id)).notes).toEqual([])
    const audit = await sql<{ action: string; body: string; actor_id: string }>(
      "select action, details->>'body' as body, actor_id from public.audit_log where target_table = 'member_notes' and target_id = $1 order by id", [id])
    expect(audit).toEqual([
      { action: 'add_member_note', body: null, actor_id: w.owner.id },
      { action: 'delete_member_note', body: 'Asked about lessons.', actor_id: w.owner.id },
    ])
  })
})
