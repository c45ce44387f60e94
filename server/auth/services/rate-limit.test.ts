import { describe, expect, it } from 'vitest'
import { MAX_SIGN_IN_DELAY_MS, RateLimiter } from './rate-limit.ts'

describe('failed sign-ins', () => {
  const limiter = () =>
    new RateLimiter({ signIn: { points: 5, durationSec: 60 }, signInFailuresPerAccountAddress: { points: 3, durationSec: 60 } })

  it('refuses the address that failed at an account, not another address nor another account', async () => {
    const limits = limiter()
    for (let i = 0; i < 3; i++) await limits.accountFailed('owner@example.test', '10.0.0.1')
    await expect(limits.signInDelay('owner@example.test', '10.0.0.1')).rejects.toMatchObject({ status: 429 })
    expect(await limits.signInDelay('owner@example.test', '10.0.0.2')).toBe(0)
    expect(await limits.signInDelay('other@example.test', '10.0.0.1')).toBe(0)
  })

  it('slows an account guessed at from many addresses, up to a cap, and never refuses a fresh address', async () => {
    const limits = limiter()
    for (let i = 0; i < 10; i++) await limits.accountFailed('owner@example.test', `10.0.1.${i}`)
    expect(await limits.signInDelay('owner@example.test', '10.0.2.1')).toBeGreaterThan(0)
    for (let i = 0; i < 100; i++) await limits.accountFailed('owner@example.test', `10.0.3.${i}`)
    expect(await limits.signInDelay('owner@example.test', '10.0.2.1')).toBe(MAX_SIGN_IN_DELAY_MS)
  })

  it('forgives an address its failures once it signs in, without resetting the account', async () => {
    const limits = limiter()
    for (let i = 0; i < 2; i++) await limits.accountFailed('owner@example.test', '10.0.0.1')
    await limits.accountSucceeded('owner@example.test', '10.0.0.1')
    await limits.accountFailed('owner@example.test', '10.0.0.1')
    await limits.accountFailed('owner@example.test', '10.0.0.1')
    expect(await limits.signInDelay('owner@example.test', '10.0.0.1')).toBe(0)
  })
})

describe('e-mail budgets', () => {
  it('gives each address a fifth of the instance budget unless set', () => {
    expect(new RateLimiter({ emailSent: { points: 30, durationSec: 3600 } }).config.emailSentPerAddress).toEqual({ points: 6, durationSec: 3600 })
    expect(new RateLimiter({ emailSent: { points: 2, durationSec: 3600 } }).config.emailSentPerAddress.points).toBe(1)
    const explicit = { points: 9, durationSec: 60 }
    expect(new RateLimiter({ emailSent: { points: 30, durationSec: 3600 }, emailSentPerAddress: explicit }).config.emailSentPerAddress).toEqual(explicit)
  })
})
