import { describe, expect, it } from 'vitest'
import { followVerifyLink, fragmentParams } from './auth-harness.ts'
import { anonClient, linkIn, mailsTo, sql, stack, uniqueUser, waitForMail } from './support.ts'

const LOGIN_URL = 'http://127.0.0.1:5173/login'

async function signUp(prefix: string, data: Record<string, unknown> = {}) {
  const user = uniqueUser(prefix)
  const client = anonClient()
  const result = await client.auth.signUp({
    email: user.email,
    password: user.password,
    options: { data: { first_name: 'Ana', last_name: 'Lopez', username: user.username, ...data }, emailRedirectTo: LOGIN_URL },
  })
  return { ...user, client, result }
}

describe('sign-up, confirmation e-mail, sign-in', () => {
  it('signs up without a session, mails a link that confirms and redirects with a session, then password sign-in works', async () => {
    const { email, password, client, result } = await signUp('confirm')
    expect(result.error).toBeNull()
    expect(result.data.session).toBeNull()
    expect(result.data.user?.email).toBe(email)
    expect(result.data.user?.email_confirmed_at).toBeUndefined()
    expect(result.data.user?.user_metadata).toMatchObject({ first_name: 'Ana', last_name: 'Lopez' })
    expect(result.data.user?.identities).toHaveLength(1)

    const [row] = await sql<{ raw_user_meta_data: Record<string, unknown>; encrypted_password: string }>(
      'select raw_user_meta_data, encrypted_password from auth.users where email = $1',
      [email],
    )
    expect(row?.raw_user_meta_data).toMatchObject({ first_name: 'Ana', last_name: 'Lopez' })
    expect(row?.encrypted_password).toMatch(/^\$2a\$10\$/)

    const before = await client.auth.signInWithPassword({ email, password })
    expect(before.error?.message).toBe('Email not confirmed')
    expect(before.error?.code).toBe('email_not_confirmed')
    expect(before.error?.status).toBe(400)

    const mail = await waitForMail(email, 'Confirm your ELSY account')
    const link = linkIn(mail, '/auth/v1/verify')
    const linkUrl = new URL(link)
    expect(linkUrl.origin).toBe(stack().apiUrl)
    expect(linkUrl.searchParams.get('type')).toBe('signup')
    expect(linkUrl.searchParams.get('redirect_to')).toBe(LOGIN_URL)

    const location = await followVerifyLink(link)
    expect(location.origin + location.pathname).toBe(LOGIN_URL)
    const fragment = fragmentParams(location)
    expect(fragment.get('type')).toBe('signup')
    expect(fragment.get('token_type')).toBe('bearer')

    // The session carried by the link is a real one.
    const linked = anonClient()
    const set = await linked.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    })
    expect(set.error).toBeNull()
    expect(set.data.user?.email_confirmed_at).toBeTruthy()

    // A used link is spent: the second click lands with GoTrue's error in the fragment.
    const again = fragmentParams(await followVerifyLink(link))
    expect(again.get('error_code')).toBe('otp_expired')
    expect(again.get('error_description')).toBe('Email link is invalid or has expired')

    const after = await anonClient().auth.signInWithPassword({ email, password })
    expect(after.error).toBeNull()
    expect(after.data.session?.access_token).toBeTruthy()
    expect(after.data.user?.email).toBe(email)
  })

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const { email, password } = await signUp('wrongpw')
    await sql('update auth.users set email_confirmed_at = now() where email = $1', [email])
    const wrong = await anonClient().auth.signInWithPassword({ email, password: `${password}x` })
    expect(wrong.error?.message).toBe('Invalid login credentials')
    expect(wrong.error?.code).toBe('invalid_credentials')
    expect(wrong.error?.status).toBe(400)
    const unknown = await anonClient().auth.signInWithPassword({ email: `nobody${Date.now()}@example.test`, password })
    expect(unknown.error?.message).toBe('Invalid login credentials')
  })

  it('rejects a password shorter than 6 characters with weak_password', async () => {
    const user = uniqueUser('weak')
    const { error } = await anonClient().auth.signUp({ email: user.email, password: 'abc' })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('weak_password')
    expect(error?.message).toBe('Password should be at least 6 characters.')
  })

  it('answers a repeated sign-up of a confirmed address with an obfuscated user and no mail', async () => {
    const { email, password } = await signUp('dup')
    await sql('update auth.users set email_confirmed_at = now() where email = $1', [email])
    const [realUser] = await sql<{ id: string }>('select id from auth.users where email = $1', [email])
    const mailsBefore = (await mailsTo(email)).length
    const again = await anonClient().auth.signUp({ email, password })
    expect(again.error).toBeNull()
    expect(again.data.user?.identities).toEqual([])
    expect(again.data.user?.id).not.toBe(realUser?.id)
    await new Promise((r) => setTimeout(r, 300))
    expect((await mailsTo(email)).length).toBe(mailsBefore)
  })

  it('resends the confirmation for an unconfirmed address, silently does nothing for a confirmed one', async () => {
    const { email, client } = await signUp('resend')
    await waitForMail(email, 'Confirm your ELSY account')
    await new Promise((r) => setTimeout(r, 1100)) // the per-user mail frequency is 1 s
    const resent = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: LOGIN_URL } })
    expect(resent.error).toBeNull()
    expect((await mailsTo(email)).filter((m) => m.subject === 'Confirm your ELSY account')).toHaveLength(2)

    // Only the newest link works: the resend replaced the token.
    const links = (await mailsTo(email)).map((m) => linkIn(m, '/auth/v1/verify'))
    expect(fragmentParams(await followVerifyLink(links[0] ?? '')).get('error_code')).toBe('otp_expired')
    expect(fragmentParams(await followVerifyLink(links[1] ?? '')).get('access_token')).toBeTruthy()

    await new Promise((r) => setTimeout(r, 1100))
    const confirmed = await client.auth.resend({ type: 'signup', email })
    expect(confirmed.error).toBeNull()
    await new Promise((r) => setTimeout(r, 300))
    expect((await mailsTo(email)).length).toBe(2)
  })

  it('confirms with the 6-digit code from the mail through verifyOtp', async () => {
    const { email, password } = await signUp('otp')
    const mail = await waitForMail(email, 'Confirm your ELSY account')
    const code = /code: (?:<strong>)?(\d{6})/.exec(mail.text ?? mail.html)?.[1] ?? ''
    const wrong = await anonClient().auth.verifyOtp({ email, token: code === '000000' ? '111111' : '000000', type: 'signup' })
    expect(wrong.error?.code).toBe('otp_expired')
    expect(wrong.error?.message).toBe('Token has expired or is invalid')
    const ok = await anonClient().auth.verifyOtp({ email, token: code, type: 'signup' })
    expect(ok.error).toBeNull()
    expect(ok.data.session?.user.email_confirmed_at).toBeTruthy()
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull()
  })
})

describe('error bodies', () => {
  const signInRaw = (headers: Record<string, string>) =>
    fetch(`${stack().apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: `nobody${Date.now()}@example.test`, password: 'whatever1' }),
    })

  it('uses the 2024-01-01 shape and echoes the version when the client sends X-Supabase-Api-Version', async () => {
    const res = await signInRaw({ 'X-Supabase-Api-Version': '2024-01-01' })
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })

  it('uses the initial shape {code, error_code, msg} without the header', async () => {
    const res = await signInRaw({})
    expect(res.status).toBe(400)
    expect(res.headers.get('x-supabase-api-version')).toBeNull()
    expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
  })
})
