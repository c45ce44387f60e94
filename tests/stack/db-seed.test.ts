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
})
