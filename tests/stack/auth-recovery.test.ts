import { createClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { describe, expect, it } from 'vitest'
import { followVerifyLink, fragmentParams } from './auth-harness.ts'
import { anonClient, linkIn, signUpConfirmed, stack, uniqueUser, waitForMail, waitForMails } from './support.ts'

const RESET_URL = 'http://127.0.0.1:5173/reset-password'

/** A client using the PKCE flow, as the PWA does in a browser. */
const pkceClient = () =>
  createClient(stack().apiUrl, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

describe('password recovery', () => {
  it('mails a recovery link whose session can set a new password; the old one stops working', async () => {
    const { email, password } = await signUpConfirmed({}, 'recover')
    const { error } = await anonClient().auth.resetPasswordForEmail(email, { redirectTo: RESET_URL })
    expect(error).toBeNull()
    const link = linkIn(await waitForMail(email, 'Reset your ELSY password'), '/auth/v1/verify')
    expect(new URL(link).searchParams.get('type')).toBe('recovery')

    const location = await followVerifyLink(link)
    expect(location.origin + location.pathname).toBe(RESET_URL)
    const fragment = fragmentParams(location)
    expect(fragment.get('type')).toBe('recovery')

    const client = anonClient()
    await client.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' })
    const same = await client.auth.updateUser({ password })
    expect(same.error?.code).toBe('same_password')
    const updated = await client.auth.updateUser({ password: 'Fresh#Pass2026' })
    expect(updated.error).toBeNull()

    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.message).toBe('Invalid login credentials')
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Fresh#Pass2026' })).error).toBeNull()
  })

  it('answers 200 for an unknown address without sending anything', async () => {
    const { error } = await anonClient().auth.resetPasswordForEmail(`ghost${Date.now()}@example.test`)
    expect(error).toBeNull()
  })

  it('supports the PKCE flow: the link redirects with ?code= that the same client exchanges', async () => {
    const { email } = await signUpConfirmed({}, 'pkcerec')
    const client = pkceClient()
    expect((await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_URL })).error).toBeNull()
    const link = linkIn(await waitForMail(email, 'Reset your ELSY password'), '/auth/v1/verify')
    const location = await followVerifyLink(link)
    const code = location.searchParams.get('code')
    expect(code).toBeTruthy()
    expect(location.hash).toBe('')

    // A different verifier must not be able to redeem the code.
    const stranger = pkceClient()
    await stranger.auth.resetPasswordForEmail(`nobody${Date.now()}@example.test`) // stores some other verifier
    expect((await stranger.auth.exchangeCodeForSession(code ?? '')).error?.code).toBe('bad_code_verifier')

    const { data, error } = await client.auth.exchangeCodeForSession(code ?? '')
    expect(error).toBeNull()
    expect(data.session?.user.email).toBe(email)
    expect((await client.auth.exchangeCodeForSession(code ?? '')).error).not.toBeNull()
  })
})

describe('PKCE sign-up', () => {
  it('confirms through ?code= and exchanges it for a session', async () => {
    const user = uniqueUser('pkcesignup')
    const client = pkceClient()
    const signUp = await client.auth.signUp({ email: user.email, password: user.password, options: { emailRedirectTo: 'http://127.0.0.1:5173/login' } })
    expect(signUp.error).toBeNull()
    const location = await followVerifyLink(linkIn(await waitForMail(user.email, 'Confirm your ELSY account'), '/auth/v1/verify'))
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code') ?? '')
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const claims = (await client.auth.getClaims()).data?.claims
    expect(claims?.amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }])
  })

  it('a resent confirmation follows the flow of the client that asked: ?code=, no tokens in the address', async () => {
    const user = uniqueUser('pkceresend')
    const client = pkceClient()
    const redirect = { emailRedirectTo: 'http://127.0.0.1:5173/login' }
    expect((await client.auth.signUp({ email: user.email, password: user.password, options: redirect })).error).toBeNull()
    await waitForMail(user.email, 'Confirm your ELSY account')
    await new Promise((r) => setTimeout(r, 1100)) // the per-user mail frequency is 1 s
    expect((await client.auth.resend({ type: 'signup', email: user.email, options: redirect })).error).toBeNull()
    const mails = await waitForMails(user.email, 2)
    expect(mails).toHaveLength(2)
    const link = linkIn(mails[1]!, '/auth/v1/verify')
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/)

    const location = await followVerifyLink(link)
    expect(location.pathname).toBe('/login')
    expect(location.hash).toBe('')
    const code = location.searchParams.get('code') ?? ''
    expect(code).toBeTruthy()
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()

    // The spent link says so in the query (for the PKCE client) and in the fragment, as GoTrue does.
    const again = await followVerifyLink(link)
    expect(again.pathname).toBe('/login')
    expect(again.searchParams.get('error')).toBe('access_denied')
    expect(again.searchParams.get('error_code')).toBe('otp_expired')
    expect(again.searchParams.get('error_description')).toBe('Email link is invalid or has expired')
    expect(fragmentParams(again).get('error_code')).toBe('otp_expired')
  })

  it('a resend without a code challenge still mails an implicit link', async () => {
    const user = uniqueUser('implresend')
    const client = pkceClient()
    expect((await client.auth.signUp({ email: user.email, password: user.password })).error).toBeNull()
    await waitForMail(user.email, 'Confirm your ELSY account')
    await new Promise((r) => setTimeout(r, 1100)) // the per-user mail frequency is 1 s
    const res = await fetch(`${stack().apiUrl}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'signup', email: user.email }),
    })
    expect(res.status).toBe(200)
    const mails = await waitForMails(user.email, 2)
    expect(mails).toHaveLength(2)
    const link = linkIn(mails[1]!, '/auth/v1/verify')
    expect(new URL(link).searchParams.get('token')).not.toMatch(/^pkce_/)
    expect(fragmentParams(await followVerifyLink(link)).get('access_token')).toBeTruthy()
  })

  it('refuses a half-given code challenge on resend, as on sign-up', async () => {
    const res = await fetch(`${stack().apiUrl}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'signup', email: uniqueUser('halfpkce').email, code_challenge: 'x'.repeat(43) }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error_code: 'validation_failed' })
  })
})
