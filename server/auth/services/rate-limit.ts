import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../deps.ts'
import { tooManyRequests } from '../errors.ts'

export type Bucket = Exclude<keyof RateLimits, 'emailFrequencySec'>

const EMAIL_BUCKETS: ReadonlySet<Bucket> = new Set(['recover', 'resend', 'emailSent', 'emailSentPerAddress'])

/** The longest an attempt on an account under attack waits before it is answered. */
export const MAX_SIGN_IN_DELAY_MS = 3000
/** Each wrong password past an account's threshold adds this much to the wait (up to the maximum). */
const SIGN_IN_DELAY_STEP_MS = 250

/** The per-address e-mail budget when none is set: a fifth of the instance's, at least one mail. */
export function emailPerAddressFrom(emailSent: RateLimits['emailSent']): RateLimits['emailSentPerAddress'] {
  return { points: Math.max(1, Math.ceil(emailSent.points / 5)), durationSec: emailSent.durationSec }
}

/** In-memory limiters, one per bucket; a 429 carries GoTrue's error codes and messages. */
export class RateLimiter {
  readonly config: RateLimits
  private readonly limiters: Map<Bucket, RateLimiterMemory>
  /**
   * Failed password sign-ins per account, from any address. Never a refusal — that would let anyone lock
   * the owner out — but past twice the per-address sign-in limit every attempt on the account waits a
   * little before its answer, more the more guesses came in.
   */
  private readonly accountFailures: RateLimiterMemory
  private readonly accountThreshold: number

  constructor(overrides: Partial<RateLimits> = {}) {
    const derived = overrides.emailSent && !overrides.emailSentPerAddress ? { emailSentPerAddress: emailPerAddressFrom(overrides.emailSent) } : {}
    this.config = { ...DEFAULT_RATE_LIMITS, ...derived, ...overrides }
    this.limiters = new Map()
    for (const bucket of Object.keys(this.config) as (keyof RateLimits)[]) {
      if (bucket === 'emailFrequencySec') continue
      const { points, durationSec } = this.config[bucket]
      this.limiters.set(bucket, new RateLimiterMemory({ keyPrefix: bucket, points, duration: durationSec }))
    }
    const { points, durationSec } = this.config.signIn
    // Counted far past the threshold: the count sets the delay.
    this.accountFailures = new RateLimiterMemory({ keyPrefix: 'signInFailures', points: Number.MAX_SAFE_INTEGER, duration: durationSec })
    this.accountThreshold = points * 2
  }

  /**
   * Before a password is checked: 429 when this address has failed too often at this account, else the
   * wait (in ms) the account's recent failures from everywhere ask for, 0 for an account not under attack.
   */
  async signInDelay(account: string, address: string): Promise<number> {
    const pair = await this.limiters.get('signInFailuresPerAccountAddress')?.get(pairKey(account, address))
    if (pair && pair.consumedPoints >= this.config.signInFailuresPerAccountAddress.points) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
    }
    const failures = (await this.accountFailures.get(account))?.consumedPoints ?? 0
    if (failures < this.accountThreshold) return 0
    return Math.min(MAX_SIGN_IN_DELAY_MS, SIGN_IN_DELAY_STEP_MS * (failures - this.accountThreshold + 1))
  }

  async accountFailed(account: string, address: string): Promise<void> {
    await this.accountFailures.penalty(account, 1)
    await this.limiters.get('signInFailuresPerAccountAddress')?.penalty(pairKey(account, address), 1)
  }

  /**
   * The right password forgives this address its failures at the account (the owner's typos). The
   * account's count stays: a successful sign-in by the owner must not reset an attacker's cost.
   */
  async accountSucceeded(account: string, address: string): Promise<void> {
    await this.limiters.get('signInFailuresPerAccountAddress')?.delete(pairKey(account, address))
  }

  async consume(bucket: Bucket, key: string): Promise<void> {
    const limiter = this.limiters.get(bucket)
    if (!limiter) return
    try {
      await limiter.consume(key)
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      throw EMAIL_BUCKETS.has(bucket)
        ? tooManyRequests('over_email_send_rate_limit', 'Email rate limit exceeded')
        : tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
    }
  }
}

const pairKey = (account: string, address: string) => `${address} ${account}`

/**
 * GoTrue's per-user mail frequency check: one mail of a kind per `emailFrequencySec`.
 * Returns the 429 to throw, or null when sending is allowed.
 */
export function frequencyError(lastSentAt: Date | null, frequencySec: number) {
  if (!lastSentAt || frequencySec <= 0) return null
  const left = Math.ceil((lastSentAt.getTime() + frequencySec * 1000 - Date.now()) / 1000)
  if (left <= 0) return null
  return tooManyRequests(
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${left} seconds.`,
  )
}

/** GoTrue has no lockout of its own; ours answers with its rate-limit code and says what to do. */
export const tooManyFailures = () =>
  tooManyRequests('over_request_rate_limit', 'Too many wrong codes. Wait 15 minutes, or ask for a new code and try again later.')

/**
 * Counts attempts with a code per key (an MFA challenge, a factor, an e-mail address, a user's nonce).
 * An attempt is counted before the code is checked and forgiven when it was right, so parallel
 * guesses count too. After `maxFailures` wrong ones within the window every attempt on that key is
 * refused with 429 — the right code too — until the window has passed: a 6-digit code cannot be
 * guessed by trying them all.
 */
export class FailureLock {
  private readonly attempts: RateLimiterMemory

  constructor(
    readonly maxFailures = 5,
    windowSec = 15 * 60,
  ) {
    this.attempts = new RateLimiterMemory({ keyPrefix: 'code-attempts', points: maxFailures, duration: windowSec })
  }

  /** Counts one attempt on every key; throws the 429 when one of them is past the limit. */
  async attempt(...keys: string[]): Promise<void> {
    let locked = false
    for (const key of keys) {
      const state = await this.attempts.penalty(key, 1)
      if (state.consumedPoints > this.maxFailures) locked = true
    }
    if (locked) throw tooManyFailures()
  }

  /** The code was right: the attempt is not held against the keys. */
  async succeeded(...keys: string[]): Promise<void> {
    for (const key of keys) await this.attempts.delete(key)
  }
}
