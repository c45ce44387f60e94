import { describe, expect, it } from 'vitest'
import { su } from './db-as-role.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/stack/demo-accounts.ts'

// supabase/seed.sql: one confirmed, password-ready account per role and the spec's sample locations.

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
