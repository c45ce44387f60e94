import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfigToml } from '../../server/auth/config-toml.ts'
import { authSettingsFrom } from '../../server/auth/settings.ts'
import { startScratchStack } from '../../server/stack/scratch.ts'
import { signedIn, startDedicatedAuth, type DedicatedAuth } from './auth-harness.ts'
import { sql, uniqueUser } from './support.ts'
import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
}

describe('sign-ups switched off', () => {
  let auth: DedicatedAuth
  beforeAll(async () => {
    auth = await startDedicatedAuth({ signupEnabled: false })
  })
  afterAll(() => auth?.stop())

  it('answers GoTrue\'s 422 signup_disabled and says so in /settings', async () => {
    const user = uniqueUser('nosignup')
    const { data, error } = await auth.client().auth.signUp({ email: user.email, password: user.password })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('signup_disabled')
    expect(error?.message).toBe('Signups not allowed for this instance')
    expect(data.user).toBeNull()
    expect(await sql('select 1 from auth.users where email = $1', [user.email])).toHaveLength(0)
    const settings = (await (await fetch(`${auth.url}/auth/v1/settings`)).json()) as { disable_signup: boolean }
    expect(settings.disable_signup).toBe(true)
  })

  it('still lets existing users sign in and the admin create users', async () => {
    const user = await signedIn(auth, 'nosignupadmin')
    expect((await user.client.auth.getUser()).data.user?.email).toBe(user.email)
  })
})

describe('e-mail confirmations switched off (autoconfirm)', () => {
  let auth: DedicatedAuth
  beforeAll(async () => {
    auth = await startDedicatedAuth({ mailerAutoconfirm: true })
  })
  afterAll(() => auth?.stop())

  it('returns a session at sign-up and the account can sign in at once', async () => {
    const user = uniqueUser('autoconfirm')
    const { data, error } = await auth.client().auth.signUp({ email: user.email, password: user.password })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const again = await auth.client().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(again.error).toBeNull()
  })
})

describe('secure password change (reauthentication nonce)', () => {
  let auth: DedicatedAuth
  beforeAll(async () => {
    auth = await startDedicatedAuth({ securePasswordChange: true })
  })
  afterAll(() => auth?.stop())

  const ageSession = (userId: string) =>
    sql(`update auth.sessions set created_at = now() - interval '25 hours' where user_id = $1`, [userId])

  it('a session signed in within 24 h changes the password without a nonce', async () => {
    const user = await signedIn(auth, 'reauthfresh')
    expect((await user.client.auth.updateUser({ password: 'Fresh#Court2026' })).error).toBeNull()
  })

  it('an older session needs the nonce mailed by reauthenticate(), once', async () => {
    const user = await signedIn(auth, 'reauthold')
    await ageSession(user.id)
    const bare = await user.client.auth.updateUser({ password: 'Older#Court2026' })
    expect(bare.error?.code).toBe('reauthentication_needed')
    expect(bare.error?.status).toBe(400)
    const wrongNonce = await user.client.auth.updateUser({ password: 'Older#Court2026', nonce: '000000' })
    expect(wrongNonce.error?.code).toBe('reauthentication_not_valid')

    expect((await user.client.auth.reauthenticate()).error).toBeNull()
    const mail = await auth.waitForMail(user.email, 'Your ELSY confirmation code')
    const nonce = /<strong>(\d{6})<\/strong>/.exec(mail.html)?.[1] ?? ''
    expect(nonce).toMatch(/^\d{6}$/)
    expect((await user.client.auth.updateUser({ password: 'Older#Court2026', nonce })).error).toBeNull()
    const reused = await user.client.auth.updateUser({ password: 'Other#Court2026', nonce })
    expect(reused.error?.code).toBe('reauthentication_not_valid')

    const signIn = await auth.client().auth.signInWithPassword({ email: user.email, password: 'Older#Court2026' })
    expect(signIn.error).toBeNull()
  })

  it('one user\'s nonce does not work for another', async () => {
    const alice = await signedIn(auth, 'reauthalice')
    const bob = await signedIn(auth, 'reauthbob')
    await ageSession(bob.id)
    expect((await alice.client.auth.reauthenticate()).error).toBeNull()
    const mail = await auth.waitForMail(alice.email, 'Your ELSY confirmation code')
    const nonce = /<strong>(\d{6})<\/strong>/.exec(mail.html)?.[1] ?? ''
    const stolen = await bob.client.auth.updateUser({ password: 'Stolen#Court2026', nonce })
    expect(stolen.error?.code).toBe('reauthentication_not_valid')
  })

  it('locks the nonce after a few wrong guesses', async () => {
    const user = await signedIn(auth, 'reauthlock')
    await ageSession(user.id)
    expect((await user.client.auth.reauthenticate()).error).toBeNull()
    const mail = await auth.waitForMail(user.email, 'Your ELSY confirmation code')
    const nonce = /<strong>(\d{6})<\/strong>/.exec(mail.html)?.[1] ?? ''
    const wrong = nonce === '111111' ? '222222' : '111111'
    for (let i = 0; i < 5; i++) {
      expect((await user.client.auth.updateUser({ password: 'Guess#Court2026', nonce: wrong })).error?.code).toBe(
        'reauthentication_not_valid',
      )
    }
    const right = await user.client.auth.updateUser({ password: 'Guess#Court2026', nonce })
    expect(right.error?.status).toBe(429)
  })
})

describe('manual linking switched off', () => {
  let auth: DedicatedAuth
  beforeAll(async () => {
    auth = await startDedicatedAuth({ manualLinking: false })
  })
  afterAll(() => auth?.stop())

  it('refuses linkIdentity and unlinking with manual_linking_disabled', async () => {
    const user = await signedIn(auth, 'nolink')
    const linked = await user.client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } })
    expect(linked.error?.code).toBe('manual_linking_disabled')
    expect(linked.error?.message).toBe('Manual linking is disabled')
    const res = await fetch(`${auth.url}/auth/v1/user/identities/00000000-0000-0000-0000-000000000000`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${(await user.client.auth.getSession()).data.session?.access_token}` },
    })
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error_code: string }).error_code).toBe('manual_linking_disabled')
  })
})

describe('rate limits and refresh-token reuse from config.toml', () => {
  let limited: DedicatedAuth
  let reuse: DedicatedAuth
  const fromToml = (text: string) => authSettingsFrom(parseConfigToml(text), {})
  beforeAll(async () => {
    limited = await startDedicatedAuth(fromToml('[auth.rate_limit]\nsign_in_sign_ups = 3\ntoken_verifications = 2'))
    reuse = await startDedicatedAuth(fromToml('[auth]\nrefresh_token_reuse_interval = 0\n[auth.rate_limit]\ntoken_refresh = 3'))
  })
  afterAll(async () => {
    await limited?.stop()
    await reuse?.stop()
  })

  it('limits sign-ins and verifications per client address', async () => {
    const user = uniqueUser('limits')
    const tries = []
    for (let i = 0; i < 4; i++) tries.push(await limited.client().auth.signInWithPassword({ email: user.email, password: 'wrong-one' }))
    expect(tries.slice(0, 3).every((t) => t.error?.code === 'invalid_credentials')).toBe(true)
    expect(tries[3]?.error?.code).toBe('over_request_rate_limit')

    const verifies = []
    for (let i = 0; i < 3; i++) {
      verifies.push(await limited.client().auth.verifyOtp({ email: user.email, token: '000000', type: 'signup' }))
    }
    expect(verifies[2]?.error?.status).toBe(429)
  })

  it('treats a reused refresh token as theft at once with reuse interval 0, and limits refreshes', async () => {
    const user = await signedIn(reuse, 'reuse')
    const first = (await user.client.auth.getSession()).data.session?.refresh_token ?? ''
    const second = await reuse.client().auth.refreshSession({ refresh_token: first })
    expect(second.error).toBeNull()
    const third = await reuse.client().auth.refreshSession({ refresh_token: second.data.session?.refresh_token ?? '' })
    expect(third.error).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // Two rotations back, past the (zero) reuse interval: the whole session is revoked.
    const reused = await reuse.client().auth.refreshSession({ refresh_token: first })
    expect(reused.error?.code).toBe('refresh_token_already_used')
    const fourth = await reuse.client().auth.refreshSession({ refresh_token: first })
    expect(fourth.error?.status).toBe(429)
  })
})

describe('a stack started with its own auth settings', () => {
  let scratch: Awaited<ReturnType<typeof startScratchStack>> | undefined
  beforeAll(async () => {
    scratch = await startScratchStack({ seed: false, appDir: null, auth: { signupEnabled: false, mailerAutoconfirm: true } })
  }, 120_000)
  afterAll(async () => {
    await scratch?.stop()
  })

  it('passes config.toml + overrides to its auth service', async () => {
    if (!scratch) throw new Error('no stack')
    const settings = (await (await fetch(`${scratch.apiUrl}/auth/v1/settings`, { headers: { apikey: scratch.anonKey } })).json()) as {
      disable_signup: boolean
      mailer_autoconfirm: boolean
    }
    expect(settings).toMatchObject({ disable_signup: true, mailer_autoconfirm: true })
    const client = createClient(scratch.apiUrl, scratch.anonKey, clientOptions)
    const { error } = await client.auth.signUp({ email: uniqueUser('scratch').email, password: 'Courtside#2026' })
    expect(error?.code).toBe('signup_disabled')
  })
})
