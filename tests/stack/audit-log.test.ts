import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, book, club, rpc, said, type Account, type TestClub } from './booking-helpers.ts'
import { walkIn, weekday } from './desk-bookings-helpers.ts'
import { sql } from './support.ts'

// The audit log page's RPC, as each role would call it: who sees which rows, the filters, paging, and the
// sentence a real staff action reads as. Two clubs of our own stand for Madrid and Barcelona.

interface Entry {
  id: number
  at: string
  day: string
  action: string
  action_label: string
  summary: string
  actor: { id: string; name: string; email: string | null } | null
  target: { id: string | null; name: string } | null
  club: { id: string; name: string } | null
}
interface Answer {
  status: string
  message: string
  total: number
  rows: Entry[]
}

// Letters only: a name with a run of digits reads as a phone number and is refused (person_name_problem).
const tag = `Audit${Date.now().toString(36).replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]!)}`
let admin: Account
let madridOwner: Account
let barcaOwner: Account
let member: Account
let madrid: TestClub
let barca: TestClub
let date: string
let slotLabels: string[]
const guest = `Guest ${tag}`
let nullClubRow: number
let datedRow: number

function entries(who: Account, args: Record<string, unknown> = {}): Promise<Answer> {
  return rpc(who.client, 'audit_entries', args) as Promise<unknown> as Promise<Answer>
}

beforeAll(async () => {
  admin = await account({ role: 'super_admin' })
  madridOwner = await account({ role: 'club_owner' })
  barcaOwner = await account({ role: 'club_owner' })
  member = await account({ funds: 200 })
  // An accented name the person filter must find typed without accents.
  await sql("update public.profiles set first_name = 'Zoë', last_name = $2 where id = $1", [member.id, tag])
  madrid = await club({ ownerId: madridOwner.id })
  barca = await club({ ownerId: barcaOwner.id })
  await sql("update public.clubs set name = $2 where id = $1", [madrid.id, `Madrid ${tag}`])
  await sql("update public.clubs set name = $2 where id = $1", [barca.id, `Barcelona ${tag}`])
  date = await weekday(madrid.timeZone, 3)
  slotLabels = (await sql<{ label: string }>('select label from public.slots order by id')).map((r) => r.label)

  // The member asks for a top-up at the Madrid desk first: that makes them one of its members, whom staff may book for.
  const request = await rpc(member.client, 'request_top_up', { p_amount: 40, p_club_id: madrid.id })
  // Real staff actions through the RPCs, each writing its audit row.
  expect((await book(madridOwner.client, { court: madrid.courts[0], date, slot: 1, member: member.id })).status).toBe('confirmed')
  expect((await walkIn(madridOwner, { court: madrid.courts[1], date, slot: 2, name: guest })).status).toBe('confirmed')
  const topUp = (request.transaction as { id: string }).id
  expect((await rpc(madridOwner.client, 'confirm_top_up', { p_transaction_id: topUp })).status).toBe('completed')
  expect((await walkIn(barcaOwner, { court: barca.courts[0], date, slot: 1, name: guest })).status).toBe('confirmed')

  // A row about no club (a change to someone's account), and one a known time ago, written as the RPCs would.
  ;[{ id: nullClubRow }] = await sql<{ id: number }>(
    `insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
     values ($1, 'set_role', 'profiles', $2, null, '{"role":"club_owner"}') returning id::int as id`,
    [admin.id, member.id],
  )
  // 23:30 UTC on 1 January is 00:30 on 2 January in Madrid: the row belongs to the club's 2 January.
  ;[{ id: datedRow }] = await sql<{ id: number }>(
    `insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details, created_at)
     values ($1, 'add_member_note', 'member_notes', $2, $3, jsonb_build_object('member_id', $4::uuid), '2026-01-01 23:30:00+00') returning id::int as id`,
    [madridOwner.id, randomUUID(), madrid.id, member.id],
  )
})

afterAll(async () => {
  await sql('delete from public.audit_log where id = any($1::bigint[]) or club_id = any($2::uuid[])', [
    [nullClubRow, datedRow].filter(Boolean),
    [madrid?.id, barca?.id].filter(Boolean),
  ])
})

describe('who sees which rows', () => {
  it('a super admin sees every club and the rows about no club', async () => {
    const seen = await entries(admin, { p_actor: tag, p_limit: 200 })
    expect(seen.status).toBe('ok')
    const clubs = new Set(seen.rows.map((r) => r.club?.id ?? null))
    expect(clubs).toEqual(new Set([madrid.id, barca.id, null]))
    expect(seen.rows.map((r) => r.id)).toContain(nullClubRow)
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.audit_log where club_id = any($1::uuid[]) or id = $2', [
      [madrid.id, barca.id],
      nullClubRow,
    ])
    expect(seen.total).toBe(n)
  })

  it("Madrid's owner sees Madrid's rows, not Barcelona's nor those about no club", async () => {
    const seen = await entries(madridOwner, { p_limit: 200 })
    expect(seen.status).toBe('ok')
    expect(seen.rows.length).toBeGreaterThan(0)
    expect(seen.rows.every((r) => r.club?.id === madrid.id)).toBe(true)
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.audit_log where club_id = $1', [madrid.id])
    expect(seen.total).toBe(n)

    const refused = await entries(madridOwner, { p_club_id: barca.id })
    expect(refused.status).toBe('not_allowed')
    expect(refused.message).toBe('You can see the audit log of the clubs you run only.')
  })

  it('a member is refused, with a sentence, and so is the list of kinds', async () => {
    const refused = await entries(member)
    expect(refused).toEqual({ status: 'not_allowed', message: 'Only club staff and administrators can see the audit log.', ...said('server_not_allowed_audit_log') })
    expect((await rpc(member.client, 'audit_action_kinds', {})).status).toBe('not_allowed')
  })
})

describe('filters and paging', () => {
  it('by club, by action (an unknown one lists nothing), and by person, accents and case aside', async () => {
    const walkIns = await entries(admin, { p_club_id: madrid.id, p_action: 'book_walk_in' })
    expect(walkIns.rows.map((r) => [r.action, r.club?.id, r.target?.name])).toEqual([['book_walk_in', madrid.id, guest]])

    const unknown = await entries(admin, { p_club_id: madrid.id, p_action: 'launch_rocket' })
    expect(unknown).toMatchObject({ status: 'ok', total: 0, rows: [] })

    // The target's name without its accent, in capitals: the booking, the top-up and the two rows SQL wrote.
    const zoe = await entries(admin, { p_actor: `ZOE ${tag.toUpperCase()}`, p_limit: 200 })
    expect(zoe.rows.map((r) => r.action).sort()).toEqual(['add_member_note', 'book_for_member', 'confirm_top_up', 'set_role'])
    // The actor's e-mail finds what they did.
    const [{ email }] = await sql<{ email: string }>('select email from public.profiles where id = $1', [barcaOwner.id])
    const byBarca = await entries(admin, { p_actor: email })
    expect(byBarca.rows.map((r) => [r.action, r.club?.id, r.actor?.id])).toEqual([['book_walk_in', barca.id, barcaOwner.id]])
  })

  it("dates are the club's own days", async () => {
    const secondJan = await entries(madridOwner, { p_from: '2026-01-02', p_to: '2026-01-02' })
    expect(secondJan.rows.map((r) => [r.id, r.day])).toEqual([[datedRow, '2026-01-02']])
    expect((await entries(madridOwner, { p_from: '2026-01-01', p_to: '2026-01-01' })).total).toBe(0)
    // Open-ended: from a day on, or up to a day.
    expect((await entries(madridOwner, { p_to: '2026-01-02' })).rows.map((r) => r.id)).toEqual([datedRow])
    expect((await entries(madridOwner, { p_from: '2026-01-03' })).rows.map((r) => r.id)).not.toContain(datedRow)
  })

  it('pages newest first, with the total of every match', async () => {
    const all = await entries(madridOwner, { p_limit: 200 })
    expect(all.total).toBeGreaterThanOrEqual(4)
    const first = await entries(madridOwner, { p_limit: 2 })
    const second = await entries(madridOwner, { p_limit: 2, p_offset: 2 })
    expect([first.total, second.total]).toEqual([all.total, all.total])
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id))
    const times = all.rows.map((r) => Date.parse(r.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((await entries(madridOwner, { p_offset: all.total })).rows).toEqual([])
  })

  it('refuses what it cannot answer with a clear status, never an error', async () => {
    for (const args of [{ p_limit: 0 }, { p_limit: 201 }, { p_offset: -1 }]) {
      expect(await entries(admin, args)).toEqual({ status: 'invalid_request', message: 'Please ask for 1 to 200 rows at a time.', ...said('server_invalid_request_rows') })
    }
    expect((await entries(admin, { p_from: '2026-03-02', p_to: '2026-03-01' })).status).toBe('invalid_request')
    expect(await entries(admin, { p_from: '2025-01-01', p_to: '2026-01-02' })).toEqual({
      status: 'invalid_request',
      message: 'Please choose a period of at most 366 days.',
      ...said('server_invalid_request_period_length'),
    })
    expect((await entries(admin, { p_from: '2025-01-02', p_to: '2026-01-02', p_club_id: madrid.id })).status).toBe('ok')
    expect((await entries(admin, { p_from: '1900-01-01' })).status).toBe('invalid_request')
    expect((await entries(admin, { p_actor: 'x'.repeat(101) })).status).toBe('invalid_request')
    expect((await entries(admin, { p_club_id: randomUUID() })).status).toBe('unknown_club')
    // The search is text: a % typed matches a %, not everything.
    expect((await entries(admin, { p_club_id: madrid.id, p_actor: '%' })).total).toBe(0)
  })
})

describe('what each row says', () => {
  it('a booking for a member, a walk-in and a confirmed top-up read as sentences', async () => {
    const seen = await entries(madridOwner)
    const byAction = new Map(seen.rows.map((r) => [r.action, r]))
    const name = `Zoë ${tag}`
    expect(byAction.get('book_for_member')).toMatchObject({
      summary: `Booked court 1 on ${date} ${slotLabels[0]} for ${name}, €20.00 from the wallet`,
      action_label: 'Booking for a member',
      actor: { id: madridOwner.id, name: 'Booking Tester' },
      target: { id: member.id, name },
      club: { id: madrid.id, name: `Madrid ${tag}` },
    })
    expect(byAction.get('confirm_top_up')?.summary).toBe(`Confirmed a top-up of €40.00 for ${name}`)
    expect(byAction.get('book_walk_in')?.summary).toBe(`Booked court 2 on ${date} ${slotLabels[1]} for walk-in guest ${guest}, €20.00 paid at the desk`)
    expect(byAction.get('add_member_note')?.summary).toBe(`Added a staff note about ${name}`)
  })

  it('lists every kind of action for the filter, with labels', async () => {
    const kinds = (await rpc(madridOwner.client, 'audit_action_kinds', {})) as unknown as { status: string; actions: { action: string; label: string }[] }
    expect(kinds.status).toBe('ok')
    expect(kinds.actions).toContainEqual({ action: 'confirm_top_up', label: 'Top-up confirmed', label_message: said('server_audit_action_confirm_top_up') })
    // Every kind an RPC writes has a label of its own, not one made from its name.
    const written = await sql<{ action: string }>("select distinct action from public.audit_log where action <> 'set_role'")
    const labelled = new Set((await sql<{ action: string }>('select action from public.audit_action_labels()')).map((r) => r.action))
    expect(written.map((r) => r.action).filter((a) => !labelled.has(a))).toEqual([])
  })
})
