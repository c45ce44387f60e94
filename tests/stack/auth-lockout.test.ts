import { createHash } from 'node:crypto'
import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { anonClient, signUpConfirmed, stack, uniqueUser, waitForMail } from './support.ts'

const codeFor = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

/** A wrong code that is surely not valid in the ±1 step window. */
const wrongCode = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((step) => codeFor(secret, step)))
  for (const candidate of ['000000', '111111', '222222', '333333']) if (!valid.has(candidate)) return candidate
  throw new Error('unreachable')
}

/** A user with one verified TOTP factor, signed in again at aal1 with a fresh client. */
async function userWithFactor(prefix: string) {
  const user = await signUpConfirmed({}, prefix)
  const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' })
  if (enrolled.error || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no totp')
  const factor = enrolled.data
  // Set up with the previous step's code: a code works once, and the tests below sign in with the current one.
  const first = await user.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret, -1) })
  if (first.error) throw first.error
  const client = anonClient()
  const signIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signIn.error) throw signIn.error
  return { ...user, client, factorId: factor.id, secret: factor.totp.secret }
}

describe('TOTP codes cannot be guessed on one challenge', () => {
  it('after 5 wrong codes even the right one is refused with 429, also on a new challenge', async () => {
    const user = await userWithFactor('totplock')
    const challenge = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const challengeId = challenge.data?.id ?? ''
    for (let i = 0; i < 5; i++) {
      const wrong = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId, code: wrongCode(user.secret) })
      expect(wrong.error?.code).toBe('mfa_verification_failed')
    }
    const right = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId, code: codeFor(user.secret) })
    expect(right.error?.status).toBe(429)
    expect(right.error?.code).toBe('over_request_rate_limit')

    const fresh = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const onFresh = await user.client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: fresh.data?.id ?? '',
      code: codeFor(user.secret),
    })
    expect(onFresh.error?.status).toBe(429)
    expect((await user.client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1')
  })

  it('counts guesses sent all at once', async () => {
    const user = await userWithFactor('totpburst')
    const challenge = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        user.client.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge.data?.id ?? '', code: wrongCode(user.secret) }),
      ),
    )
    expect(answers.filter((a) => a.error?.code === 'mfa_verification_failed').length).toBeLessThanOrEqual(5)
    expect(answers.filter((a) => a.error?.status === 429).length).toBeGreaterThanOrEqual(7)
  })

  it('a right code within the limit still works and resets the count', async () => {
    const user = await userWithFactor('totpok')
    const challenge = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const challengeId = challenge.data?.id ?? ''
    for (let i = 0; i < 4; i++) {
      await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId, code: wrongCode(user.secret) })
    }
    const right = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId, code: codeFor(user.secret) })
    expect(right.error).toBeNull()
  })

  it('another user cannot use (or lock) someone else\'s factor or challenge', async () => {
    const owner = await userWithFactor('totpowner')
    const stranger = await userWithFactor('totpstranger')
    const challenge = await owner.client.auth.mfa.challenge({ factorId: owner.factorId })
    for (let i = 0; i < 6; i++) {
      const attempt = await stranger.client.auth.mfa.verify({
        factorId: owner.factorId,
        challengeId: challenge.data?.id ?? '',
        code: codeFor(owner.secret),
      })
      expect(attempt.error?.code).toBe('mfa_factor_not_found')
    }
    // The stranger's own factor with the owner's challenge id: not found either.
    const crossed = await stranger.client.auth.mfa.verify({
      factorId: stranger.factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(stranger.secret),
    })
    expect(crossed.error?.code).toBe('mfa_factor_not_found')
    const own = await owner.client.auth.mfa.verify({
      factorId: owner.factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(owner.secret),
    })
    expect(own.error).toBeNull()
  })

  it('answers 4xx to a huge or malformed code', async () => {
    const user = await userWithFactor('totphuge')
    const challenge = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const huge = await user.client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: challenge.data?.id ?? '',
      code: '9'.repeat(100_000),
    })
    expect(huge.error?.status).toBe(422)
  })
})

describe('e-mail codes cannot be guessed', () => {
  it('after 5 wrong codes for an address even the right one is refused with 429', async () => {
    const user = uniqueUser('otplock')
    const signUp = await anonClient().auth.signUp({ email: user.email, password: user.password })
    expect(signUp.error).toBeNull()
    const code = /<strong>(\d{6})<\/strong>/.exec((await waitForMail(user.email, 'Confirm your ELSY account')).html)?.[1] ?? ''
    const wrong = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) {
      const attempt = await anonClient().auth.verifyOtp({ email: user.email, token: wrong, type: 'signup' })
      expect(attempt.error?.code).toBe('otp_expired')
    }
    const right = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'signup' })
    expect(right.error?.status).toBe(429)
    expect(right.error?.code).toBe('over_request_rate_limit')
    // Other types for the same address are locked too: the count is per address, not per type.
    const asEmail = await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'email' })
    expect(asEmail.error?.status).toBe(429)
  })

  it('a token hash cannot be made from a guessed code, around the lock', async () => {
    const user = uniqueUser('otphash')
    expect((await anonClient().auth.signUp({ email: user.email, password: user.password })).error).toBeNull()
    const code = /<strong>(\d{6})<\/strong>/.exec((await waitForMail(user.email, 'Confirm your ELSY account')).html)?.[1] ?? ''
    // GoTrue's unkeyed hex(sha224(email + code)): with it, each of the million codes could be tried as token_hash.
    const forged = createHash('sha224').update(`${user.email}${code}`).digest('hex')
    const attempt = await anonClient().auth.verifyOtp({ token_hash: forged, type: 'signup' })
    expect(attempt.error?.code).toBe('otp_expired')
    // The code itself still works.
    expect((await anonClient().auth.verifyOtp({ email: user.email, token: code, type: 'signup' })).error).toBeNull()
  })

  it('counts parallel guesses, and the lock answers JSON', async () => {
    const user = uniqueUser('otpburst')
    expect((await anonClient().auth.signUp({ email: user.email, password: user.password })).error).toBeNull()
    const { apiUrl, anonKey } = stack()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${apiUrl}/auth/v1/verify`, {
          method: 'POST',
          headers: { apikey: anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'signup', email: user.email, token: String(100000 + i) }),
        }),
      ),
    )
    expect(answers.filter((r) => r.status === 403).length).toBeLessThanOrEqual(5)
    const locked = answers.filter((r) => r.status === 429)
    expect(locked.length).toBeGreaterThanOrEqual(5)
    expect(((await locked[0]!.json()) as { error_code: string }).error_code).toBe('over_request_rate_limit')
  })
})
