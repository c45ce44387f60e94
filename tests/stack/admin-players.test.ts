import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { account, club, clientWithToken, ledgerSum, rpc, said, tokenFor, type Account, type TestClub } from './booking-helpers.ts'
import { anonClient, signUpConfirmed, sql, stack } from './support.ts'

// The super admin's Players page: who may call its RPCs, the search, the card against independent SQL, role
// changes (and the refusals that protect ownership and the last super admin), and the ban through the auth
// service's own ban. Everyone here is made for the test; the one seeded country lent to a player is given back.

const tag = `Plyr${Date.now().toString(36)}`
let admin: Account
let clubOwner: Account
let countryOwner: Account
let member: Account
let player: Awaited<ReturnType<typeof signUpConfirmed>>
let ownClubs: TestClub[]
let ownedByOther: TestClub
const made: string[] = []
// A seeded country nobody owns (other files lend some out too), lent to the player and given back.
let COUNTRY: string

interface Row {
  id: string
  name: string
  username: string
  email: string | null
  role: string
  clubs: string[]
  countries: string[]
  banned: boolean
}

beforeAll(async () => {
  // Role changes and bans need two-step sign-in (see 'two-step sign-in' below).
  admin = await account({ role: 'super_admin' })
  clubOwner = await account({ role: 'club_owner' })
  countryOwner = await account({ role: 'country_owner' })
  member = await account()
  player = await signUpConfirmed({ first_name: 'Zoë', last_name: tag }, 'plyr')
  made.push(admin.id, clubOwner.id, countryOwner.id, member.id, player.id)
  ownClubs = [await club(), await club()]
  ownedByOther = await club({ ownerId: clubOwner.id })
  await sql('update public.clubs set name = $2 where id = $1', [ownedByOther.id, `Owned ${tag}`])
  const free = await sql<{ code: string }>('select code from public.countries where owner_id is null order by code limit 1')
  expect(free, 'a country nobody owns').toHaveLength(1)
  COUNTRY = free[0].code
})

afterAll(async () => {
  // The audit rows about our players go too: other files count the kinds of action the log holds.
  await sql("delete from public.audit_log where target_table = 'profiles' and target_id = any($1::text[])", [made])
  await sql('update public.countries set owner_id = null where owner_id = any($1::uuid[])', [made])
  await sql("update public.profiles set role = 'member' where id = any($1::uuid[])", [made])
})

describe('who may use the Players page', () => {
  it('refuses members, club owners and country owners on every RPC, and anonymous callers outright', async () => {
    for (const who of [member, clubOwner, countryOwner]) {
      const answers = [
        await rpc(who.client, 'admin_players', { p_search: tag }),
        await rpc(who.client, 'admin_player_card', { p_player: player.id }),
        await rpc(who.client, 'admin_set_role', { p_player: player.id, p_role: 'super_admin' }),
        await rpc(who.client, 'admin_set_ban', { p_player: player.id, p_banned: true, p_reason: 'No' }),
      ]
      for (const answer of answers) {
        expect(answer).toEqual({ status: 'not_allowed', message: 'Only super admins can manage players.', ...said('server_not_allowed_players') })
      }
    }
    const [row] = await sql<{ role: string; banned_until: string | null }>(
      'select p.role, u.banned_until from public.profiles p join auth.users u on u.id = p.id where p.id = $1',
      [player.id],
    )
    expect(row).toEqual({ role: 'member', banned_until: null })
    for (const name of ['admin_players', 'admin_player_card', 'admin_set_role', 'admin_set_ban']) {
      const { error } = await anonClient().rpc(name, { p_player: player.id })
      expect(error, name).not.toBeNull()
    }
  })
})

describe('two-step sign-in for role changes and bans', () => {
  it('refuses a super admin with no authenticator app, and one signed in with the password only, changes and reads', async () => {
    const noApp = await account({ role: 'super_admin', twoStep: false })
    const passwordOnly = await account({ role: 'super_admin' })
    made.push(noApp.id, passwordOnly.id)
    const aal1 = clientWithToken(await tokenFor(passwordOnly.id, { aal: 'aal1' }))
    // A token minted at aal2 without a confirmed app (e.g. the app was removed since) counts as no app.
    const aal2NoApp = clientWithToken(await tokenFor(noApp.id, { aal: 'aal2' }))
    const cases = [
      [noApp.client, 'two_factor_required', 'Set up two-step sign-in in Settings before changing roles or bans.'],
      [aal2NoApp, 'two_factor_required', 'Set up two-step sign-in in Settings before changing roles or bans.'],
      [aal1, 'two_factor_code_required', 'Enter the code from your authenticator app before changing roles or bans: sign out and sign in again with it.'],
    ] as const
    const readRefusals = {
      two_factor_required: 'Super admins use two-step sign-in: set it up in Settings first.',
      two_factor_code_required: 'Super admins use two-step sign-in: sign out and sign in again with the code from your authenticator app.',
    }
    for (const [client, status, message] of cases) {
      const changeRefusal = { status, message, ...said(`server_${status}`) }
      expect(await rpc(client, 'admin_set_role', { p_player: player.id, p_role: 'super_admin' })).toEqual(changeRefusal)
      expect(await rpc(client, 'admin_set_ban', { p_player: player.id, p_banned: true, p_reason: 'No' })).toEqual(changeRefusal)
      expect(await rpc(client, 'admin_players', { p_search: tag })).toEqual({ status, message: readRefusals[status], ...said(`server_${status}_super_admin`) })
    }
    const [row] = await sql<{ role: string; banned_until: string | null }>(
      'select p.role, u.banned_until from public.profiles p join auth.users u on u.id = p.id where p.id = $1',
      [player.id],
    )
    expect(row).toEqual({ role: 'member', banned_until: null })
    const audited = await sql("select 1 from public.audit_log where actor_id = any($1::uuid[])", [[noApp.id, passwordOnly.id]])
    expect(audited).toHaveLength(0)
  })

  it('the helpers stay internal', async () => {
    for (const name of ['caller_at_aal2', 'caller_has_verified_factor', 'caller_proved_two_steps', 'super_admin_two_step_refusal', 'admin_players_change_refusal']) {
      const { error } = await admin.client.rpc(name)
      expect(error, name).not.toBeNull()
    }
  })
})

describe('admin_players', () => {
  const search = async (args: Record<string, unknown>) =>
    (await rpc(admin.client, 'admin_players', args)) as unknown as { status: string; total: number; rows: Row[]; message: string }

  it('finds a player by name (accents ignored), username and e-mail', async () => {
    for (const term of [`zoe ${tag}`, player.username.toUpperCase(), player.email, `Zoë ${tag.toLowerCase()}`]) {
      const found = await search({ p_search: term })
      expect(found.status, term).toBe('ok')
      expect(found.rows.map((r) => r.id), term).toContain(player.id)
    }
    const [row] = (await search({ p_search: player.email })).rows
    expect(row).toMatchObject({ id: player.id, name: `Zoë ${tag}`, username: player.username, email: player.email, role: 'member', banned: false })
  })

  it('filters by role, lists owned clubs by name, and reads % and _ as text', async () => {
    const owners = await search({ p_role: 'club_owner', p_limit: 100 })
    expect(owners.rows.every((r) => r.role === 'club_owner')).toBe(true)
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from public.profiles where role = 'club_owner'")
    expect(owners.total).toBe(n)
    const [{ username }] = await sql<{ username: string }>('select username from public.profiles where id = $1', [clubOwner.id])
    const [owner] = (await search({ p_search: username })).rows
    expect(owner.clubs).toContain(`Owned ${tag}`)
    expect((await search({ p_search: '%' })).total).toBe(
      (await sql<{ n: number }>(
        "select count(*)::int as n from public.profiles where concat_ws(' ', first_name, last_name, username, email) like '%\\%%'",
      ))[0].n,
    )
  })

  it('bounds paging and the search', async () => {
    expect((await search({ p_limit: 0 })).status).toBe('invalid_request')
    expect((await search({ p_limit: 101 })).status).toBe('invalid_request')
    expect((await search({ p_offset: -1 })).status).toBe('invalid_request')
    expect((await search({ p_search: 'x'.repeat(101) })).status).toBe('invalid_request')
    const page = await search({ p_limit: 2, p_offset: 1 })
    expect(page.rows).toHaveLength(2)
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from public.profiles')
    expect(page.total).toBe(n)
  })
})

describe('admin_player_card', () => {
  it('shows the seeded demo member with figures equal to independent SQL', async () => {
    const [{ id }] = await sql<{ id: string }>("select id from public.profiles where username = 'demo_member'")
    const card = (await rpc(admin.client, 'admin_player_card', { p_player: id })) as unknown as {
      status: string
      player: { email: string; role: string; home_club: { name: string } | null }
      bookings: { total: number; confirmed: number; recent: { date: string }[] }
      wallet: { currency: string; balance: number }[]
      matches: { total: number; recent: unknown[] }
    }
    expect(card.status).toBe('ok')
    const [expected] = await sql<{ total: number; confirmed: number; matches: number; email: string; home: string }>(
      `select (select count(*)::int from public.bookings where member_id = $1) as total,
              (select count(*)::int from public.bookings where member_id = $1 and status = 'confirmed') as confirmed,
              (select count(*)::int from public.match_players where player_id = $1) as matches,
              p.email, c.name as home
       from public.profiles p left join public.clubs c on c.id = p.home_club_id where p.id = $1`,
      [id],
    )
    expect(card.player.email).toBe(expected.email)
    expect(card.player.home_club?.name).toBe(expected.home)
    expect(card.bookings.total).toBe(expected.total)
    expect(card.bookings.confirmed).toBe(expected.confirmed)
    expect(card.bookings.recent.length).toBe(Math.min(5, expected.total))
    expect(card.matches.total).toBe(expected.matches)
    const currencies = await sql<{ currency: string }>(
      "select distinct currency from public.transactions where member_id = $1 and status = 'completed' order by currency",
      [id],
    )
    expect(card.wallet.map((w) => w.currency)).toEqual(currencies.map((c) => c.currency))
    for (const w of card.wallet) expect(Number(w.balance)).toBe(await ledgerSum(id, w.currency))
  })

  it('shows the sign-ins the auth service recorded, the open sessions, and no ban', async () => {
    const card = (await rpc(admin.client, 'admin_player_card', { p_player: player.id })) as unknown as {
      player: { name: string; banned_until: string | null; last_sign_in_at: string | null }
      sign_ins: { at: string; method: string }[]
      sessions: unknown[]
      wallet: unknown[]
    }
    expect(card.player.name).toBe(`Zoë ${tag}`)
    expect(card.player.banned_until).toBeNull()
    expect(card.player.last_sign_in_at).not.toBeNull()
    expect(card.sign_ins).toHaveLength(1)
    expect(card.sign_ins[0].method).toBe('password')
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from auth.sessions where user_id = $1', [player.id])
    expect(card.sessions).toHaveLength(n)
    expect(card.wallet).toEqual([])
  })

  it('answers unknown_player for someone who does not exist', async () => {
    const answer = await rpc(admin.client, 'admin_player_card', { p_player: '00000000-0000-4000-8000-00000000dead' })
    expect(answer.status).toBe('unknown_player')
  })
})

describe('admin_set_role', () => {
  const setRole = (who: Account, args: Record<string, unknown>) => rpc(who.client, 'admin_set_role', { p_player: player.id, ...args })
  const ownership = async () => ({
    role: (await sql<{ role: string }>('select role from public.profiles where id = $1', [player.id]))[0].role,
    clubs: (await sql<{ id: string }>('select id from public.clubs where owner_id = $1 order by id', [player.id])).map((r) => r.id),
    countries: (await sql<{ code: string }>('select code from public.countries where owner_id = $1', [player.id])).map((r) => r.code),
  })

  it('makes a club owner of the chosen clubs, then of fewer, a country owner, a super admin and a member again', async () => {
    const both = ownClubs.map((c) => c.id).sort()
    expect((await setRole(admin, { p_role: 'club_owner', p_club_ids: both })).status).toBe('ok')
    expect(await ownership()).toEqual({ role: 'club_owner', clubs: both, countries: [] })

    const answer = await setRole(admin, { p_role: 'club_owner', p_club_ids: [both[0]] })
    expect(answer.status).toBe('ok')
    expect(await ownership()).toEqual({ role: 'club_owner', clubs: [both[0]], countries: [] })
    expect((await setRole(admin, { p_role: 'club_owner', p_club_ids: [both[0]] })).status).toBe('unchanged')

    expect((await setRole(admin, { p_role: 'country_owner', p_country_codes: [COUNTRY.toLowerCase()] })).status).toBe('ok')
    expect(await ownership()).toEqual({ role: 'country_owner', clubs: [], countries: [COUNTRY] })

    const promoted = await setRole(admin, { p_role: 'super_admin' })
    expect(promoted).toMatchObject({ status: 'ok', message: `Zoë ${tag} is now a super admin.` })
    expect(await ownership()).toEqual({ role: 'super_admin', clubs: [], countries: [] })

    expect((await setRole(admin, { p_role: 'member' })).status).toBe('ok')
    expect(await ownership()).toEqual({ role: 'member', clubs: [], countries: [] })

    // Each change one audit row about the player, with the state before and after.
    const rows = await sql<{ actor_id: string; target_table: string; details: { before: { role: string }; after: { role: string; clubs: unknown[] } } }>(
      "select actor_id, target_table, details from public.audit_log where action = 'set_player_role' and target_id = $1 order by id",
      [player.id],
    )
    expect(rows.map((r) => [r.details.before.role, r.details.after.role])).toEqual([
      ['member', 'club_owner'],
      ['club_owner', 'club_owner'],
      ['club_owner', 'country_owner'],
      ['country_owner', 'super_admin'],
      ['super_admin', 'member'],
    ])
    expect(rows.every((r) => r.actor_id === admin.id && r.target_table === 'profiles')).toBe(true)
    expect(rows[1].details.after.clubs).toHaveLength(1)
  })

  it('refuses a club or country another person owns, naming it, and changes nothing', async () => {
    const answer = await setRole(admin, { p_role: 'club_owner', p_club_ids: [ownClubs[0].id, ownedByOther.id] })
    expect(answer).toEqual({
      status: 'has_owner',
      message: `Owned ${tag} already has an owner: remove them first.`,
      ...said('server_has_owner', { clubs: `Owned ${tag}` }),
    })
    const spain = await setRole(admin, { p_role: 'country_owner', p_country_codes: ['ES'] })
    expect(spain).toEqual({ status: 'has_owner', message: 'Spain already has an owner: remove them first.', ...said('server_has_owner', { clubs: 'Spain' }) })
    expect(await ownership()).toEqual({ role: 'member', clubs: [], countries: [] })
  })

  it('refuses bad requests with a sentence', async () => {
    expect((await setRole(admin, { p_role: 'club_owner', p_club_ids: [] })).status).toBe('invalid_request')
    expect((await setRole(admin, { p_role: 'country_owner' })).status).toBe('invalid_request')
    expect((await setRole(admin, { p_role: 'member', p_club_ids: [ownClubs[0].id] })).status).toBe('invalid_request')
    expect((await setRole(admin, { p_role: 'club_owner', p_club_ids: ['00000000-0000-4000-8000-00000000dead'] })).status).toBe('unknown_club')
    expect((await setRole(admin, { p_role: 'country_owner', p_country_codes: ['ZZ'] })).status).toBe('unknown_country')
    expect((await rpc(admin.client, 'admin_set_role', { p_player: null, p_role: 'member' })).status).toBe('invalid_request')
  })

  it('refuses a super admin changing their own role', async () => {
    const answer = await rpc(admin.client, 'admin_set_role', { p_player: admin.id, p_role: 'member' })
    expect(answer).toEqual({ status: 'own_role', message: 'You cannot change your own role: ask another super admin.', ...said('server_own_role') })
  })

  it('two super admins demoting each other at once: one wins, the other is no longer allowed', async () => {
    // The lock serialises role changes and the caller's role is read again under it. Two super admins are the
    // fewest between whom a demotion is possible at all (nobody changes their own role); the seeded admins stay.
    for (let round = 0; round < 5; round++) {
      const a = await account({ role: 'super_admin' })
      const b = await account({ role: 'super_admin' })
      made.push(a.id, b.id)
      const answers = await Promise.all([
        rpc(a.client, 'admin_set_role', { p_player: b.id, p_role: 'member' }),
        rpc(b.client, 'admin_set_role', { p_player: a.id, p_role: 'member' }),
      ])
      expect(answers.map((x) => x.status).sort()).toEqual(['not_allowed', 'ok'])
      const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from public.profiles where id = any($1::uuid[]) and role = 'super_admin'", [[a.id, b.id]])
      expect(n).toBe(1)
    }
  })

  it('leaves the last super admin in place: they cannot change their own role (checked in a rolled-back transaction)', async () => {
    // Every other super admin is demoted inside a transaction that is rolled back, so the shared database keeps its
    // own. The only remaining super admin cannot demote themselves, and the count stays one.
    const client = new pg.Client({ connectionString: stack().dbUrl })
    await client.connect()
    try {
      await client.query('begin')
      await client.query("update public.profiles set role = 'member' where role = 'super_admin' and id <> $1", [admin.id])
      await client.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: admin.id, role: 'authenticated', aal: 'aal2' }),
      ])
      const { rows } = await client.query<{ answer: { status: string } }>("select public.admin_set_role($1, 'member') as answer", [admin.id])
      expect(rows[0].answer.status).toBe('own_role')
      // Another super admin may be made (the count goes back to two), and all of it is rolled back below.
      const promote = await client.query<{ answer: { status: string } }>("select public.admin_set_role($1, 'super_admin') as answer", [player.id])
      expect(promote.rows[0].answer.status).toBe('ok')
      // Counted as the database's owner: through the API a super admin reads only their own profile row.
      await client.query('reset role')
      const count = await client.query<{ n: number }>("select count(*)::int as n from public.profiles where role = 'super_admin'")
      expect(count.rows[0].n).toBe(2)
    } finally {
      await client.query('rollback')
      await client.end()
    }
    expect((await sql<{ role: string }>('select role from public.profiles where id = $1', [player.id]))[0].role).toBe('member')
  })
})

describe('admin_set_ban', () => {
  const ban = (args: Record<string, unknown>) => rpc(admin.client, 'admin_set_ban', { p_player: player.id, ...args })

  it('needs a reason, refuses the caller themselves and a super admin', async () => {
    expect((await ban({ p_banned: true, p_reason: ' ' })).status).toBe('invalid_request')
    expect((await ban({ p_banned: true, p_reason: 'x'.repeat(501) })).status).toBe('invalid_request')
    expect((await ban({ p_banned: true, p_reason: null })).status).toBe('invalid_request')
    expect((await rpc(admin.client, 'admin_set_ban', { p_player: admin.id, p_banned: true, p_reason: 'Test' })).status).toBe('own_account')
    const other = await account({ role: 'super_admin' })
    made.push(other.id)
    const answer = await rpc(admin.client, 'admin_set_ban', { p_player: other.id, p_banned: true, p_reason: 'Test' })
    expect(answer.status).toBe('super_admin')
  })

  it('bans through the auth service: sessions end, refresh and password sign-in are refused; unbanning lets them in', async () => {
    const signedIn = await anonClient().auth.signInWithPassword({ email: player.email, password: player.password })
    expect(signedIn.error).toBeNull()
    const device = signedIn.data.session!
    expect((await sql('select 1 from auth.sessions where user_id = $1', [player.id])).length).toBeGreaterThan(0)

    const banned = await ban({ p_banned: true, p_reason: `Abusive messages ${tag}` })
    expect(banned.status).toBe('ok')
    expect(new Date(String(banned.banned_until)).getUTCFullYear()).toBeGreaterThan(new Date().getUTCFullYear() + 90)
    expect((await ban({ p_banned: true, p_reason: 'Again' })).status).toBe('unchanged')
    expect(await sql('select 1 from auth.sessions where user_id = $1', [player.id])).toEqual([])
    expect(await sql("select 1 from auth.refresh_tokens where user_id = $1 and not revoked", [player.id])).toEqual([])

    // The ended session's refresh token is gone with it (as after the auth service's own ban).
    const refresh = await fetch(`${stack().apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: device.refresh_token }),
    })
    expect(refresh.status).toBe(400)
    expect(await refresh.json()).toMatchObject({ error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' })
    // The access token still verifies until it expires, but the auth service no longer knows its session: GET /user
    // answers session_not_found, on which supabase-js drops the session (the app asks at start and on focus).
    const user = await fetch(`${stack().apiUrl}/auth/v1/user`, { headers: { apikey: stack().anonKey, authorization: `Bearer ${device.access_token}` } })
    expect(user.status).toBe(403)
    expect(((await user.json()) as { error_code: string }).error_code).toBe('session_not_found')

    const again = await anonClient().auth.signInWithPassword({ email: player.email, password: player.password })
    expect(again.error?.message).toBe('User is banned')
    const card = (await rpc(admin.client, 'admin_player_card', { p_player: player.id })) as unknown as { player: { banned_until: string | null } }
    expect(card.player.banned_until).not.toBeNull()
    const [listed] = ((await rpc(admin.client, 'admin_players', { p_search: player.email })) as unknown as { rows: Row[] }).rows
    expect(listed.banned).toBe(true)

    // Nobody banned becomes a super admin (super admins are never banned).
    const promote = await rpc(admin.client, 'admin_set_role', { p_player: player.id, p_role: 'super_admin' })
    expect(promote).toEqual({
      status: 'banned',
      message: `Zoë ${tag} is banned: lift the ban first.`,
      ...said('server_banned', { player: { person: `Zoë ${tag}` } }),
    })

    expect((await ban({ p_banned: false, p_reason: 'Apologised' })).status).toBe('ok')
    const back = await anonClient().auth.signInWithPassword({ email: player.email, password: player.password })
    expect(back.error).toBeNull()

    const rows = await sql<{ action: string; actor_id: string; target_table: string; details: { reason: string; sessions_ended: number } }>(
      "select action, actor_id, target_table, details from public.audit_log where action in ('ban_player', 'unban_player') and target_id = $1 order by id",
      [player.id],
    )
    expect(rows.map((r) => [r.action, r.details.reason])).toEqual([
      ['ban_player', `Abusive messages ${tag}`],
      ['unban_player', 'Apologised'],
    ])
    expect(rows[0].details.sessions_ended).toBeGreaterThan(0)
    expect(rows.every((r) => r.actor_id === admin.id && r.target_table === 'profiles')).toBe(true)
  })
})
