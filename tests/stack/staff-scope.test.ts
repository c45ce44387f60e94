import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { account, book, club, localDate, rpc, type Account } from './booking-helpers.ts'
import { sql } from './support.ts'

// Who is staff of which club (one rule: is_club_staff; staff_club_ids lists what it says yes to), and what staff
// see of a member: contact details only for their clubs' members, asked as an attacker would.

interface MemberRow {
  id: string
  name: string
  username: string | null
  email: string | null
  phone: string | null
  home_club: boolean
  bookings_12m: number
  last_booking_on: string | null
}
interface MembersAnswer {
  status: string
  message: string
  total?: number
  rows?: MemberRow[]
}

async function members(who: Account, clubId: string | null, args: Record<string, unknown> = {}): Promise<MembersAnswer> {
  return (await rpc(who.client, 'club_members', { p_club_id: clubId, ...args })) as unknown as MembersAnswer
}

/**
 * A country nobody owns yet, given to a new country owner for the test (and given back after it): the seed's
 * country count and its owners are left as they are.
 */
async function countryWithOwner(): Promise<{ code: string; owner: Account; release: () => Promise<unknown> }> {
  const owner = await account({ role: 'country_owner' })
  const [{ code }] = await sql<{ code: string }>(
    `update public.countries set owner_id = $1
      where code = (select code from public.countries where owner_id is null and code <> 'GB' order by random() limit 1 for update skip locked)
      returning code`,
    [owner.id],
  )
  return { code, owner, release: () => sql('update public.countries set owner_id = null where code = $1 and owner_id = $2', [code, owner.id]) }
}

describe('staff scope', () => {
  it('is_club_staff and staff_club_ids agree: owner of their clubs, country owner of the country, super admin of all', async () => {
    const owner = await account({ role: 'club_owner' })
    const { code, owner: countryOwner, release } = await countryWithOwner()
    try {
      const admin = await account({ role: 'super_admin' })
      const member = await account()
      const ownClub = await club({ ownerId: owner.id })
      const second = await club({ ownerId: owner.id, country: code })
      const third = await club({ country: code })
      const elsewhere = await club({ country: 'GB', timeZone: 'Europe/London' })
      const [{ n: allClubs }] = await sql<{ n: number }>('select count(*)::int as n from public.clubs')

      const inCountry = (await sql<{ id: string }>('select id from public.clubs where country_code = $1', [code])).map((r) => r.id)
      const expected = new Map<Account, string[]>([
        [owner, [ownClub.id, second.id]],
        [member, []],
      ])
      for (const who of [owner, countryOwner, admin, member]) {
        const listed = new Set(((await who.client.rpc('staff_club_ids')).data as string[] | null) ?? [])
        for (const c of [ownClub, second, third, elsewhere]) {
          const { data } = await who.client.rpc('is_club_staff', { club: c.id })
          expect(data, `is_club_staff and staff_club_ids agree on ${c.id}`).toBe(listed.has(c.id))
        }
        // Other files add clubs meanwhile: every club there was before the question is among a super admin's.
        if (who === admin) expect(listed.size).toBeGreaterThanOrEqual(allClubs)
        if (who === admin) expect([ownClub, second, third, elsewhere].every((c) => listed.has(c.id))).toBe(true)
        else if (who === countryOwner) {
          // Every club of the country (the seed's too), and nothing outside it.
          expect(inCountry.every((id) => listed.has(id)) && [second.id, third.id].every((id) => inCountry.includes(id))).toBe(true)
          const outside = await sql<{ id: string }>('select id from public.clubs where id = any($1::uuid[]) and country_code <> $2', [[...listed], code])
          expect(outside).toEqual([])
        } else expect([...listed].sort()).toEqual(expected.get(who)!.sort())
      }
    } finally {
      await release()
    }
  })
})

describe('club_members', () => {
  it("lists a club's members with contact details for its staff only, never the network's", async () => {
    const owner = await account({ role: 'club_owner' })
    const otherOwner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const theirs = await club({ ownerId: otherOwner.id })
    const home = await account()
    const booker = await account({ funds: 100 })
    const stranger = await account({ funds: 100 })
    await sql('update public.profiles set home_club_id = $2, phone = $3 where id = $1', [home.id, ours.id, '+34600111222'])
    expect((await book(booker.client, { court: ours.courts[0], date: await localDate(ours.timeZone, 1), slot: 3 })).status).toBe('confirmed')
    expect((await book(stranger.client, { court: theirs.courts[0], date: await localDate(theirs.timeZone, 1), slot: 3 })).status).toBe('confirmed')

    const answer = await members(owner, ours.id)
    expect(answer.status).toBe('ok')
    const ids = answer.rows!.map((r) => r.id)
    expect(ids.sort()).toEqual([home.id, booker.id].sort())
    expect(answer.total).toBe(2)
    const homeRow = answer.rows!.find((r) => r.id === home.id)!
    expect(homeRow).toMatchObject({ home_club: true, phone: '+34600111222', bookings_12m: 0, last_booking_on: null })
    expect(homeRow.email).toMatch(/@example\.test$/)
    expect(answer.rows!.find((r) => r.id === booker.id)).toMatchObject({ home_club: false, bookings_12m: 1 })
    expect(Object.keys(homeRow).sort()).toEqual(['bookings_12m', 'email', 'home_club', 'id', 'last_booking_on', 'name', 'phone', 'username'])

    // Another club's owner, a member, the member themselves: refused, with nothing of anyone.
    for (const who of [otherOwner, home, booker]) {
      const refused = await members(who, ours.id)
      expect(refused).toEqual({
        status: 'not_allowed', message: "Only the club's staff can see its members.", message_key: 'server_not_allowed_members', message_values: {},
      })
    }
    // Searching for a stranger's e-mail, username or a pattern that matches everyone finds no one outside the club.
    const [{ email, username }] = await sql<{ email: string; username: string }>('select email, username from public.profiles where id = $1', [stranger.id])
    for (const search of [email, username, '%', '_', '%@%']) {
      const found = await members(owner, ours.id, { p_search: search })
      expect(found.status).toBe('ok')
      expect(found.rows!.map((r) => r.id)).not.toContain(stranger.id)
    }
    expect((await members(owner, ours.id, { p_search: '%' })).total).toBe(0)
    // A club that does not exist says so to staff who may see every club, and not_allowed to the rest.
    const admin = await account({ role: 'super_admin' })
    expect((await members(admin, randomUUID())).status).toBe('unknown_club')
    expect((await members(owner, randomUUID())).status).toBe('not_allowed')
    expect((await members(admin, ours.id)).total).toBe(2)
  })

  it('refuses bad requests with a sentence, never an error', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id })
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ p_sort: 'email' }, 'invalid_request'],
      [{ p_sort: null }, 'invalid_request'],
      [{ p_limit: 0 }, 'invalid_request'],
      [{ p_limit: 100000 }, 'invalid_request'],
      [{ p_limit: null }, 'invalid_request'],
      [{ p_offset: -1 }, 'invalid_request'],
      [{ p_offset: 2147483647 }, 'invalid_request'],
      [{ p_search: 'x'.repeat(101) }, 'invalid_request'],
      [{ p_search: '' }, 'ok'],
    ]
    for (const [args, status] of cases) {
      const answer = await members(owner, ours.id, args)
      expect(answer.status, JSON.stringify(args)).toBe(status)
      expect(answer.message.length).toBeGreaterThan(0)
    }
    expect((await members(owner, null)).status).toBe('invalid_request')
  })

  it('pages and sorts: by name, by most recent booking, by number of bookings', async () => {
    const owner = await account({ role: 'club_owner' })
    const ours = await club({ ownerId: owner.id, courts: 3 })
    const players = [await account({ funds: 200 }), await account({ funds: 200 }), await account({ funds: 200 })]
    const names = ['Carla Zed', 'Ana Young', 'Bea Xu']
    for (const [i, p] of players.entries()) {
      const [first, last] = names[i].split(' ')
      await sql('update public.profiles set first_name = $2, last_name = $3 where id = $1', [p.id, first, last])
    }
    // Carla books three times (latest in 3 days), Ana once (in 5 days), Bea twice (in 1 and 2 days).
    const plan: Array<[number, number, number]> = [
      [0, 1, 0], [0, 2, 0], [0, 3, 0],
      [1, 5, 1],
      [2, 1, 2], [2, 2, 2],
    ]
    for (const [who, days, court] of plan) {
      const answer = await book(players[who].client, { court: ours.courts[court], date: await localDate(ours.timeZone, days), slot: 4 })
      expect(answer.status).toBe('confirmed')
    }
    const order = async (sort: string) => ((await members(owner, ours.id, { p_sort: sort })).rows ?? []).map((r) => r.name)
    expect(await order('name')).toEqual(['Ana Young', 'Bea Xu', 'Carla Zed'])
    expect(await order('recent')).toEqual(['Ana Young', 'Carla Zed', 'Bea Xu'])
    expect(await order('bookings')).toEqual(['Carla Zed', 'Bea Xu', 'Ana Young'])
    const page = await members(owner, ours.id, { p_offset: 1, p_limit: 1 })
    expect([page.total, page.rows!.map((r) => r.name)]).toEqual([3, ['Bea Xu']])
    expect((await members(owner, ours.id, { p_search: 'ANA' })).rows!.map((r) => r.name)).toEqual(['Ana Young'])
  })
})
