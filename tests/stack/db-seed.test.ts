import { describe, expect, it } from 'vitest'
import { su } from './db-as-role.ts'
import { DEMO_ACCOUNTS, DEMO_ADMIN_AUTHENTICATOR_SECRET, DEMO_PASSWORD } from '../../server/stack/demo-accounts.ts'
import { currentTotpCode } from '../../server/auth/services/mfa.ts'
import { anonClient } from './support.ts'

// supabase/seed.sql: one confirmed, password-ready account per role and the sample locations of docs/product.md §9.

describe('demo seed', () => {
  it('has one confirmed account per role, with the printed username and an e-mail identity', async () => {
    const { rows } = await su<{ email: string; username: string; role: string; confirmed: boolean; identities: number }>(
      `select u.email, p.username, p.role::text as role, u.email_confirmed_at is not null as confirmed,
              (select count(*)::int from auth.identities i
                where i.user_id = u.id and i.provider = 'email' and i.provider_id = u.id::text
                  and i.identity_data ->> 'sub' = u.id::text) as identities
       from auth.users u join public.profiles p on p.id = u.id
       where u.email = any($1) order by u.email`,
      [DEMO_ACCOUNTS.map((account) => account.email)],
    )
    expect(rows).toEqual(
      [...DEMO_ACCOUNTS]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map((account) => ({ email: account.email, username: account.username, role: account.role, confirmed: true, identities: 1 })),
    )
  })

  it('stores bcrypt hashes of the demo password', async () => {
    const { rows } = await su<{ ok: boolean }>(
      'select bool_and(encrypted_password = crypt($1, encrypted_password)) as ok from auth.users where email = any($2)',
      [DEMO_PASSWORD, DEMO_ACCOUNTS.map((account) => account.email)],
    )
    expect(rows[0].ok).toBe(true)
  })

  it('lets the demo super admin in with the password and the code `npm run demo:code` prints, and not before', async () => {
    const client = anonClient()
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'super_admin')!
    expect((await client.auth.signInWithPassword({ email: admin.email, password: DEMO_PASSWORD })).error).toBeNull()
    expect((await client.rpc('admin_clubs')).data).toMatchObject({ status: 'two_factor_code_required' })
    const { data: factors } = await client.auth.mfa.listFactors()
    expect(factors?.totp).toHaveLength(1)
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: factors!.totp[0].id,
      code: currentTotpCode(DEMO_ADMIN_AUTHENTICATOR_SECRET),
    })
    expect(verified.error).toBeNull()
    expect((await client.rpc('admin_clubs')).data).toMatchObject({ status: 'ok' })
    await client.auth.signOut({ scope: 'local' })
  })

  it("starts the audit log with the demo staff's first actions, made through the RPCs", async () => {
    const { rows } = await su<{ action: string; actor: string; summary: string }>(
      `select a.action, p.username as actor, public.audit_summary(a, null, 'EUR') as summary
       from public.audit_log a join public.profiles p on p.id = a.actor_id
       where a.actor_id in ('d0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003')
       order by a.id limit 3`,
    )
    expect(rows.map((row) => [row.action, row.actor])).toEqual([
      ['add_member_note', 'club_owner'],
      ['block_court_slots', 'club_owner'],
      ['set_country_defaults', 'country_owner'],
    ])
    expect(rows[2].summary).toMatch(/^Set the defaults new clubs in (Spain|ES) start with: /)
  })

  it("has the spec's sample locations with their court counts", async () => {
    const { rows } = await su<{ city: string; courts: number }>(
      `select c.city, count(k.*)::int as courts from public.clubs c join public.courts k on k.club_id = c.id
       where c.city in ('Madrid', 'Barcelona', 'London', 'Paris', 'Berlin', 'Rome') group by c.city order by c.city`,
    )
    expect(rows).toEqual([
      { city: 'Barcelona', courts: 8 },
      { city: 'Berlin', courts: 4 },
      { city: 'London', courts: 6 },
      { city: 'Madrid', courts: 12 },
      { city: 'Paris', courts: 10 },
      { city: 'Rome', courts: 7 },
    ])
  })

  it('has open matches over the next days at several levels, made through the calls: some full with a waiting list, some needing a player', async () => {
    const { rows } = await su<{ matches: number; clubs: number; full_waiting: number; needing_one: number; levels: number; currencies: number }>(
      `select count(*)::int as matches, count(distinct m.club_id)::int as clubs,
              count(*) filter (where m.status = 'full' and exists (
                select 1 from public.open_match_places p where p.match_id = m.id and p.state = 'waiting'))::int as full_waiting,
              count(*) filter (where (select count(*) from public.open_match_places p where p.match_id = m.id and p.state = 'in') = 3)::int as needing_one,
              count(distinct m.level_min)::int as levels, count(distinct b.currency)::int as currencies
       from public.open_matches m join public.bookings b on b.id = m.booking_id
       where m.status <> 'cancelled' and not m.private and m.starts_at > now() and m.club_id::text like 'c0000000-%'`,
    )
    expect(rows[0].matches).toBeGreaterThanOrEqual(24)
    expect(rows[0].clubs).toBeGreaterThanOrEqual(18)
    expect(rows[0].full_waiting).toBeGreaterThanOrEqual(2)
    expect(rows[0].needing_one).toBeGreaterThanOrEqual(1)
    expect(rows[0].levels).toBeGreaterThanOrEqual(3)
    expect(rows[0].currencies).toBe(2)
    // Each player paid their share: what the club earned for each full match is its court's price.
    const { rows: full } = await su<{ price: string; earned: string }>(
      `select b.price, (select sum(r.amount) from public.club_revenue_lines(m.club_id, now() - interval '1 day', now() + interval '1 day') r
                        where r.booking_id = b.id) as earned
       from public.open_matches m join public.bookings b on b.id = m.booking_id where m.status = 'full' and m.club_id::text like 'c0000000-%'`,
    )
    expect(full.length).toBeGreaterThanOrEqual(2)
    for (const row of full) expect(Number(row.earned)).toBe(Number(row.price))
  })

  it('gives the demo member a match they organise and one they joined', async () => {
    const { rows } = await su<{ organises: number; plays: number }>(
      `select count(*) filter (where m.organiser_id = $1)::int as organises,
              count(*) filter (where m.organiser_id <> $1 and exists (
                select 1 from public.open_match_places p where p.match_id = m.id and p.member_id = $1 and p.state = 'in'))::int as plays
       from public.open_matches m where m.status <> 'cancelled'`,
      ['d0000000-0000-4000-8000-000000000004'],
    )
    expect(rows[0]).toEqual({ organises: 1, plays: 1 })
  })
})
