import { createClient } from '@supabase/supabase-js'
import { OAuth2Server } from 'oauth2-mock-server'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ANON_KEY } from '../../server/stack/config.ts'
import { freePort } from '../../server/stack/ports.ts'
import { startDedicatedAuth, fragmentParams, type DedicatedAuth } from './auth-harness.ts'
import { anonClient, signUpConfirmed, stack } from './support.ts'

const SITE = 'http://127.0.0.1:5173/'
let provider: OAuth2Server
let auth: DedicatedAuth

beforeAll(async () => {
  provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(await freePort(), '127.0.0.1')
  const issuer = provider.issuer.url ?? ''
  auth = await startDedicatedAuth({
    providers: {
      // Google through OIDC discovery, LinkedIn through explicit endpoint URLs.
      google: { clientId: 'google-client', clientSecret: 'google-secret', issuer },
      linkedin_oidc: {
        clientId: 'linkedin-client',
        clientSecret: 'linkedin-secret',
        authorizationUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userinfoUrl: `${issuer}/userinfo`,
      },
    },
  })
})

afterAll(async () => {
  await auth?.stop()
  await provider?.stop()
})

/** The next /userinfo answer of the mock provider. */
function nextProfile(claims: Record<string, unknown>) {
  provider.service.once('beforeUserinfo', (response) => {
    response.body = claims
  })
}

/** Browser stand-in: follow 302s from our /authorize through the provider back to the site. */
async function roundTrip(startUrl: string): Promise<URL> {
  let url = startUrl
  for (let hop = 0; hop < 5; hop++) {
    const res = await fetch(url, { redirect: 'manual' })
    const location = res.headers.get('location')
    if (res.status !== 302 || !location) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
    if (location.startsWith(SITE)) return new URL(location)
    url = location
  }
  throw new Error('too many redirects')
}

const pkceClient = () =>
  createClient(auth.url, DEMO_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

describe('OAuth sign-in', () => {
  it('implicit flow: creates a confirmed user from the provider claims and returns tokens in the fragment', async () => {
    const sub = `google-${Date.now()}`
    const email = `${sub}@gmail.test`
    nextProfile({ sub, email, email_verified: true, given_name: 'Rafa', family_name: 'Nadal', name: 'Rafa Nadal' })
    const client = auth.client()
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: SITE, scopes: 'openid', skipBrowserRedirect: true },
    })
    const providerHop = await fetch(data.url ?? '', { redirect: 'manual' })
    expect(providerHop.status).toBe(302)
    const authorize = new URL(providerHop.headers.get('location') ?? '')
    expect(authorize.origin).toBe(provider.issuer.url)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${auth.url}/auth/v1/callback`)

    const landing = await roundTrip(data.url ?? '')
    const fragment = fragmentParams(landing)
    expect(fragment.get('provider_token')).toBeTruthy()
    const set = await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' })
    expect(set.error).toBeNull()
    const user = set.data.user
    expect(user?.email).toBe(email)
    expect(user?.email_confirmed_at).toBeTruthy()
    expect(user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] })
    expect(user?.user_metadata).toMatchObject({ first_name: 'Rafa', last_name: 'Nadal', email })
    expect(user?.identities?.map((i) => [i.provider, i.id])).toEqual([['google', sub]])
    expect((await client.auth.getClaims()).data?.claims.amr?.[0]).toMatchObject({ method: 'oauth' })

    // Second sign-in with the same provider account finds the same user.
    nextProfile({ sub, email, email_verified: true })
    const again = fragmentParams(await roundTrip((await auth.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } })).data.url ?? ''))
    const againUser = await auth.client().auth.getUser(again.get('access_token') ?? '')
    expect(againUser.data.user?.id).toBe(user?.id)
  })

  it('PKCE flow (linkedin_oidc via explicit URLs): redirects with ?code= that exchanges for a session', async () => {
    const sub = `li-${Date.now()}`
    nextProfile({ sub, email: `${sub}@linkedin.test`, email_verified: true, given_name: 'Ale', family_name: 'Galan' })
    const client = pkceClient()
    const { data } = await client.auth.signInWithOAuth({ provider: 'linkedin_oidc', options: { redirectTo: SITE, skipBrowserRedirect: true } })
    expect(new URL(data.url ?? '').searchParams.get('code_challenge_method')).toBe('s256')
    const landing = await roundTrip(data.url ?? '')
    expect(landing.hash).toBe('')
    const exchanged = await client.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '')
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.user_metadata).toMatchObject({ first_name: 'Ale', last_name: 'Galan' })
    expect(exchanged.data.session?.provider_token).toBeTruthy()
  })

  it('gives a banned account neither tokens nor a PKCE code: the error goes back to the site', async () => {
    const sub = `banned-${Date.now()}`
    const email = `${sub}@gmail.test`
    nextProfile({ sub, email, email_verified: true })
    const first = fragmentParams(
      await roundTrip((await auth.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } })).data.url ?? ''),
    )
    const userId = (await auth.client().auth.getUser(first.get('access_token') ?? '')).data.user?.id ?? ''
    expect(userId).not.toBe('')
    const banned = await auth.admin().auth.admin.updateUserById(userId, { ban_duration: '24h' })
    expect(banned.error).toBeNull()

    nextProfile({ sub, email, email_verified: true })
    const implicit = fragmentParams(
      await roundTrip((await auth.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } })).data.url ?? ''),
    )
    expect(implicit.get('error_code')).toBe('user_banned')
    expect(implicit.get('error_description')).toBe('User is banned')
    expect(implicit.get('access_token')).toBeNull()

    nextProfile({ sub, email, email_verified: true })
    const client = pkceClient()
    const { data } = await client.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } })
    const landing = await roundTrip(data.url ?? '')
    expect(landing.searchParams.get('code')).toBeNull()
    expect(landing.searchParams.get('error_code')).toBe('user_banned')
  })

  it('reports a provider error back to the site in the fragment', async () => {
    provider.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'access_denied')
      url.searchParams.set('error_description', 'The user said no')
    })
    const { data } = await auth.client().auth.signInWithOAuth({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } })
    const fragment = fragmentParams(await roundTrip(data.url ?? ''))
    expect(fragment.get('error_description')).toBe('The user said no')
    expect(fragment.get('access_token')).toBeNull()
  })

  it('links a second identity to a signed-in user and unlinks it again', async () => {
    const { data: created } = await auth.admin().auth.admin.createUser({ email: `link${Date.now()}@example.test`, password: 'Linking#2026', email_confirm: true })
    const client = auth.client()
    await client.auth.signInWithPassword({ email: created.user?.email ?? '', password: 'Linking#2026' })
    const sub = `link-${Date.now()}`
    nextProfile({ sub, email: `${sub}@gmail.test`, email_verified: true })
    const linked = await client.auth.linkIdentity({ provider: 'google', options: { redirectTo: SITE, skipBrowserRedirect: true } })
    expect(linked.error).toBeNull()
    await roundTrip(linked.data.url ?? '')
    const identities = (await client.auth.getUserIdentities()).data?.identities ?? []
    expect(identities.map((i) => i.provider).sort()).toEqual(['email', 'google'])

    const google = identities.find((i) => i.provider === 'google')
    if (!google) throw new Error('no google identity')
    expect((await client.auth.unlinkIdentity(google)).error).toBeNull()
    const email = (await client.auth.getUserIdentities()).data?.identities.find((i) => i.provider === 'email')
    if (!email) throw new Error('no email identity')
    expect((await client.auth.unlinkIdentity(email)).error?.code).toBe('single_identity_not_deletable')
  })
})

describe('provider not enabled', () => {
  it('answers 400 "Unsupported provider: provider is not enabled" on the shared stack (no providers configured)', async () => {
    const { data } = await anonClient().auth.signInWithOAuth({ provider: 'facebook', options: { redirectTo: SITE, skipBrowserRedirect: true } })
    const res = await fetch(data.url ?? '', { redirect: 'manual', headers: { apikey: stack().anonKey, 'X-Supabase-Api-Version': '2024-01-01' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' })

    const { client } = await signUpConfirmed({}, 'nolink')
    const linked = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } })
    expect(linked.error?.message).toBe('Unsupported provider: provider is not enabled')
    const settings = (await (await fetch(`${stack().apiUrl}/auth/v1/settings`, { headers: { apikey: stack().anonKey } })).json()) as {
      external: Record<string, boolean>
      mailer_autoconfirm: boolean
    }
    expect(settings.external).toMatchObject({ email: true, google: false, facebook: false, linkedin_oidc: false })
    expect(settings.mailer_autoconfirm).toBe(false)
  })
})
