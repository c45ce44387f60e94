import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { followVerifyLink, fragmentParams, signedIn, startDedicatedAuth, type DedicatedAuth } from './auth-harness.ts'
import {
  anonClient,
  linkIn,
  serviceClient,
  signUpConfirmed,
  sql,
  stack,
  uniqueUser,
  waitForMail,
  type Mail,
} from './support.ts'

const NEW_SUBJECT = 'Confirm your new ELSY e-mail address'
const CURRENT_SUBJECT = 'Confirm the change of your ELSY e-mail address'
const HALF_DONE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

const codeIn = (mail: Mail) => /<strong>(\d{6})<\/strong>/.exec(mail.html)?.[1] ?? ''

async function emailsOf(id: string) {
  const [row] = await sql<{ email: string; profile_email: string | null }>(
    'select u.email, p.email as profile_email from auth.users u left join public.profiles p on p.id = u.id where u.id = $1',
    [id],
  )
  return row
}

describe('secure e-mail change (confirmed from both addresses)', () => {
  it('changes the address only once both links are followed, and keeps profiles.email in step', async () => {
    const user = await signUpConfirmed({}, 'mvlink')
    const next = uniqueUser('mvlinknew').email
    const asked = await user.client.auth.updateUser({ email: next })
    expect(asked.error).toBeNull()
    expect(asked.data.user?.email).toBe(user.email)
    expect(asked.data.user?.new_email).toBe(next)

    const toNew = await waitForMail(next, NEW_SUBJECT)
    const toCurrent = await waitForMail(user.email, CURRENT_SUBJECT)
    expect(toCurrent.html).toContain(next)

    const first = await followVerifyLink(linkIn(toNew, '/auth/v1/verify'))
    expect(fragmentParams(first).get('message')).toBe(HALF_DONE)
    expect(fragmentParams(first).get('access_token')).toBeNull()
    expect((await emailsOf(user.id))?.email).toBe(user.email)

    const second = await followVerifyLink(linkIn(toCurrent, '/auth/v1/verify'))
    expect(fragmentParams(second).get('type')).toBe('email_change')
    expect(fragmentParams(second).get('access_token')).toBeTruthy()
    expect(await emailsOf(user.id)).toEqual({ email: next, profile_email: next })

    const signedIn = await anonClient().auth.signInWithPassword({ email: next, password: user.password })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.email).toBe(next)
    expect(signedIn.data.user?.new_email).toBeUndefined()
    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(old.error?.message).toBe('Invalid login credentials')

    // A followed link is spent.
    const again = await followVerifyLink(linkIn(toNew, '/auth/v1/verify'))
    expect(fragmentParams(again).get('error_code')).toBe('otp_expired')
  })

  it('follows the PKCE flow the app uses: the last link answers ?code= that the same client exchanges', async () => {
    const user = await signUpConfirmed({}, 'mvpkce')
    const client = createClient(stack().apiUrl, stack().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
      realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    })
    expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull()
    const next = uniqueUser('mvpkcenew').email
    expect((await client.auth.updateUser({ email: next }, { emailRedirectTo: 'http://127.0.0.1:5173/settings' })).error).toBeNull()
    const newLink = linkIn(await waitForMail(next, NEW_SUBJECT), '/auth/v1/verify')
    expect(new URL(newLink).searchParams.get('token')).toMatch(/^pkce_/)
    const half = await followVerifyLink(newLink)
    expect(half.pathname).toBe('/settings')
    expect(half.searchParams.get('message')).toBe(HALF_DONE)
    const done = await followVerifyLink(linkIn(await waitForMail(user.email, CURRENT_SUBJECT), '/auth/v1/verify'))
    const code = done.searchParams.get('code') ?? ''
    expect(code).toBeTruthy()
    const exchanged = await client.auth.exchangeCodeForSession(code)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(next)
  })

  it('works with the two 6-digit codes through verifyOtp, in either order', async () => {
    const user = await signUpConfirmed({}, 'mvcode')
    const next = uniqueUser('mvcodenew').email
    expect((await user.client.auth.updateUser({ email: next })).error).toBeNull()
    const currentCode = codeIn(await waitForMail(user.email, CURRENT_SUBJECT))
    const newCode = codeIn(await waitForMail(next, NEW_SUBJECT))

    // The current address's code does not work with the new address, nor the other way round.
    const crossed = await anonClient().auth.verifyOtp({ email: next, token: currentCode, type: 'email_change' })
    expect(crossed.error?.code).toBe('otp_expired')

    const half = await anonClient().auth.verifyOtp({ email: user.email, token: currentCode, type: 'email_change' })
    expect(half.error).toBeNull()
    expect(half.data.session).toBeNull()
    expect((await emailsOf(user.id))?.email).toBe(user.email)

    const done = await anonClient().auth.verifyOtp({ email: next, token: newCode, type: 'email_change' })
    expect(done.error).toBeNull()
    expect(done.data.user?.email).toBe(next)
    expect(await emailsOf(user.id)).toEqual({ email: next, profile_email: next })
  })

  it('completes when both confirmations arrive at the same moment', async () => {
    const user = await signUpConfirmed({}, 'mvrace')
    const next = uniqueUser('mvracenew').email
    expect((await user.client.auth.updateUser({ email: next })).error).toBeNull()
    const links = [
      linkIn(await waitForMail(next, NEW_SUBJECT), '/auth/v1/verify'),
      linkIn(await waitForMail(user.email, CURRENT_SUBJECT), '/auth/v1/verify'),
    ]
    const answers = await Promise.all(links.map(followVerifyLink))
    expect(answers.filter((url) => fragmentParams(url).get('message') === HALF_DONE)).toHaveLength(1)
    expect(answers.filter((url) => fragmentParams(url).get('access_token'))).toHaveLength(1)
    expect((await emailsOf(user.id))?.email).toBe(next)
  })

  it('a second request voids the links of the first', async () => {
    const user = await signUpConfirmed({}, 'mvtwice')
    const first = uniqueUser('mvtwicea').email
    const second = uniqueUser('mvtwiceb').email
    expect((await user.client.auth.updateUser({ email: first })).error).toBeNull()
    const oldLinks = [
      linkIn(await waitForMail(first, NEW_SUBJECT), '/auth/v1/verify'),
      linkIn(await waitForMail(user.email, CURRENT_SUBJECT), '/auth/v1/verify'),
    ]
    await new Promise((resolve) => setTimeout(resolve, 1100)) // the stack's one-mail-per-second rule
    expect((await user.client.auth.updateUser({ email: second })).error).toBeNull()
    for (const link of oldLinks) {
      expect(fragmentParams(await followVerifyLink(link)).get('error_code')).toBe('otp_expired')
    }
    expect((await emailsOf(user.id))?.email).toBe(user.email)
  })

  it('refuses to complete when someone else has taken the address meanwhile', async () => {
    const user = await signUpConfirmed({}, 'mvtaken')
    const next = uniqueUser('mvtakennew')
    expect((await user.client.auth.updateUser({ email: next.email })).error).toBeNull()
    const newCode = codeIn(await waitForMail(next.email, NEW_SUBJECT))
    const currentCode = codeIn(await waitForMail(user.email, CURRENT_SUBJECT))
    expect((await anonClient().auth.verifyOtp({ email: user.email, token: currentCode, type: 'email_change' })).error).toBeNull()
    const taken = await serviceClient().auth.admin.createUser({ email: next.email, password: next.password, email_confirm: true })
    expect(taken.error).toBeNull()
    const done = await anonClient().auth.verifyOtp({ email: next.email, token: newCode, type: 'email_change' })
    expect(done.error?.code).toBe('email_exists')
    expect(done.error?.status).toBe(422)
    expect((await emailsOf(user.id))?.email).toBe(user.email)
  })

  it('answers 4xx, never 500, to malformed and huge verify input', async () => {
    const { apiUrl, anonKey } = stack()
    const post = (body: unknown) =>
      fetch(`${apiUrl}/auth/v1/verify`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const huge = 'a'.repeat(200_000)
    for (const body of [
      { type: 'email_change', token_hash: huge },
      { type: 'email_change', email: 'x@example.test', token: huge },
      { type: 'email_change', email: `${huge}@example.test`, token: '123456' },
    ]) {
      const res = await post(body)
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
    const link = await fetch(`${apiUrl}/auth/v1/verify?type=email_change&token=${huge.slice(0, 4000)}&redirect_to=http://127.0.0.1:5173`, {
      redirect: 'manual',
    })
    expect(link.status).toBe(303)
  })
})

describe('e-mail change with other settings', () => {
  let single: DedicatedAuth
  let auto: DedicatedAuth
  beforeAll(async () => {
    single = await startDedicatedAuth({ secureEmailChange: false })
    auto = await startDedicatedAuth({ mailerAutoconfirm: true })
  })
  afterAll(async () => {
    await single?.stop()
    await auto?.stop()
  })

  it('without secure e-mail change, the new address alone confirms', async () => {
    const user = await signedIn(single, 'mvsingle')
    const next = uniqueUser('mvsinglenew').email
    expect((await user.client.auth.updateUser({ email: next })).error).toBeNull()
    const location = await followVerifyLink(linkIn(await single.waitForMail(next, NEW_SUBJECT), '/auth/v1/verify'))
    expect(fragmentParams(location).get('access_token')).toBeTruthy()
    expect(await emailsOf(user.id)).toEqual({ email: next, profile_email: next })
  })

  it('with autoconfirm, the address changes at once', async () => {
    const user = await signedIn(auto, 'mvauto')
    const next = uniqueUser('mvautonew').email
    const changed = await user.client.auth.updateUser({ email: next })
    expect(changed.error).toBeNull()
    expect(changed.data.user?.email).toBe(next)
    expect(await emailsOf(user.id)).toEqual({ email: next, profile_email: next })
  })
})
