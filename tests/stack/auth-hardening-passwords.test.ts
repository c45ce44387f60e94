import { describe, expect, it } from 'vitest'
import { anonClient, serviceClient, signUpConfirmed, stack, uniqueUser } from './support.ts'

// bcrypt reads 72 bytes, not 72 characters; and sign-in must not tell known accounts by its speed.

const TOO_LONG = 'Password cannot be longer than 72 characters'
/** 36 × "é" is 72 UTF-8 bytes but only 36 characters: everything after it is invisible to bcrypt. */
const PREFIX_72_BYTES = 'é'.repeat(36)
const passwordA = `${PREFIX_72_BYTES}Alpha#1`
const passwordB = `${PREFIX_72_BYTES}Bravo#2`

describe('passwords longer than 72 bytes', () => {
  it('refuses them at sign-up, counting bytes', async () => {
    const user = uniqueUser('bytes')
    const { error } = await anonClient().auth.signUp({ email: user.email, password: passwordA })
    expect(error?.status).toBe(422)
    expect(error?.code).toBe('validation_failed')
    expect(error?.message).toBe(TOO_LONG)
  })

  it('never lets two different passwords sharing their first 72 bytes both sign in', async () => {
    const user = uniqueUser('bytes')
    const created = await serviceClient().auth.admin.createUser({ email: user.email, password: passwordA, email_confirm: true })
    expect(created.error?.message).toBe(TOO_LONG)
    const a = await anonClient().auth.signInWithPassword({ email: user.email, password: passwordA })
    const b = await anonClient().auth.signInWithPassword({ email: user.email, password: passwordB })
    expect(a.error === null && b.error === null).toBe(false)
    expect(b.error?.code).toBe('invalid_credentials')
  })

  it('does not sign in with a longer password that only starts like the stored one', async () => {
    const user = uniqueUser('bytes')
    const exact = `${'é'.repeat(34)}A#1a` // 72 bytes: accepted
    const created = await serviceClient().auth.admin.createUser({ email: user.email, password: exact, email_confirm: true })
    expect(created.error).toBeNull()
    expect((await anonClient().auth.signInWithPassword({ email: user.email, password: exact })).error).toBeNull()
    const longer = await anonClient().auth.signInWithPassword({ email: user.email, password: `${exact}-anything` })
    expect(longer.error?.code).toBe('invalid_credentials')
  })

  it('refuses them on password change, admin update and after recovery', async () => {
    const member = await signUpConfirmed({}, 'bytes')
    const change = await member.client.auth.updateUser({ password: passwordA })
    expect(change.error?.status).toBe(422)
    expect(change.error?.message).toBe(TOO_LONG)
    const admin = await serviceClient().auth.admin.updateUserById(member.id, { password: passwordB })
    expect(admin.error?.message).toBe(TOO_LONG)
    expect((await anonClient().auth.signInWithPassword({ email: member.email, password: member.password })).error).toBeNull()
  })
})

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

async function usernameSignIn(username: string, password: string) {
  const res = await fetch(`${stack().apiUrl}/functions/v1/sign-in-with-username`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, authorization: `Bearer ${stack().anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  return { status: res.status, body: await res.json() }
}

/**
 * Medians of interleaved tries, so a busy machine slows both kinds alike. A bcrypt check costs tens
 * of milliseconds; an answer that skips it is several times faster, far below half.
 */
describe('sign-in timing does not reveal accounts', () => {
  const ROUNDS = 9

  it('takes as long for an unknown e-mail (or an account without a password) as for a wrong password', async () => {
    const known = await signUpConfirmed({}, 'timing')
    const passwordless = uniqueUser('nopass')
    expect((await serviceClient().auth.admin.createUser({ email: passwordless.email, email_confirm: true })).error).toBeNull()
    const client = anonClient()
    const attempt = (email: string) => timed(() => client.auth.signInWithPassword({ email, password: 'Wrong#Guess2026' }))
    await attempt(known.email) // warm-up
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    const passwordlessTimes: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      knownTimes.push(await attempt(known.email))
      unknownTimes.push(await attempt(`nobody${Date.now()}${i}@example.test`))
      passwordlessTimes.push(await attempt(passwordless.email))
    }
    const k = median(knownTimes)
    expect(median(unknownTimes), `known ${k} ms, unknown ${median(unknownTimes)} ms`).toBeGreaterThanOrEqual(0.5 * k)
    expect(median(passwordlessTimes), `known ${k} ms, passwordless ${median(passwordlessTimes)} ms`).toBeGreaterThanOrEqual(0.5 * k)
  })

  it('takes as long for an unknown username as for a wrong password, with the same answer', async () => {
    const known = await signUpConfirmed({}, 'utiming')
    await usernameSignIn(known.username, 'Wrong#Guess2026') // warm-up
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      knownTimes.push(await timed(() => usernameSignIn(known.username, 'Wrong#Guess2026')))
      unknownTimes.push(await timed(() => usernameSignIn(`nobody_${Date.now()}${i}`, 'Wrong#Guess2026')))
    }
    const k = median(knownTimes)
    expect(median(unknownTimes), `known ${k} ms, unknown ${median(unknownTimes)} ms`).toBeGreaterThanOrEqual(0.5 * k)
    // The same answer too, for an account not yet guessed at from this address (the one above is near its lock).
    const fresh = await signUpConfirmed({}, 'uanswer')
    expect(await usernameSignIn(`nobody_${Date.now()}`, 'x')).toEqual(await usernameSignIn(fresh.username, 'x'))
  })
})
