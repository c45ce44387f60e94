import { createClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import WebSocket from 'ws'
import { describe, expect, it } from 'vitest'
import { followVerifyLink, fragmentParams } from './auth-harness.ts'
import { anonClient, linkIn, serviceClient, signUpConfirmed, sql, stack, uniqueUser, waitForMail, type Mail } from './support.ts'

// A banned account gets no session by any road: every grant, every e-mail link and code, the two-step code.
// GoTrue's answers: 400 user_banned "User is banned" from the grants, 403 from /verify (a redirect with the
// error for the link), "Invalid Refresh Token: User Banned" from the refresh grant.

const SITE = 'http://127.0.0.1:5173'
const RESET_SUBJECT = 'Reset your ELSY password'
const INVITE_SUBJECT = 'You have been invited to ELSY'
const CONFIRM_SUBJECT = 'Confirm your ELSY account'

const codeIn = (mail: Mail) => /<strong>(\d{6})<\/strong>/.exec(mail.html)?.[1] ?? ''

/** The auth service's ban (admin API), which also ends the account's sessions. */
async function ban(userId: string) {
  const { error } = await serviceClient().auth.admin.updateUserById(userId, { ban_duration: '24h' })
  if (error) throw error
}

/** Only the ban column, sessions kept: what a session issued just before a ban still holds. */
const banInDatabase = (userId: string) =>
  sql(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [userId])

function expectBannedRedirect(location: URL) {
  const fragment = fragmentParams(location)
  expect(fragment.get('error_code')).toBe('user_banned')
  expect(fragment.get('error_description')).toBe('User is banned')
  expect(fragment.get('access_token')).toBeNull()
  expect(fragment.get('refresh_token')).toBeNull()
}

const pkceClient = () =>
  createClient(stack().apiUrl, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })

const codeFor = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

describe('a banned account', () => {
  it('is refused by the password grant', async () => {
    const user = await signUpConfirmed({}, 'banpass')
    await ban(user.id)
    const { data, error } = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' })
    expect(data.session).toBeNull()
  })

  it('is refused by the refresh grant, with GoTrue’s refresh message', async () => {
    const user = await signUpConfirmed({}, 'banrefresh')
    const refreshToken = (await user.client.auth.getSession()).data.session?.refresh_token ?? ''
    await banInDatabase(user.id)
    const { data, error } = await anonClient().auth.refreshSession({ refresh_token: refreshToken })
    expect(error).toMatchObject({ status: 400, code: 'user_banned', message: 'Invalid Refresh Token: User Banned' })
    expect(data.session).toBeNull()
  })

  it('gets no session from a recovery link asked for after the ban', async () => {
    const user = await signUpConfirmed({}, 'banreclink')
    await ban(user.id)
    expect((await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: SITE })).error).toBeNull()
    const link = linkIn(await waitForMail(user.email, RESET_SUBJECT), '/auth/v1/verify')
    expectBannedRedirect(await followVerifyLink(link))
  })

  it('gets no session from the 6-digit recovery code', async () => {
    const user = await signUpConfirmed({}, 'banreccode')
    await ban(user.id)
    await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: SITE })
    const code = codeIn(await waitForMail(user.email, RESET_SUBJECT))
    const { data, error } = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'recovery' })
    expect(error).toMatchObject({ status: 403, code: 'user_banned', message: 'User is banned' })
    expect(data.session).toBeNull()
  })

  it('gets no session from an invitation link', async () => {
    const { email } = uniqueUser('baninvite')
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo: SITE })
    if (invited.error) throw invited.error
    await ban(invited.data.user.id)
    const link = linkIn(await waitForMail(email, INVITE_SUBJECT), '/auth/v1/verify')
    expectBannedRedirect(await followVerifyLink(link))
    const [row] = await sql<{ email_confirmed_at: Date | null }>('select email_confirmed_at from auth.users where id = $1', [
      invited.data.user.id,
    ])
    expect(row?.email_confirmed_at).toBeNull()
  })

  it('gets no session from a sign-up confirmation link', async () => {
    const user = uniqueUser('bansignup')
    const signUp = await anonClient().auth.signUp({ email: user.email, password: user.password })
    if (signUp.error || !signUp.data.user) throw signUp.error ?? new Error('no user')
    await ban(signUp.data.user.id)
    const link = linkIn(await waitForMail(user.email, CONFIRM_SUBJECT), '/auth/v1/verify')
    expectBannedRedirect(await followVerifyLink(link))
  })

  it('gets no session from a magic link, by link or by token hash', async () => {
    const user = await signUpConfirmed({}, 'banmagic')
    await ban(user.id)
    const first = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email: user.email })
    if (first.error) throw first.error
    const byHash = await anonClient().auth.verifyOtp({ token_hash: first.data.properties.hashed_token, type: 'magiclink' })
    expect(byHash.error).toMatchObject({ status: 403, code: 'user_banned', message: 'User is banned' })
    expectBannedRedirect(await followVerifyLink(first.data.properties.action_link))
  })

  it('cannot exchange a PKCE code it got before the ban', async () => {
    const user = await signUpConfirmed({}, 'banpkce')
    const client = pkceClient()
    expect((await client.auth.resetPasswordForEmail(user.email, { redirectTo: SITE })).error).toBeNull()
    const location = await followVerifyLink(linkIn(await waitForMail(user.email, RESET_SUBJECT), '/auth/v1/verify'))
    const code = location.searchParams.get('code') ?? ''
    expect(code).not.toBe('')
    await ban(user.id)
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' })
    expect(data.session).toBeNull()
  })

  it('cannot raise a session to two steps with its authenticator code', async () => {
    const user = await signUpConfirmed({}, 'bantotp')
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' })
    if (enrolled.error || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no totp factor')
    const { id: factorId, totp } = enrolled.data
    // Set up with the previous step's code, so the current one is still unused for the sign-in below.
    const setUp = await user.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret, -1) })
    if (setUp.error) throw setUp.error
    const client = anonClient()
    expect((await client.auth.signInWithPassword({ email: user.email, password: user.password })).error).toBeNull()
    await banInDatabase(user.id)
    const challenge = await client.auth.mfa.challenge({ factorId })
    const { data, error } = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(totp.secret),
    })
    expect(error).toMatchObject({ status: 403, code: 'user_banned', message: 'User is banned' })
    expect(data).toBeNull()
    const [sessions] = await sql<{ aal1: number }>(
      `select count(*)::int as aal1 from auth.sessions where user_id = $1 and aal = 'aal1'`,
      [user.id],
    )
    expect(sessions?.aal1).toBe(1)
  })
})
