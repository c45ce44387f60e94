import { afterAll, describe, expect, it } from 'vitest'
import { followVerifyLink, fragmentParams } from './auth-harness.ts'
import { anonClient, linkIn, mailsTo, serviceClient, signUpConfirmed, sql, stack, uniqueUser, waitForMail, type Mail } from './support.ts'

// POST /invite as supabase-js's auth.admin.inviteUserByEmail calls it, and the invitation link.

const ACCEPT_URL = 'http://127.0.0.1:5173/accept-invitation'
const SUBJECT = 'You have been invited to ELSY'
const created: string[] = []

afterAll(async () => {
  for (const id of created) await serviceClient().auth.admin.deleteUser(id)
})

async function invite(email: string, options: { data?: object; redirectTo?: string } = { redirectTo: ACCEPT_URL }) {
  const answer = await serviceClient().auth.admin.inviteUserByEmail(email, options)
  if (answer.data.user) created.push(answer.data.user.id)
  return answer
}

/** Lets the next mail of a kind go out at once (one per address per second otherwise). */
const backdateMail = (email: string) =>
  sql(`update auth.users set confirmation_sent_at = now() - interval '1 hour' where email = $1`, [email])

/** Past the wait between two mails, but the last link still well within its hour. */
const waitBetweenMailsPassed = (email: string) =>
  sql(`update auth.users set confirmation_sent_at = now() - interval '5 minutes' where email = $1`, [email])

describe('POST /invite', () => {
  it('creates an invited user, mails the link, and the link confirms the address with a session in the fragment', async () => {
    const { email } = uniqueUser('invitee')
    const { data, error } = await invite(email, { data: { first_name: 'Ines', last_name: 'Invited' }, redirectTo: ACCEPT_URL })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { first_name: 'Ines', last_name: 'Invited' } })
    expect(data.user?.invited_at).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeFalsy()
    expect(data.user?.identities?.[0]?.provider).toBe('email')

    const link = linkIn(await waitForMail(email, SUBJECT), '/auth/v1/verify')
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(ACCEPT_URL)

    const location = await followVerifyLink(link)
    expect(location.origin + location.pathname).toBe(ACCEPT_URL)
    const fragment = fragmentParams(location)
    expect(fragment.get('type')).toBe('invite')
    expect(fragment.get('access_token')).toBeTruthy()

    const client = anonClient()
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    })
    expect(session.error).toBeNull()
    expect(session.data.user?.email_confirmed_at).toBeTruthy()
    expect((await client.auth.updateUser({ password: 'Invited#Pass2026' })).error).toBeNull()
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Invited#Pass2026' })).error).toBeNull()

    // The link worked once.
    const again = await followVerifyLink(link)
    expect(fragmentParams(again).get('error_code')).toBe('otp_expired')
  })

  it('sends the invitation again to an address still unconfirmed; only the newest link works', async () => {
    const { email } = uniqueUser('reinvite')
    const first = await invite(email)
    const firstLink = linkIn(await waitForMail(email, SUBJECT), '/auth/v1/verify')
    await backdateMail(email)
    const second = await invite(email)
    expect(second.error).toBeNull()
    expect(second.data.user?.id).toBe(first.data.user?.id)
    expect((await mailsTo(email)).filter((mail) => mail.subject === SUBJECT)).toHaveLength(2)
    expect(fragmentParams(await followVerifyLink(firstLink)).get('error_code')).toBe('otp_expired')
    const secondLink = linkIn(await waitForMail(email, SUBJECT), '/auth/v1/verify')
    expect(fragmentParams(await followVerifyLink(secondLink)).get('access_token')).toBeTruthy()
  })

  it('refuses an address that already has a confirmed account, as GoTrue does', async () => {
    const { email } = await signUpConfirmed({}, 'confirmedinv')
    const { error } = await invite(email)
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('email_exists')
    expect(error?.message).toBe('A user with this email address has already been registered')
    expect((await mailsTo(email)).filter((mail) => mail.subject === SUBJECT)).toHaveLength(0)
  })

  it('voids a pending sign-up it invites, password, data and link: whoever accepts chooses the password', async () => {
    const user = uniqueUser('pendinginv')
    const signUp = await anonClient().auth.signUp({ email: user.email, password: user.password, options: { data: { first_name: 'Mallory' } } })
    expect(signUp.error).toBeNull()
    if (signUp.data.user) created.push(signUp.data.user.id)
    const signUpLink = linkIn(await waitForMail(user.email, 'Confirm your ELSY account'), '/auth/v1/verify')
    await waitBetweenMailsPassed(user.email)
    expect((await invite(user.email, { data: { first_name: 'Olga' }, redirectTo: ACCEPT_URL })).error).toBeNull()
    const [row] = await sql<{ encrypted_password: string | null; first_name: string | null }>(
      `select encrypted_password, raw_user_meta_data ->> 'first_name' as first_name from auth.users where email = $1`,
      [user.email],
    )
    expect(row).toEqual({ encrypted_password: null, first_name: 'Olga' })
    expect(fragmentParams(await followVerifyLink(signUpLink)).get('error_code')).toBe('otp_expired')

    const link = linkIn(await waitForMail(user.email, SUBJECT), '/auth/v1/verify')
    const accepted = fragmentParams(await followVerifyLink(link))
    expect(accepted.get('type')).toBe('invite')
    expect(accepted.get('access_token')).toBeTruthy()
    const signIn = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(signIn.error?.message).toBe('Invalid login credentials')
  })

  it('a stranger signing up with an invited address sets nothing and learns nothing; the invitee’s newest mail is the invitation', async () => {
    const { email } = uniqueUser('takeover')
    const invited = await invite(email, { data: { first_name: 'Olga' }, redirectTo: ACCEPT_URL })
    expect(invited.error).toBeNull()
    const strangerPassword = 'Stranger#Pass2026'
    // Not the one-mail-per-second limit: an attacker can wait for it to pass.
    await waitBetweenMailsPassed(email)
    const stranger = await anonClient().auth.signUp({ email, password: strangerPassword, options: { data: { first_name: 'Mallory' } } })
    expect(stranger.error).toBeNull()

    // The same answer as a sign-up of an address that already has an account (GoTrue's obfuscated user).
    const { email: confirmedEmail } = await signUpConfirmed({}, 'takeoverref')
    const reference = await anonClient().auth.signUp({ email: confirmedEmail, password: strangerPassword })
    expect(Object.keys(stranger.data.user ?? {}).sort()).toEqual(Object.keys(reference.data.user ?? {}).sort())
    expect(stranger.data.user?.identities).toEqual([])
    expect(stranger.data.user?.id).not.toBe(invited.data.user?.id)
    expect(stranger.data.session).toBeNull()

    const [row] = await sql<{ encrypted_password: string | null; first_name: string }>(
      `select encrypted_password, raw_user_meta_data ->> 'first_name' as first_name from auth.users where email = $1`,
      [email],
    )
    expect(row).toEqual({ encrypted_password: null, first_name: 'Olga' })

    // Nor may the stranger swap the invitation for a sign-up confirmation mail.
    await waitBetweenMailsPassed(email)
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull()

    const mails = await mailsTo(email)
    expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT])
    const newest = mails[mails.length - 1] as Mail
    const fragment = fragmentParams(await followVerifyLink(linkIn(newest, '/auth/v1/verify')))
    expect(fragment.get('type')).toBe('invite')
    expect(fragment.get('access_token')).toBeTruthy()
    const signIn = await anonClient().auth.signInWithPassword({ email, password: strangerPassword })
    expect(signIn.error?.message).toBe('Invalid login credentials')
  })

  it('asks to wait before the same address gets another invitation at once', async () => {
    const { email } = uniqueUser('invitesoon')
    expect((await invite(email)).error).toBeNull()
    const again = await invite(email)
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
  })

  it('is for the service role only', async () => {
    const { email } = uniqueUser('notadmin')
    const member = await signUpConfirmed({}, 'invmember')
    for (const client of [anonClient(), member.client]) {
      const { error } = await client.auth.admin.inviteUserByEmail(email)
      expect(error?.status).toBe(403)
    }
    const raw = await fetch(`${stack().apiUrl}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(raw.status).toBe(401)
    expect(await mailsTo(email)).toHaveLength(0)
  })

  it('refuses a bad address or bad data, and sends a foreign redirect to the site instead', async () => {
    expect((await invite('not-an-address')).error?.status).toBe(400)
    const { email } = uniqueUser('badinvdata')
    const bad = await fetch(`${stack().apiUrl}/auth/v1/invite`, {
      method: 'POST',
      headers: { apikey: stack().serviceRoleKey, authorization: `Bearer ${stack().serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, data: 'text' }),
    })
    expect(bad.status).toBe(400)

    const { email: elsewhere } = uniqueUser('foreigninv')
    expect((await invite(elsewhere, { redirectTo: 'https://evil.example/steal' })).error).toBeNull()
    const link = linkIn(await waitForMail(elsewhere, SUBJECT), '/auth/v1/verify')
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')
  })
})
