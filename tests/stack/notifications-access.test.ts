import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from './support.ts'
import { account, clientWithToken, rpc, tokenFor, type Account } from './booking-helpers.ts'

// Who reads and changes notifications: a member reads only their own, writes none of them directly, and
// mark_notifications_read touches only their own rows. The demo member's seeded bell is checked against
// the ledger and bookings it describes.

const DEMO_MEMBER = 'd0000000-0000-4000-8000-000000000004'

/** A notification written the way the RPCs and triggers write them (public.notify), returning its id. */
async function notify(userId: string, title: string): Promise<string> {
  await sql("select public.notify($1, 'tournament_update', $2, 'Test body', '/tournaments')", [userId, title])
  const [row] = await sql<{ id: string }>('select id from public.notifications where user_id = $1 and title = $2', [userId, title])
  return row.id
}

async function unreadOf(userId: string): Promise<string[]> {
  const rows = await sql<{ title: string }>(
    'select title from public.notifications where user_id = $1 and read_at is null order by title',
    [userId],
  )
  return rows.map((row) => row.title)
}

let alice: Account
let bob: Account
let aliceNotes: string[]
let bobNotes: string[]

beforeAll(async () => {
  alice = await account()
  bob = await account()
  aliceNotes = [await notify(alice.id, 'A1'), await notify(alice.id, 'A2'), await notify(alice.id, 'A3')]
  bobNotes = [await notify(bob.id, 'B1'), await notify(bob.id, 'B2')]
})

describe('reading', () => {
  it("a member reads their own notifications and nobody else's", async () => {
    const own = await alice.client.from('notifications').select('id, user_id, title').order('title')
    expect(own.error).toBeNull()
    expect(own.data!.map((row) => row.title)).toEqual(['A1', 'A2', 'A3'])
    const bobs = await alice.client.from('notifications').select('id').in('id', bobNotes)
    expect(bobs.data).toEqual([])
    const byUser = await alice.client.from('notifications').select('id').eq('user_id', bob.id)
    expect(byUser.data).toEqual([])
  })

  it('anonymous callers read nothing and mark nothing', async () => {
    const anon = anonClient()
    expect((await anon.from('notifications').select('id')).error?.code).toBe('42501')
    expect((await anon.rpc('mark_notifications_read', { p_ids: null })).error?.code).toBe('42501')
  })
})

describe('writing', () => {
  it('members cannot insert, update or delete notifications directly, not even their own', async () => {
    const insert = await alice.client
      .from('notifications')
      .insert({ id: randomUUID(), user_id: alice.id, kind: 'top_up_confirmed', title: 'Free money', body: '' })
    expect(insert.error?.code).toBe('42501')
    const forBob = await alice.client.from('notifications').insert({ user_id: bob.id, kind: 'booking_cancelled', title: 'Fake' })
    expect(forBob.error?.code).toBe('42501')
    const update = await alice.client.from('notifications').update({ title: 'Changed' }).eq('id', aliceNotes[0])
    expect(update.error?.code).toBe('42501')
    const markBobs = await alice.client.from('notifications').update({ read_at: new Date().toISOString() }).in('id', bobNotes)
    expect(markBobs.error?.code).toBe('42501')
    const remove = await alice.client.from('notifications').delete().eq('id', aliceNotes[0])
    expect(remove.error?.code).toBe('42501')
    const [count] = await sql<{ n: number }>('select count(*)::int as n from public.notifications where user_id = any ($1)', [[alice.id, bob.id]])
    expect(count.n).toBe(5)
    expect(await unreadOf(alice.id)).toEqual(['A1', 'A2', 'A3'])
  })

  it('notify is internal: no API role may call it', async () => {
    const { error } = await alice.client.rpc('notify', { p_user: alice.id, p_kind: 'top_up_confirmed', p_title: 'Fake' })
    expect(error).not.toBeNull()
    const anon = await anonClient().rpc('notify', { p_user: alice.id, p_kind: 'top_up_confirmed', p_title: 'Fake' })
    expect(anon.error).not.toBeNull()
    expect(await unreadOf(alice.id)).toEqual(['A1', 'A2', 'A3'])
  })
})

describe('mark_notifications_read', () => {
  it("only ever touches the caller's rows; some, then all; a replay changes nothing", async () => {
    const someoneElses = await rpc(alice.client, 'mark_notifications_read', { p_ids: bobNotes })
    expect(someoneElses).toMatchObject({ status: 'read', marked: 0, unread: 3 })
    expect(await unreadOf(bob.id)).toEqual(['B1', 'B2'])

    const mixed = await rpc(alice.client, 'mark_notifications_read', { p_ids: [aliceNotes[0], bobNotes[0]] })
    expect(mixed).toMatchObject({ status: 'read', marked: 1, unread: 2 })
    expect(await unreadOf(alice.id)).toEqual(['A2', 'A3'])
    expect(await unreadOf(bob.id)).toEqual(['B1', 'B2'])

    const again = await rpc(alice.client, 'mark_notifications_read', { p_ids: [aliceNotes[0]] })
    expect(again).toMatchObject({ status: 'read', marked: 0, unread: 2 })

    const all = await rpc(alice.client, 'mark_notifications_read', { p_ids: null })
    expect(all).toMatchObject({ status: 'read', marked: 2, unread: 0 })
    expect(await unreadOf(alice.id)).toEqual([])
    expect(await unreadOf(bob.id)).toEqual(['B1', 'B2'])

    const seen = await alice.client.from('notifications').select('read_at')
    expect(seen.data!.every((row) => row.read_at !== null)).toBe(true)
  })
})

describe("the demo member's seeded bell", () => {
  it('holds a booking, a cancellation, a top-up and a tournament update, some read, dated over several days', async () => {
    const demo = clientWithToken(await tokenFor(DEMO_MEMBER))
    const { data, error } = await demo.from('notifications').select('kind, title, body, link, data, read_at, created_at')
    expect(error).toBeNull()
    const notes = data as { kind: string; body: string; link: string; data: Record<string, string>; read_at: string | null; created_at: string }[]
    const kinds = new Set(notes.map((note) => note.kind))
    for (const kind of ['booking_confirmed', 'booking_cancelled', 'top_up_confirmed', 'tournament_update']) {
      expect(kinds).toContain(kind)
    }
    const unread = notes.filter((note) => note.read_at === null)
    expect(unread.length).toBeGreaterThanOrEqual(2)
    expect(notes.length - unread.length).toBeGreaterThanOrEqual(2)
    const times = notes.map((note) => Date.parse(note.created_at))
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(3 * 24 * 3600 * 1000)
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now())
    for (const note of notes) expect(note.link).toMatch(/^\//)

    // Each booking notification describes a real booking of theirs, as the trigger would word it.
    for (const note of notes.filter((n) => n.kind.startsWith('booking_'))) {
      const [booking] = await sql<{ summary: string; member_id: string; status: string }>(
        'select public.booking_summary(court_id, date, slot_id) as summary, member_id, status from public.bookings where id = $1',
        [note.data.booking_id],
      )
      expect(booking.member_id).toBe(DEMO_MEMBER)
      expect(note.body.startsWith(booking.summary)).toBe(true)
      expect(booking.status).toBe(note.kind === 'booking_cancelled' ? 'cancelled' : 'confirmed')
    }
    // The top-up notification is a completed top-up in their ledger, for the amount it names.
    const topUp = notes.find((note) => note.kind === 'top_up_confirmed')!
    const [tx] = await sql<{ amount: string; status: string; member_id: string }>(
      'select amount, status, member_id from public.transactions where id = $1',
      [topUp.data.transaction_id],
    )
    expect(tx).toMatchObject({ status: 'completed', member_id: DEMO_MEMBER })
    expect(topUp.body).toBe(`€${Number(tx.amount).toFixed(2)} added to your balance.`)
    // The tournament it announces is open at their club.
    const announcement = notes.find((note) => note.kind === 'tournament_update')!
    const [tournament] = await sql<{ status: string; home: boolean }>(
      `select t.status, t.club_id = p.home_club_id as home
       from public.tournaments t, public.profiles p where t.id = $1 and p.id = $2`,
      [announcement.data.tournament_id, DEMO_MEMBER],
    )
    expect(tournament).toEqual({ status: 'open', home: true })
    expect(announcement.link).toBe(`/tournaments?tournament=${announcement.data.tournament_id}`)
  })
})
