import { describe, expect, it } from 'vitest'
import { followVerifyLink, fragmentParams } from './auth-harness.ts'
import { anonClient, linkIn, mailsTo, signUpConfirmed, sql, stack, uniqueUser, waitForMail } from './support.ts'

// Sign-up as a hostile user tries it: someone else's address, malformed fields, oversized metadata.

const LOGIN_URL = 'http://127.0.0.1:5173/login'
const MAIL_FREQUENCY_MS = 1100 // the local stack's 1 s per-user mail frequency, plus a margin

/** POST /auth/v1{path} with a raw JSON text, so malformed values reach the server exactly as written. */
async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack().apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, 'content-type': 'application/json', ...headers },
    body,
  })
  const text = await res.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    // a non-JSON answer is itself a failure the assertions below report
  }
  return { status: res.status, json, text }
}

const signUpBody = (email: string, password: string, data: Record<string, unknown> = {}) =>
  JSON.stringify({ email, password, data })

async function signUp(email: string, password: string, data: Record<string, unknown>) {
  return anonClient().auth.signUp({ email, password, options: { data, emailRedirectTo: LOGIN_URL } })
}

const confirmLinks = async (email: string) =>
  (await mailsTo(email)).filter((m) => m.subject.includes('Confirm your ELSY account')).map((m) => linkIn(m, '/auth/v1/verify'))

describe('account pre-hijacking', () => {
  it('lets the owner’s later sign-up replace the squatter’s password, metadata and links', async () => {
    const { email, username: squatterName } = uniqueUser('hijack')
    const ownerName = `${squatterName.slice(0, 24)}own`
    const squatter = await signUp(email, 'Squatter#2026', { first_name: 'Mallory', last_name: 'Evil', username: squatterName })
    expect(squatter.error).toBeNull()
    await waitForMail(email, 'Confirm your ELSY account')

    await new Promise((r) => setTimeout(r, MAIL_FREQUENCY_MS))
    const owner = await signUp(email, 'Owner#Pass2026', { first_name: 'Olivia', last_name: 'Owner', username: ownerName })
    expect(owner.error).toBeNull()
    expect(owner.data.user?.user_metadata).toMatchObject({ first_name: 'Olivia', username: ownerName })
    const links = await confirmLinks(email)
    expect(links).toHaveLength(2)

    // The squatter's link is dead; the owner's confirms.
    expect(fragmentParams(await followVerifyLink(links[0] ?? '')).get('error_code')).toBe('otp_expired')
    expect(fragmentParams(await followVerifyLink(links[1] ?? '')).get('access_token')).toBeTruthy()

    const squatterSignIn = await anonClient().auth.signInWithPassword({ email, password: 'Squatter#2026' })
    expect(squatterSignIn.error?.code).toBe('invalid_credentials')
    const ownerSignIn = await anonClient().auth.signInWithPassword({ email, password: 'Owner#Pass2026' })
    expect(ownerSignIn.error).toBeNull()
    expect(ownerSignIn.data.user?.user_metadata).toMatchObject({ first_name: 'Olivia', last_name: 'Owner', username: ownerName })
    expect(ownerSignIn.data.user?.user_metadata).not.toHaveProperty('squatter')

    const [profile] = await sql<{ first_name: string; last_name: string; username: string }>(
      'select first_name, last_name, username from public.profiles where email = $1',
      [email],
    )
    expect(profile).toEqual({ first_name: 'Olivia', last_name: 'Owner', username: ownerName })
    // The squatter's username is free again.
    expect((await sql('select 1 from public.profiles where lower(username) = lower($1)', [squatterName])).length).toBe(0)
  })

  it('replaces metadata keys instead of merging them, and may keep the same username', async () => {
    const { email, username } = uniqueUser('rehijack')
    expect((await signUp(email, 'First#Pass2026', { username, first_name: 'Eve', referral_code: 'NOPE1234', planted: 'x' })).error).toBeNull()
    await new Promise((r) => setTimeout(r, MAIL_FREQUENCY_MS))
    const again = await signUp(email, 'Second#Pass2026', { username, first_name: 'Ana' })
    expect(again.error).toBeNull()
    expect(again.data.user?.user_metadata).not.toHaveProperty('planted')
    expect(again.data.user?.user_metadata).not.toHaveProperty('referral_code')
    const [row] = await sql<{ first_name: string; username: string }>('select first_name, username from public.profiles where email = $1', [email])
    expect(row).toEqual({ first_name: 'Ana', username })
  })

  it('keeps the pending sign-up untouched when the later one is refused', async () => {
    const taken = await signUpConfirmed({}, 'takenname')
    const { email, username } = uniqueUser('refused')
    expect((await signUp(email, 'First#Pass2026', { username })).error).toBeNull()
    await new Promise((r) => setTimeout(r, MAIL_FREQUENCY_MS))
    const refused = await signUp(email, 'Second#Pass2026', { username: taken.username })
    expect(refused.error?.status).toBe(422)
    expect(refused.error?.message).toBe('Username is already taken')
    const links = await confirmLinks(email)
    expect(links).toHaveLength(1)
    expect(fragmentParams(await followVerifyLink(links[0] ?? '')).get('access_token')).toBeTruthy()
    expect((await anonClient().auth.signInWithPassword({ email, password: 'First#Pass2026' })).error).toBeNull()
  })

  it('settles two simultaneous sign-ups of one address on one account, one password and one live link', async () => {
    const { email } = uniqueUser('race')
    const passwords = ['Racer#One2026', 'Racer#Two2026', 'Racer#Three2026']
    const answers = await Promise.all(passwords.map((p) => post('/signup', signUpBody(email, p))))
    for (const answer of answers) expect([200, 429]).toContain(answer.status)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1)
    expect((await sql('select id from auth.users where email = $1', [email])).length).toBe(1)

    await waitForMail(email, 'Confirm your ELSY account')
    const links = await confirmLinks(email)
    const live = []
    for (const link of links) if (fragmentParams(await followVerifyLink(link)).get('access_token')) live.push(link)
    expect(live).toHaveLength(1)
    const working = []
    for (const password of passwords) {
      if (!(await anonClient().auth.signInWithPassword({ email, password })).error) working.push(password)
    }
    expect(working).toHaveLength(1)
  })
})

describe('bad sign-up input answers 4xx with the product’s words, never 500', () => {
  const fresh = () => uniqueUser('bad')
  const cases: [string, (u: ReturnType<typeof fresh>) => string][] = [
    ['emoji in the e-mail', (u) => signUpBody(`a\u{1F600}${u.email}`, u.password)],
    ['NUL in the e-mail', (u) => signUpBody(`nul\u0000${u.email}`, u.password)],
    ['NUL in the password', (u) => signUpBody(u.email, `Court\u0000side#2026`)],
    ['NUL in first_name', (u) => signUpBody(u.email, u.password, { first_name: 'A\u0000b', username: u.username })],
    ['NUL in last_name', (u) => signUpBody(u.email, u.password, { last_name: 'A\u0000b', username: u.username })],
    ['NUL in username', (u) => signUpBody(u.email, u.password, { username: `${u.username}\u0000` })],
    ['NUL in phone', (u) => signUpBody(u.email, u.password, { username: u.username, phone: '+1415555\u00000123' })],
    ['NUL in a metadata key', (u) => signUpBody(u.email, u.password, { ['a\u0000b']: 1 })],
    ['a lone surrogate in first_name', (u) => `{"email":"${u.email}","password":"${u.password}","data":{"first_name":"\\ud800x"}}`],
    ['emoji in the username', (u) => signUpBody(u.email, u.password, { username: '\u{1F600}\u{1F600}\u{1F600}' })],
    ['a username that is not text', (u) => signUpBody(u.email, u.password, { username: { nested: true } })],
    ['a bad phone', (u) => signUpBody(u.email, u.password, { username: u.username, phone: '12' })],
    ['emoji in the phone', (u) => signUpBody(u.email, u.password, { username: u.username, phone: '+1\u{1F600}4155550123' })],
    ['a 200-character first name', (u) => signUpBody(u.email, u.password, { username: u.username, first_name: 'a'.repeat(200) })],
    ['a 10,000-character last name', (u) => signUpBody(u.email, u.password, { username: u.username, last_name: 'b'.repeat(10_000) })],
    ['metadata nested 5,000 levels deep', (u) => `{"email":"${u.email}","password":"${u.password}","data":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`],
  ]
  for (const [name, body] of cases) {
    it(`refuses ${name}`, async () => {
      const u = fresh()
      const answer = await post('/signup', body(u))
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(400)
      expect(answer.status, answer.text).toBeLessThan(500)
      expect(typeof answer.json.msg).toBe('string')
      expect(answer.json.error_code).not.toBe('unexpected_failure')
      expect((await sql('select 1 from auth.users where email = $1', [u.email])).length).toBe(0)
    })
  }

  it('says "Username is already taken" for a taken username, whatever its case', async () => {
    const taken = await signUpConfirmed({}, 'taken')
    const u = fresh()
    const answer = await post('/signup', signUpBody(u.email, u.password, { username: taken.username.toUpperCase() }))
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual({ code: 422, error_code: 'username_exists', msg: 'Username is already taken' })
  })

  it('gives the spec’s username messages and a clear phone message', async () => {
    const u = fresh()
    const short = await post('/signup', signUpBody(u.email, u.password, { username: 'ab' }))
    expect(short.json).toMatchObject({ code: 422, error_code: 'validation_failed', msg: 'Username must be at least 3 characters' })
    const chars = await post('/signup', signUpBody(u.email, u.password, { username: 'ñandú' }))
    expect(chars.json.msg).toBe('Username can only contain letters, numbers, underscores, and hyphens')
    const phone = await post('/signup', signUpBody(u.email, u.password, { username: u.username, phone: '555-0123' }))
    expect(phone.json).toMatchObject({ code: 422, error_code: 'validation_failed', msg: 'Please enter a valid phone number' })
    const name = await post('/signup', signUpBody(u.email, u.password, { username: u.username, first_name: 'x'.repeat(101) }))
    expect(name.json.msg).toBe('First name must be at most 100 characters')
  })

  it('answers two simultaneous sign-ups taking one username with one account and one "Username is already taken"', async () => {
    const { username } = fresh()
    const [a, b] = [fresh(), fresh()]
    const answers = await Promise.all([a, b].map((u) => post('/signup', signUpBody(u.email, u.password, { username }))))
    expect(answers.map((x) => x.status).sort()).toEqual([200, 422])
    expect(answers.find((x) => x.status === 422)?.json.msg).toBe('Username is already taken')
  })

  it('drops an avatar URL that is too long or not a web address instead of failing', async () => {
    for (const avatar_url of [`https://x.test/${'a'.repeat(3000)}`, 'javascript:alert(1)']) {
      const u = fresh()
      const answer = await post('/signup', signUpBody(u.email, u.password, { username: u.username, avatar_url }))
      expect(answer.status, answer.text).toBe(200)
      const [row] = await sql<{ avatar_url: string | null }>('select avatar_url from public.profiles where email = $1', [u.email])
      expect(row?.avatar_url).toBeNull()
    }
  })

  it('accepts emoji and accents in names', async () => {
    const u = fresh()
    const answer = await post('/signup', signUpBody(u.email, u.password, { username: u.username, first_name: 'Zoë \u{1F3BE}', last_name: 'Núñez' }))
    expect(answer.status, answer.text).toBe(200)
    const [row] = await sql<{ first_name: string }>('select first_name from public.profiles where email = $1', [u.email])
    expect(row?.first_name).toBe('Zoë \u{1F3BE}')
  })

  it('caps user metadata at 4 KB serialized with a JSON 422', async () => {
    const u = fresh()
    const answer = await post('/signup', signUpBody(u.email, u.password, { username: u.username, bio: 'x'.repeat(5000) }))
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual({ code: 422, error_code: 'validation_failed', msg: 'User metadata cannot be larger than 4096 bytes' })
  })

  it('refuses NUL and bad text in the password grant with a 400, not a 500', async () => {
    for (const body of [
      JSON.stringify({ email: 'n\u0000@example.test', password: 'whatever1' }),
      JSON.stringify({ email: 'n@example.test', password: 'what\u0000ever' }),
      '{"email":"n@example.test","password":"\\udc00"}',
    ]) {
      const answer = await post('/token?grant_type=password', body)
      expect(answer.status, answer.text).toBe(400)
      expect(answer.json.error_code).toBe('validation_failed')
    }
  })

  it('refuses a NUL in a query string with a 400', async () => {
    const res = await fetch(`${stack().apiUrl}/auth/v1/verify?type=signup&token=a%00b&redirect_to=${encodeURIComponent(LOGIN_URL)}`, {
      headers: { apikey: stack().anonKey },
      redirect: 'manual',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error_code).toBe('validation_failed')
  })

  it('answers username sign-in with NUL or emoji like any unknown username', async () => {
    for (const username of ['a\u0000b', '\u{1F600}\u{1F600}\u{1F600}', 'x'.repeat(5000), '\ud800']) {
      const res = await fetch(`${stack().apiUrl}/functions/v1/sign-in-with-username`, {
        method: 'POST',
        headers: { apikey: stack().anonKey, authorization: `Bearer ${stack().anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'Whatever#2026' }),
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })
    }
  })
})

describe('e-mail addresses validated as GoTrue does', () => {
  const invalid = ['xx:;x@x.x', 'a b@x.io', 'a@-x.io', 'a@x_y.io', '"q"@x.io', 'a@x..io', '@x.io', 'a@', 'a@@x.io']
  it.each(invalid)('refuses %s with 400 validation_failed', async (email) => {
    const answer = await post('/signup', signUpBody(email, 'Courtside#2026'))
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' })
  })

  it('refuses an address longer than 255 characters', async () => {
    const answer = await post('/signup', signUpBody(`${'a'.repeat(251)}@x.io`, 'Courtside#2026'))
    expect(answer.json).toEqual({ code: 400, error_code: 'validation_failed', msg: 'An email address is too long' })
  })

  it('accepts the addresses GoTrue accepts', async () => {
    for (const email of [`o'brien.${Date.now()}+tag@example.test`, `a${Date.now()}@localhost`]) {
      expect((await post('/signup', signUpBody(email, 'Courtside#2026'))).status).toBe(200)
    }
  })

  it('refuses a bad address on recover and resend too', async () => {
    for (const path of ['/recover', '/resend']) {
      const answer = await post(path, JSON.stringify({ email: 'xx:;x@x.x', type: 'signup' }))
      expect(answer.status).toBe(400)
      expect(answer.json.msg).toBe('Unable to validate email address: invalid format')
    }
  })
})
