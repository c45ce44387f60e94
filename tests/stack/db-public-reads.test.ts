import { describe, expect, it } from 'vitest'
import { as, createMember, errorCodeAs, su, type Who } from './db-as-role.ts'

// What anonymous visitors may ask the database: a referral code's validity, whether a username
// exists, the hero counters and the public network tables. Nothing that names a person.

const anon: Who = { role: 'anon' }

async function codeOf(id: string): Promise<string> {
  return (await su<{ referral_code: string }>('select referral_code from public.profiles where id = $1', [id])).rows[0]
    .referral_code
}

describe('check_referral_code', () => {
  it('is true for an existing code, in any case and with spaces around', async () => {
    const member = await createMember()
    const code = await codeOf(member.id)
    for (const typed of [code, code.toLowerCase(), `  ${code} `]) {
      const { rows } = await as<{ ok: boolean }>(anon, 'select public.check_referral_code($1) as ok', [typed])
      expect(rows[0].ok).toBe(true)
    }
  })

  it('is false for unknown, malformed, empty and null codes', async () => {
    for (const typed of ['ZZZZZZZZ', "x' or '1'='1", '', null, 'A'.repeat(500)]) {
      const { rows } = await as<{ ok: boolean }>(anon, 'select public.check_referral_code($1) as ok', [typed])
      expect(rows[0].ok).toBe(false)
    }
  })

  it("stops being valid when the code's owner is deleted", async () => {
    const member = await createMember()
    const code = await codeOf(member.id)
    await su('delete from auth.users where id = $1', [member.id])
    const { rows } = await as<{ ok: boolean }>(anon, 'select public.check_referral_code($1) as ok', [code])
    expect(rows[0].ok).toBe(false)
  })
})

describe('username lookups', () => {
  it('username_exists answers yes/no (case-insensitive) to anon', async () => {
    const member = await createMember()
    const ask = async (name: string) =>
      (await as<{ ok: boolean }>(anon, 'select public.username_exists($1) as ok', [name])).rows[0].ok
    expect(await ask(member.username.toUpperCase())).toBe(true)
    expect(await ask(`${member.username}_nobody`)).toBe(false)
  })

  it('email_for_username resolves for service_role only', async () => {
    const member = await createMember()
    const { rows } = await as<{ email: string }>({ role: 'service_role' }, 'select public.email_for_username($1) as email', [
      member.username.toUpperCase(),
    ])
    expect(rows[0].email).toBe(member.email)
    const missing = await as<{ email: string | null }>({ role: 'service_role' }, 'select public.email_for_username($1) as email', [
      `${member.username}_nobody`,
    ])
    expect(missing.rows[0].email).toBeNull()

    const sql = 'select public.email_for_username($1)'
    expect(await errorCodeAs(anon, sql, [member.username])).toBe('42501')
    expect(await errorCodeAs({ role: 'authenticated', sub: member.id }, sql, [member.username])).toBe('42501')
  })
})

describe('network stats', () => {
  it('anon reads the counters: the active clubs\' countries and courts, and every member', async () => {
    const { rows } = await as<{ countries: number; courts: number; members: number }>(
      anon,
      'select countries, courts, members from public.network_stats',
    )
    const truth = await su<{ countries: number; courts: number; members: number }>(
      `select (select count(distinct country_code) from public.clubs where active)::int as countries,
              (select count(*) from public.courts k join public.clubs c on c.id = k.club_id where c.active)::int as courts,
              (select count(*) from public.profiles)::int as members`,
    )
    expect(rows).toEqual([truth.rows[0]])
  })

  it('follow sign-ups, deletions and new courts', async () => {
    const read = async () =>
      (await as<{ courts: number; members: number }>(anon, 'select courts, members from public.network_stats')).rows[0]
    const before = await read()
    const member = await createMember()
    expect((await read()).members).toBe(before.members + 1)
    await su('delete from auth.users where id = $1', [member.id])
    expect((await read()).members).toBe(before.members)

    const club = await su<{ id: string }>(
      "insert into public.clubs (country_code, name, city) values ('ES', 'Counter Test Club', 'Toledo') returning id",
    )
    await su("insert into public.courts (club_id, number, name, type) select $1, n, 'Court ' || n, 'indoor' from generate_series(1, 3) n", [
      club.rows[0].id,
    ])
    expect((await read()).courts).toBe(before.courts + 3)
    await su('delete from public.clubs where id = $1', [club.rows[0].id])
    expect((await read()).courts).toBe(before.courts)
  })

  it('stop counting a deactivated club\'s courts and a country left with no active club, and count them again when it reopens', async () => {
    const read = async () =>
      (await as<{ countries: number; courts: number }>(anon, 'select countries, courts from public.network_stats')).rows[0]
    await su("insert into public.countries (code, name, currency, time_zone) values ('QC', 'Counterland', 'EUR', 'Europe/Madrid') on conflict do nothing")
    const before = await read()
    const club = await su<{ id: string }>(
      "insert into public.clubs (country_code, name, city) values ('QC', 'Counter Closing Club', 'Counterville') returning id",
    )
    const id = club.rows[0].id
    try {
      await su("insert into public.courts (club_id, number, name, type) select $1, n, 'Court ' || n, 'indoor' from generate_series(1, 2) n", [id])
      expect(await read()).toEqual({ countries: before.countries + 1, courts: before.courts + 2 })
      await su('update public.clubs set active = false, deactivated_at = now() where id = $1', [id])
      expect(await read()).toEqual(before)
      // A court added while closed is not advertised either.
      await su("insert into public.courts (club_id, number, name, type) values ($1, 3, 'Court 3', 'outdoor')", [id])
      expect(await read()).toEqual(before)
      await su('update public.clubs set active = true, deactivated_at = null where id = $1', [id])
      expect(await read()).toEqual({ countries: before.countries + 1, courts: before.courts + 3 })
    } finally {
      await su('delete from public.clubs where id = $1', [id])
      await su("delete from public.countries where code = 'QC'")
    }
    expect(await read()).toEqual(before)
  })

  it('anon and members cannot write the counters or the network tables', async () => {
    const member = await createMember()
    for (const who of [anon, { role: 'authenticated', sub: member.id } as const]) {
      expect(await errorCodeAs(who, 'update public.network_stats set members = 1')).toBe('42501')
      expect(await errorCodeAs(who, "insert into public.countries (code, name) values ('PT', 'Portugal')")).toBe('42501')
      expect(await errorCodeAs(who, 'delete from public.courts')).toBe('42501')
      expect(await errorCodeAs(who, 'select public.refresh_network_stats()')).toBe('42501')
    }
  })

  it('anon reads countries, clubs and courts', async () => {
    const { rows } = await as<{ city: string; courts: number }>(
      anon,
      'select c.city, count(k.*)::int as courts from public.clubs c join public.courts k on k.club_id = c.id group by c.city',
    )
    expect(rows.length).toBeGreaterThan(0)
  })
})
