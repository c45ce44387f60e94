import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import pg from 'pg'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currentTotpCode } from '../../server/auth/services/mfa.ts'
import { DEMO_ADMIN_AUTHENTICATOR_SECRET, DEMO_PASSWORD } from '../../server/stack/demo-accounts.ts'
import { startScratchStack } from '../../server/stack/scratch.ts'
import { followVerifyLink, fragmentParams } from './auth-harness.ts'
import { linkIn, type Mail } from './support.ts'

// The appoint-club-owner function through the gateway, on a stack of its own: the RPC it calls belongs
// to the club administration, so this database gets a stand-in with the same contract (who may, which
// club, a confirmed account appointed at once, any other address an invitation) that the test creates.

let scratch: Awaited<ReturnType<typeof startScratchStack>>
let db: pg.Pool
let clubId: string
let clubName: string

const STAND_IN = `
create or replace function public.appoint_club_owner(p_club_id uuid, p_email text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_club text;
  v_user uuid;
begin
  if (select auth.uid()) is null then
    return jsonb_build_object('status', 'not_signed_in', 'message', 'Sign in to appoint a club owner.');
  end if;
  if not public.has_role(array['super_admin']::public.user_role[]) then
    return jsonb_build_object('status', 'not_allowed', 'message', 'Only a super admin can appoint club owners.');
  end if;
  select c.name into v_club from public.clubs c where c.id = p_club_id;
  if v_club is null then
    return jsonb_build_object('status', 'unknown_club', 'message', 'This club does not exist.');
  end if;
  select u.id into v_user from auth.users u
  where lower(u.email) = lower(btrim(p_email)) and u.email_confirmed_at is not null;
  if v_user is not null then
    return jsonb_build_object('status', 'appointed', 'message', p_email || ' is now the owner of ' || v_club || '.');
  end if;
  return jsonb_build_object('status', 'invite', 'message', 'Invitation recorded.', 'email', lower(btrim(p_email)), 'club_name', v_club);
end $$;
revoke execute on function public.appoint_club_owner(uuid, text) from public;
grant execute on function public.appoint_club_owner(uuid, text) to anon, authenticated;
notify pgrst, 'reload schema';
`

const client = (): SupabaseClient =>
  createClient(scratch.url, scratch.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

const tokens = new Map<string, string>()

/**
 * A demo account's access token; the super admin's after both steps (the password, then the seeded app's code).
 * One sign-in per account for the whole file: an authenticator code works once, so a second two-step sign-in
 * within the same 30 s would be refused.
 */
async function tokenOf(email: string): Promise<string> {
  const known = tokens.get(email)
  if (known) return known
  const token = await signInFor(email)
  tokens.set(email, token)
  return token
}

async function signInFor(email: string): Promise<string> {
  const signer = client()
  const { data, error } = await signer.auth.signInWithPassword({ email, password: DEMO_PASSWORD })
  if (error) throw error
  const app = (await signer.auth.mfa.listFactors()).data?.totp[0]
  if (!app) return data.session.access_token
  const code = currentTotpCode(DEMO_ADMIN_AUTHENTICATOR_SECRET)
  const verified = await signer.auth.mfa.challengeAndVerify({ factorId: app.id, code })
  if (verified.error) throw verified.error
  return verified.data.access_token
}

async function appoint(body: unknown, bearer: string | null) {
  const response = await fetch(`${scratch.url}/functions/v1/appoint-club-owner`, {
    method: 'POST',
    headers: {
      apikey: scratch.anonKey,
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { http: response.status, ...((await response.json()) as { status: string; message: string }) }
}

async function mailTo(email: string): Promise<Mail | undefined> {
  for (let i = 0; i < 50; i += 1) {
    const all = (await (await fetch(`${scratch.inboxUrl}/email`)).json()) as Mail[]
    const found = all.find((mail) => mail.to.some((to) => to.address === email))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return undefined
}

beforeAll(async () => {
  scratch = await startScratchStack({ appDir: null })
  db = new pg.Pool({ connectionString: scratch.dbUrl, max: 2 })
  await db.query(STAND_IN)
  const club = (await db.query<{ id: string; name: string }>('select id, name from public.clubs order by name limit 1')).rows[0]
  clubId = club.id
  clubName = club.name
  // PostgREST reloads its schema cache on the notification; wait until it knows the function.
  for (let i = 0; i < 100; i += 1) {
    const probe = await fetch(`${scratch.url}/rest/v1/rpc/appoint_club_owner`, {
      method: 'POST',
      headers: { apikey: scratch.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ p_club_id: clubId, p_email: 'x@example.test' }),
    })
    if (probe.status !== 404) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}, 180_000)

afterAll(async () => {
  await db?.end()
  await scratch?.stop()
})

describe('appoint-club-owner', () => {
  it('appoints a confirmed account at once', async () => {
    const admin = await tokenOf('admin@elsy.test')
    expect(await appoint({ club_id: clubId, email: 'member@elsy.test' }, admin)).toMatchObject({ http: 200, status: 'appointed' })
  })

  it('invites an address without an account; the link lands on the app’s accept-invitation page signed in', async () => {
    const email = `newowner${Date.now()}@example.test`
    const { data, error } = await client().functions.invoke('appoint-club-owner', {
      body: { club_id: clubId, email: email.toUpperCase() },
      headers: { Authorization: `Bearer ${await tokenOf('admin@elsy.test')}` },
    })
    expect(error).toBeNull()
    expect(data.status).toBe('invited')
    expect(data.message).toMatch(new RegExp(`^Invitation sent to ${email}\\. They become the owner of .+ when they accept\\.$`))

    const mail = await mailTo(email)
    expect(mail?.subject).toBe('You have been invited to ELSY')
    // The mail names the club and the role (the club's name escaped as HTML, as every value is).
    const escapedName = clubName.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
    expect(mail?.html).toContain(`You have been invited to run ${escapedName} on ELSY as its club owner.`)
    const location = await followVerifyLink(linkIn(mail as Mail, '/auth/v1/verify'))
    expect(location.origin + location.pathname).toBe(`${scratch.url}/accept-invitation`)
    expect(fragmentParams(location).get('type')).toBe('invite')
    expect(fragmentParams(location).get('access_token')).toBeTruthy()
  })

  it('leaves the decision to the database: a member, a visitor and an unknown club are refused', async () => {
    const member = await tokenOf('member@elsy.test')
    const email = `refused${Date.now()}@example.test`
    expect(await appoint({ club_id: clubId, email }, member)).toMatchObject({ http: 403, status: 'not_allowed' })
    expect(await appoint({ club_id: clubId, email }, scratch.anonKey)).toMatchObject({ http: 401, status: 'not_signed_in' })
    expect(await appoint({ club_id: clubId, email }, null)).toMatchObject({ http: 401, status: 'not_signed_in' })
    expect(await appoint({ club_id: clubId, email }, 'forged.token.value')).toMatchObject({ http: 401, status: 'not_signed_in' })
    const admin = await tokenOf('admin@elsy.test')
    expect(await appoint({ club_id: crypto.randomUUID(), email }, admin)).toMatchObject({ http: 404, status: 'unknown_club' })
    expect(await appoint({ club_id: clubId }, admin)).toMatchObject({ http: 400, status: 'invalid_request' })
    expect(await mailTo(email)).toBeUndefined()
  })
})
