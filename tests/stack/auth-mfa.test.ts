import * as OTPAuth from 'otpauth'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../server/stack/migrate.ts'
import { anonClient, signUpConfirmed, sql, stack } from './support.ts'

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

  it('takes a code once per factor: two sessions verifying the same code at once get one success and one refusal', async () => {
    const user = await signUpConfirmed({}, 'totponce')
    const enrolled = await user.client.auth.mfa.enroll({ factorType: 'totp' })
    if (enrolled.error || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no totp factor')
    const { id: factorId, totp } = enrolled.data
    // Set up with the previous step's code, so the current step is still unused.
    const setUp = await user.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret, -1) })
    expect(setUp.error).toBeNull()

    const signedIn = async () => {
      const client = anonClient()
      const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password })
      if (error) throw error
      const challenge = await client.auth.mfa.challenge({ factorId })
      if (challenge.error) throw challenge.error
      return { client, challengeId: challenge.data.id }
    }
    const [first, second, third] = await Promise.all([signedIn(), signedIn(), signedIn()])
    const code = codeFor(totp.secret)
    const answers = await Promise.all(
      [first, second].map(({ client, challengeId }) => client.auth.mfa.verify({ factorId, challengeId, code })),
    )
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1)
    const refused = answers.find((answer) => answer.error !== null)
    expect(refused?.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })

    // An older step's code is no good either; the next step's is (within the clock-skew window).
    const older = await third.client.auth.mfa.verify({ factorId, challengeId: third.challengeId, code: codeFor(totp.secret, -1) })
    expect(older.error?.code).toBe('mfa_verification_failed')
    const next = await third.client.auth.mfa.verify({ factorId, challengeId: third.challengeId, code: codeFor(totp.secret, 1) })
    expect(next.error).toBeNull()
    expect((await third.client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2')
  })

  it('a database made before the one-use rule gets its column when the stack starts', async () => {
    // A database of its own, so no other test meets the table without the column.
    const name = `upgrade_${Date.now().toString(36)}`
    await sql(`create database ${name}`)
    const url = new URL(stack().dbUrl)
    url.pathname = `/${name}`
    try {
      await migrate(url.toString(), { seed: false })
      const admin = new pg.Client({ connectionString: url.toString() })
      await admin.connect()
      try {
        await admin.query('alter table auth.mfa_factors drop column last_totp_step')
        await migrate(url.toString(), { seed: false })
        const { rows } = await admin.query(
          `select data_type from information_schema.columns
           where table_schema = 'auth' and table_name = 'mfa_factors' and column_name = 'last_totp_step'`,
        )
        expect(rows).toEqual([{ data_type: 'bigint' }])
      } finally {
        await admin.end()
      }
    } finally {
      await sql(`drop database ${name} with (force)`)
    }
  }, 120_000)
})
