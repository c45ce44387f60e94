import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SERVICE_ROLE_KEY } from '../../server/stack/config.ts'
import { DEFAULT_RATE_LIMITS } from '../../server/auth/deps.ts'
import { startDedicatedAuth, type DedicatedAuth } from './auth-harness.ts'
import { request } from './raw-http.ts'
import { uniqueUser } from './support.ts'

let auth: DedicatedAuth

beforeAll(async () => {
  // A dedicated instance with tight limits, so reaching them does not disturb the shared stack.
  auth = await startDedicatedAuth({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signIn: { points: 3, durationSec: 60 },
      signUp: { points: 2, durationSec: 60 },
      recover: { points: 1, durationSec: 60 },
      emailFrequencySec: 60,
    },
    refreshTokenReuseIntervalSec: 0,
  })
})

afterAll(async () => {
  await auth?.stop()
})

async function confirmedUser(prefix: string) {
  const user = uniqueUser(prefix)
  const { error } = await auth.admin().auth.admin.createUser({ email: user.email, password: user.password, email_confirm: true })
  if (error) throw error
  return user
}

describe('rate limits', () => {
  it('answers 429 over_request_rate_limit once sign-ins from one address exceed the limit', async () => {
    const { email, password } = await confirmedUser('limit')
    const statuses: (number | undefined)[] = []
    for (let i = 0; i < 3; i++) {
      statuses.push((await auth.client().auth.signInWithPassword({ email, password: 'wrong-password' })).error?.status)
    }
    expect(statuses).toEqual([400, 400, 400])
    const limited = await auth.client().auth.signInWithPassword({ email, password })
    expect(limited.error?.status).toBe(429)
    expect(limited.error?.code).toBe('over_request_rate_limit')
    expect(limited.error?.message).toBe('Request rate limit reached')
  })

  it('limits sign-ups per address with over_request_rate_limit', async () => {
    const results = []
    for (let i = 0; i < 3; i++) {
      const u = uniqueUser('signuplimit')
      results.push((await auth.client().auth.signUp({ email: u.email, password: u.password })).error)
    }
    expect(results.slice(0, 2)).toEqual([null, null])
    expect(results[2]?.status).toBe(429)
    expect(results[2]?.code).toBe('over_request_rate_limit')
  })

  it('limits recovery mails with over_email_send_rate_limit', async () => {
    const { email } = await confirmedUser('recoverlimit')
    expect((await auth.client().auth.resetPasswordForEmail(email)).error).toBeNull()
    await auth.waitForMail(email, 'Reset your ELSY password')
    const second = await auth.client().auth.resetPasswordForEmail(email)
    expect(second.error?.status).toBe(429)
    expect(second.error?.code).toBe('over_email_send_rate_limit')
  })

  it('refuses a second confirmation mail to one user within the mail frequency', async () => {
    const u = uniqueUser('freq')
    await auth.admin().auth.admin.createUser({ email: u.email, password: u.password })
    expect((await auth.client().auth.resend({ type: 'signup', email: u.email })).error).toBeNull()
    const again = await auth.client().auth.resend({ type: 'signup', email: u.email })
    expect(again.error?.status).toBe(429)
    expect(again.error?.code).toBe('over_email_send_rate_limit')
    expect(again.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
  })
})

describe('refresh token reuse detection', () => {
  it('destroys the session when a rotated-out token comes back', async () => {
    const { email } = await confirmedUser('reuse')
    const client = auth.client()
    // This instance allows 3 sign-ins per minute per address; the limit test may have used them up.
    const signIn = await auth.admin().auth.admin.generateLink({ type: 'magiclink', email })
    expect(signIn.error).toBeNull()
    const verified = await client.auth.verifyOtp({ token_hash: signIn.data.properties?.hashed_token ?? '', type: 'magiclink' })
    expect(verified.error).toBeNull()
    const rt1 = verified.data.session?.refresh_token ?? ''
    const access1 = verified.data.session?.access_token ?? ''
    const r2 = await auth.client().auth.refreshSession({ refresh_token: rt1 })
    const r3 = await auth.client().auth.refreshSession({ refresh_token: r2.data.session?.refresh_token ?? '' })
    expect(r3.error).toBeNull()

    const stolen = await auth.client().auth.refreshSession({ refresh_token: rt1 })
    expect(stolen.error?.code).toBe('refresh_token_already_used')
    expect(stolen.error?.message).toBe('Invalid Refresh Token: Already Used')

    // The legitimate holder is out too: the whole session is gone.
    const current = await auth.client().auth.refreshSession({ refresh_token: r3.data.session?.refresh_token ?? '' })
    expect(current.error?.code).toBe('refresh_token_not_found')
    expect((await auth.client().auth.getUser(access1)).error?.name).toBe('AuthSessionMissingError')
  })
})

describe('the e-mail budget per client address', () => {
  // 4 mails an hour for the instance, 2 of them per address; service-role mail has a budget of its own.
  let budget: DedicatedAuth

  beforeAll(async () => {
    budget = await startDedicatedAuth({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        emailSent: { points: 4, durationSec: 3600 },
        emailSentPerAddress: { points: 2, durationSec: 3600 },
      },
    })
  })

  afterAll(async () => {
    await budget?.stop()
  })

  const post = (path: string, from: string, body: unknown, key?: string) =>
    request(`${budget.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { apikey: key, authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify(body),
      localAddress: from,
    })
  const signUpFrom = (from: string) => {
    const user = uniqueUser('mailbudget')
    return post('/signup', from, { email: user.email, password: user.password })
  }

  it('one address spends only its own share; another address and the service role still get mail', async () => {
    expect((await signUpFrom('127.0.0.21')).status).toBe(200)
    expect((await signUpFrom('127.0.0.21')).status).toBe(200)
    const over = await signUpFrom('127.0.0.21')
    expect(over.status).toBe(429)
    expect(JSON.parse(over.body).error_code).toBe('over_email_send_rate_limit')

    // Someone else asking for a recovery mail is not held back by that client.
    const owner = uniqueUser('mailowner')
    const created = await budget.admin().auth.admin.createUser({ email: owner.email, password: owner.password, email_confirm: true })
    expect(created.error).toBeNull()
    expect((await post('/recover', '127.0.0.22', { email: owner.email })).status).toBe(200)
    await budget.waitForMail(owner.email, 'Reset your ELSY password')

    // The instance's anonymous budget is spent now (2 + 1, and one more from a third address) ...
    expect((await signUpFrom('127.0.0.23')).status).toBe(200)
    expect((await signUpFrom('127.0.0.24')).status).toBe(429)
    // ... yet an owner's invitation (service role, here even from the greedy client's address) goes out.
    const invited = uniqueUser('mailinvite')
    const invite = await post('/invite', '127.0.0.21', { email: invited.email }, DEMO_SERVICE_ROLE_KEY)
    expect(invite.status).toBe(200)
    await budget.waitForMail(invited.email, '')
  })
})
