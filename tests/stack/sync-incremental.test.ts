import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, sql } from './support.ts'
import { account, book, club, localDate, type Account, type TestClub } from './booking-helpers.ts'
import { hold } from './held-transaction.ts'

// The incremental pull's server side: sync_state()'s cursor, the sync_txid filter the app sends, the tombstones,
// and the derived datasets' versions, as the members who read them through the API.

interface State {
  cursor: number
  versions: Record<string, number>
}

let alice: Account
let bob: Account
let theClub: TestClub
let date: string

async function stateOf(who: Account): Promise<State> {
  const { data, error } = await who.client.rpc('sync_state')
  expect(error).toBeNull()
  return data as State
}

async function notify(userId: string, title: string): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(`insert into public.notifications (user_id, kind, title) values ($1, 'tournament_update', $2) returning id`, [userId, title])
  return id
}

beforeAll(async () => {
  alice = await account({ funds: 100 })
  bob = await account({ funds: 100 })
  theClub = await club({ courts: 2 })
  date = await localDate(theClub.timeZone, 3)
})

describe('the cursor', () => {
  it('answers only the rows written since, and only the caller\'s own', async () => {
    await book(alice.client, { court: theClub.courts[0], date, slot: 2 })
    const before = await stateOf(alice)
    const mine = (await book(alice.client, { court: theClub.courts[0], date, slot: 3 })).booking!.id
    const bobs = (await book(bob.client, { court: theClub.courts[1], date, slot: 3 })).booking!.id

    const bookings = await alice.client.from('bookings').select('id, member_id').gte('sync_txid', before.cursor)
    expect(bookings.data).toEqual([{ id: mine, member_id: alice.id }])
    const all = await alice.client.from('bookings').select('id')
    expect(all.data!.length).toBe(2)
    const ledger = await alice.client.from('transactions').select('booking_id, member_id').gte('sync_txid', before.cursor)
    expect(ledger.data).toEqual([{ booking_id: mine, member_id: alice.id }])
    // Bob's booking is past alice's cursor too, and still not hers to read.
    const peek = await alice.client.from('bookings').select('id').eq('id', bobs).gte('sync_txid', 0)
    expect(peek.data).toEqual([])

    const after = await stateOf(alice)
    expect(after.cursor).toBeGreaterThan(before.cursor)
    const nothing = await alice.client.from('bookings').select('id').gte('sync_txid', after.cursor)
    expect(nothing.data).toEqual([])
  })

  it('still answers a row whose transaction was running when the cursor was taken and committed after', async () => {
    const late = await hold(null, `update public.clubs set city = city where id = $1 returning jsonb_build_object('ok', true) as answer`, [theClub.id])
    await late.answer
    const state = await stateOf(alice)
    await late.commit()
    const clubs = await alice.client.from('clubs').select('id').gte('sync_txid', state.cursor)
    expect(clubs.data).toEqual([{ id: theClub.id }])
  })

  it('is refused to visitors', async () => {
    const { data, error } = await anonClient().rpc('sync_state')
    expect(data).toBeNull()
    expect(error).not.toBeNull()
  })
})

describe('tombstones', () => {
  it('tell a member their own deleted rows and the public ones, never another member\'s', async () => {
    const state = await stateOf(alice)
    const hers = await notify(alice.id, 'for alice')
    const his = await notify(bob.id, 'for bob')
    await sql('delete from public.notifications where id = any($1)', [[hers, his]])
    const [{ id: courtId }] = await sql<{ id: string }>(
      `insert into public.courts (club_id, number, name, type, off_peak_price, peak_price) values ($1, 99, 'Court 99', 'indoor', 10, 12) returning id`,
      [theClub.id],
    )
    await sql('delete from public.courts where id = $1', [courtId])

    const seen = await alice.client.from('sync_deletions').select('dataset, row_id').gte('sync_txid', state.cursor)
    expect(seen.data).toEqual(
      expect.arrayContaining([
        { dataset: 'notifications', row_id: hers },
        { dataset: 'courts', row_id: courtId },
      ]),
    )
    expect(seen.data!.map((d) => d.row_id)).not.toContain(his)
    const byBob = await bob.client.from('sync_deletions').select('row_id').gte('sync_txid', state.cursor)
    expect(byBob.data!.map((d) => d.row_id)).toContain(his)
    expect(byBob.data!.map((d) => d.row_id)).not.toContain(hers)
    const visitor = await anonClient().from('sync_deletions').select('row_id')
    expect(visitor.data ?? []).toEqual([])
  })
})

describe('versions of the derived datasets', () => {
  it('move when a source is written, and only the datasets it feeds', async () => {
    const before = await stateOf(alice)
    await sql('update public.player_ratings set rating = rating where player_id = (select player_id from public.player_ratings limit 1)')
    const after = await stateOf(alice)
    expect(after.versions.rankings).not.toBe(before.versions.rankings)
    expect(after.versions.matches).toBe(before.versions.matches)
    expect(after.versions.tournaments).toBe(before.versions.tournaments)
  })
})
