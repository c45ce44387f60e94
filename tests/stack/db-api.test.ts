import { beforeAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, signUpConfirmed, sql } from './support.ts'

// The same database rules seen through supabase-js, PostgREST and the auth service, the way the
// app (or someone holding the public anon key) reaches them.

type SignedIn = Awaited<ReturnType<typeof signUpConfirmed>>
let alice: SignedIn
let bob: SignedIn

beforeAll(async () => {
  alice = await signUpConfirmed({ first_name: 'Alice', referral_code: 'alex2026' }, 'alice')
  bob = await signUpConfirmed({ first_name: 'Bob' }, 'bob')
})

describe('anonymous visitors', () => {
  it("cannot list e-mails, nor run the spec's username → e-mail lookup", async () => {
    const all = await anonClient().from('profiles').select('email')
    expect(all.data).toBeNull()
    expect(all.error?.code).toBe('42501')
    const one = await anonClient().from('profiles').select('email').eq('username', 'demo_member').maybeSingle()
    expect(one.data).toBeNull()
    expect(one.error).not.toBeNull()
  })

  it('cannot call email_for_username; the service role can', async () => {
    const denied = await anonClient().rpc('email_for_username', { username: 'demo_member' })
    expect(denied.data).toBeNull()
    expect(denied.error).not.toBeNull()
    const allowed = await serviceClient().rpc('email_for_username', { username: 'Demo_Member' })
    expect(allowed.data).toBe('member@elsy.test')
  })

  it('checks referral codes and usernames as yes/no', async () => {
    expect((await anonClient().rpc('check_referral_code', { code: 'ALEX2026' })).data).toBe(true)
    expect((await anonClient().rpc('check_referral_code', { code: 'NOPE2026' })).data).toBe(false)
    expect((await anonClient().rpc('username_exists', { username: 'demo_member' })).data).toBe(true)
    expect((await anonClient().rpc('username_exists', { username: 'nobody_by_this_name' })).data).toBe(false)
  })

  it('reads the hero counters', async () => {
    const { data, error } = await anonClient().from('network_stats').select('countries, courts, members').single()
    expect(error).toBeNull()
    const [truth] = await sql<{ countries: number; courts: number; members: number }>(
      `select (select count(*) from public.countries)::int as countries,
              (select count(*) from public.courts)::int as courts,
              (select count(*) from public.profiles)::int as members`,
    )
    expect(data).toEqual(truth)
    expect(truth.courts).toBeGreaterThanOrEqual(47)
  })
})

describe('signed-in members', () => {
  it('get a profile from their sign-up metadata, linked to the referrer', async () => {
    const { data, error } = await alice.client.from('profiles').select('*').eq('id', alice.id).single()
    expect(error).toBeNull()
    const [referrer] = await sql<{ id: string }>("select id from public.profiles where username = 'demo_member'")
    expect(data).toMatchObject({ username: alice.username, email: alice.email, role: 'member', referred_by: referrer.id })
  })

  it("cannot read another member's profile", async () => {
    const { data, error } = await bob.client.from('profiles').select('email').eq('id', alice.id).maybeSingle()
    expect(error).toBeNull()
    expect(data).toBeNull()
  })

  it("cannot change another member's profile", async () => {
    const { data } = await bob.client.from('profiles').update({ first_name: 'Hacked' }).eq('id', alice.id).select()
    expect(data).toEqual([])
    const [row] = await sql<{ first_name: string }>('select first_name from public.profiles where id = $1', [alice.id])
    expect(row.first_name).toBe('Alice')
  })

  it("make the spec's profile update", async () => {
    const { error } = await alice.client
      .from('profiles')
      .update({ first_name: 'Alicia', last_name: 'Stone', updated_at: new Date().toISOString() })
      .eq('id', alice.id)
    expect(error).toBeNull()
    const [row] = await sql<{ first_name: string }>('select first_name from public.profiles where id = $1', [alice.id])
    expect(row.first_name).toBe('Alicia')
  })

  it('cannot raise their role or change e-mail, username or referral fields', async () => {
    for (const change of [{ role: 'super_admin' }, { email: 'x@example.test' }, { username: 'renamed_x' }, { referral_code: 'MINE2026' }, { referred_by: null }]) {
      const { error } = await alice.client.from('profiles').update(change).eq('id', alice.id)
      expect(error?.code, JSON.stringify(change)).toBe('42501')
    }
    const [row] = await sql<{ role: string }>('select role from public.profiles where id = $1', [alice.id])
    expect(row.role).toBe('member')
  })
})
