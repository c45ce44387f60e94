import { beforeAll, describe, expect, it } from 'vitest'
import { account, book, club, localDate, type Account } from './booking-helpers.ts'
import { anonClient, sql } from './support.ts'

// Open matches' tables before their calls exist: the share rule, the club's match rules, and who may read a
// match and its places (its players and the club's staff; nobody else, never a visitor).

describe('match_share', () => {
  it('splits every price from 0.00 to 999.99 in four shares that add up to it, a cent apart at most, the first places first', async () => {
    const [row] = await sql<{ bad: number; checked: number }>(`
      with prices as (select (c / 100.0)::numeric(10, 2) as price from generate_series(0, 99999) c),
           shares as (select p.price, array_agg(public.match_share(p.price, n) order by n) as s from prices p, generate_series(1, 4) n group by p.price)
      select count(*) filter (where s[1] + s[2] + s[3] + s[4] <> price or s[1] - s[4] > 0.01 or s[1] < s[2] or s[2] < s[3] or s[3] < s[4])::int as bad,
             count(*)::int as checked
      from shares`)
    expect(row).toEqual({ bad: 0, checked: 100_000 })
    const [shares] = await sql<{ s: string[] }>('select array[public.match_share(30.03, 1), public.match_share(30.03, 2), public.match_share(30.03, 3), public.match_share(30.03, 4)]::text[] as s')
    expect(shares.s).toEqual(['7.51', '7.51', '7.51', '7.50'])
  })

  it('has no share for a place outside 1-4, a negative price or nothing', async () => {
    const [row] = await sql<Record<string, null>>(
      `select public.match_share(20, 0) as a, public.match_share(20, 5) as b, public.match_share(-1, 1) as c, public.match_share(null, 1) as d,
              public.match_share('NaN', 1) as e, public.match_share(1e300, 1) as f`,
    )
    expect(row).toEqual({ a: null, b: null, c: null, d: null, e: null, f: null })
  })
})

describe('open matches: who reads them', () => {
  let organiser: Account, joiner: Account, stranger: Account, owner: Account, otherOwner: Account
  let matchId: string

  beforeAll(async () => {
    ;[organiser, joiner, stranger] = await Promise.all([account({ funds: 100 }), account(), account()])
    owner = await account({ role: 'club_owner' })
    otherOwner = await account({ role: 'club_owner' })
    const home = await club({ ownerId: owner.id })
    await club({ ownerId: otherOwner.id })
    const booking = (await book(organiser.client, { court: home.courts[0], date: await localDate(home.timeZone, 3), slot: 2 })).booking!
    const [match] = await sql<{ id: string }>(
      `insert into public.open_matches (booking_id, club_id, organiser_id, starts_at, level_min, level_max)
       select b.id, b.club_id, b.member_id, now() + interval '3 days', 1300, 1700 from public.bookings b where b.id = $1 returning id`,
      [booking.id],
    )
    matchId = match.id
    await sql(
      `insert into public.open_match_places (match_id, member_id, position, state, share, paid)
       values ($1, $2, 1, 'in', 5, 5), ($1, $3, 2, 'in', 5, 0)`,
      [matchId, organiser.id, joiner.id],
    )
  })

  it("gives a new club the product's match rules: leave 6 h before, cut-off 2 h, offers 30 min", async () => {
    const test = await club()
    const [rules] = await sql('select match_leave_hours, match_cutoff_hours, match_offer_minutes from public.clubs where id = $1', [test.id])
    expect(rules).toEqual({ match_leave_hours: 6, match_cutoff_hours: 2, match_offer_minutes: 30 })
  })

  it("lets the match's players and the club's staff read it and its places; nobody else", async () => {
    for (const who of [organiser, joiner, owner]) {
      expect((await who.client.from('open_matches').select('id').eq('id', matchId)).data).toEqual([{ id: matchId }])
      expect((await who.client.from('open_match_places').select('member_id').eq('match_id', matchId)).data).toHaveLength(2)
    }
    for (const who of [stranger, otherOwner]) {
      expect((await who.client.from('open_matches').select('id').eq('id', matchId)).data).toEqual([])
      expect((await who.client.from('open_match_places').select('member_id').eq('match_id', matchId)).data).toEqual([])
    }
    const anon = anonClient()
    expect((await anon.from('open_matches').select('id')).error?.code).toBe('42501')
    expect((await anon.from('open_match_places').select('member_id')).error?.code).toBe('42501')
  })

  it('lets nobody write them through the API: the calls that change a match come with their rules', async () => {
    const insert = await organiser.client.from('open_match_places').insert({ match_id: matchId, member_id: stranger.id, state: 'waiting' })
    expect(insert.error?.code).toBe('42501')
    const update = await joiner.client.from('open_match_places').update({ paid: 5 }).eq('match_id', matchId).eq('member_id', joiner.id)
    expect(update.error?.code).toBe('42501')
    const remove = await owner.client.from('open_matches').delete().eq('id', matchId)
    expect(remove.error?.code).toBe('42501')
  })

  it('keeps a place once per position, its money within its share, and an offer with its end', async () => {
    const attempts = [
      `insert into public.open_match_places (match_id, member_id, position, state) values ($1, $2, 2, 'in')`,
      `insert into public.open_match_places (match_id, member_id, position, state, share, paid, due) values ($1, $2, 3, 'in', 5, 4, 2)`,
      `insert into public.open_match_places (match_id, member_id, state) values ($1, $2, 'offered')`,
      `insert into public.open_match_places (match_id, member_id, position, state) values ($1, $2, 3, 'waiting')`,
    ]
    for (const text of attempts) await expect(sql(text, [matchId, stranger.id])).rejects.toThrow()
    await expect(sql(`update public.open_matches set level_min = 1800 where id = $1`, [matchId])).rejects.toThrow()
  })
})
