import { describe, expect, it } from 'vitest'
import { account, tokenFor } from './booking-helpers.ts'
import { sql, stack } from './support.ts'

// What the data API offers beyond what the app uses: pgcrypto's functions, and large text columns that
// only serve as regex targets. Tried as a visitor and as a member.

describe("pgcrypto's functions", () => {
  it('cannot be called through the API by a visitor or a member', async () => {
    const member = await account()
    // PostgREST calls a function of one unnamed text parameter with the raw body, and one without any
    // parameters with an empty object: gen_salt('bf') and fips_mode() are what a caller could reach.
    for (const bearer of [stack().anonKey, await tokenFor(member.id)]) {
      const headers = { apikey: stack().anonKey, authorization: `Bearer ${bearer}` }
      const salt = await fetch(`${stack().apiUrl}/rest/v1/rpc/gen_salt`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain' },
        body: 'bf',
      })
      expect(await salt.text()).not.toMatch(/\$2a\$/)
      expect(salt.status).toBeGreaterThanOrEqual(400)
      const fips = await fetch(`${stack().apiUrl}/rest/v1/rpc/fips_mode`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(fips.status).toBeGreaterThanOrEqual(400)
    }
  })

  it('are executable by none of anon and authenticated, whatever schema pgcrypto lives in', async () => {
    const rows = await sql<{ fn: string }>(`
      select p.oid::regprocedure::text as fn
      from pg_proc p
      join pg_depend d on d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      join pg_extension e on e.oid = d.refobjid and e.extname = 'pgcrypto'
      where has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute')`)
    expect(rows).toEqual([])
  })

  it('still hash passwords for the database itself (the seed uses crypt)', async () => {
    const [{ ok }] = await sql<{ ok: boolean }>(`select crypt('x', gen_salt('bf', 4)) like '$2a$%' as ok`)
    expect(ok).toBe(true)
  })
})

describe('text columns nobody reads through the API', () => {
  it('a member cannot select or filter on the rankings copy of names, nor on tournament texts', async () => {
    const member = await account()
    for (const [table, column] of [
      ['player_ratings', 'search_text'],
      ['player_ratings', 'name'],
      ['player_ratings', 'username'],
      ['tournaments', 'description'],
      ['tournaments', 'name'],
    ] as const) {
      const selected = await member.client.from(table).select(column).limit(1)
      expect(selected.error?.code, `${table}.${column}`).toBe('42501')
      const filtered = await member.client.from(table).select(table === 'tournaments' ? 'id' : 'player_id').filter(column, 'match', 'a').limit(1)
      expect(filtered.error?.code, `${table}.${column} filter`).toBe('42501')
    }
  })

  it('the numbers stay readable, and the rankings still show names', async () => {
    const member = await account()
    const ratings = await member.client.from('player_ratings').select('player_id, rating, matches, wins, losses, home_club_id').limit(3)
    expect(ratings.error).toBeNull()
    expect(ratings.data).toHaveLength(3)
    const tournaments = await member.client.from('tournaments').select('id, status, entry_fee').limit(1)
    expect(tournaments.error).toBeNull()
    const { data, error } = await member.client.rpc('rankings', { p_scope: 'network', p_search: 'garcia', p_limit: 5 })
    expect(error).toBeNull()
    expect(JSON.stringify(data)).toMatch(/garcia/i)
  })
})
