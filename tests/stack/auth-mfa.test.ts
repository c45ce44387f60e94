import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { anonClient, signUpConfirmed } from './support.ts'

const codeFor = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

describe('TOTP factors', () => {
  it('enrols, challenges and verifies a TOTP factor, raising the session to aal2', async () => {
    const { client, email, password } = await signUpConfirmed({}, 'totp')
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone', issuer: 'ELSY' })
    expect(enrolled.error).toBeNull()
    const factor = enrolled.data
    if (!factor || factor.type !== 'totp') throw new Error('expected a totp factor')
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/)
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/ELSY:/)
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`)

    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' })
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict')

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id })
    expect(challenge.error).toBeNull()
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor.totp.secret, 10),
    })
    expect(wrong.error?.code).toBe('mfa_verification_failed')
    expect(wrong.error?.message).toBe('Invalid TOTP code entered')

    const verified = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data?.id ?? '',
      code: codeFor(factor.totp.secret),
    })
    expect(verified.error).toBeNull()
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data?.currentLevel).toBe('aal2')
    const claims = (await client.auth.getClaims()).data?.claims
    expect(claims?.aal).toBe('aal2')
    expect(claims?.amr?.map((a) => (typeof a === 'string' ? a : a.method))).toEqual(['totp', 'password'])
    const factors = await client.auth.mfa.listFactors()
    expect(factors.data?.totp.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']])

    // A challenge is single-use.
    const replay = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.data?.id ?? '', code: codeFor(factor.totp.secret) })
    expect(replay.error).not.toBeNull()

    // A new password sign-in is aal1 and told to step up; it may not remove the verified factor.
    const other = anonClient()
    await other.auth.signInWithPassword({ email, password })
    const otherAal = await other.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(otherAal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const refused = await other.auth.mfa.unenroll({ factorId: factor.id })
    expect(refused.error?.code).toBe('insufficient_aal')

    // The aal2 session can, and is back to aal1 afterwards.
    expect((await client.auth.mfa.unenroll({ factorId: factor.id })).error).toBeNull()
    const { data } = await client.auth.refreshSession()
    expect(data.session?.user.factors ?? []).toEqual([])
    expect((await client.auth.getClaims()).data?.claims.aal).toBe('aal1')
  })

  it('does not let one user challenge another user\'s factor', async () => {
    const alice = await signUpConfirmed({}, 'mfaa')
    const bob = await signUpConfirmed({}, 'mfab')
    const enrolled = await alice.client.auth.mfa.enroll({ factorType: 'totp' })
    const challenge = await bob.client.auth.mfa.challenge({ factorId: enrolled.data?.id ?? '' })
    expect(challenge.error?.status).toBe(404)
    expect(challenge.error?.code).toBe('mfa_factor_not_found')
  })
})
