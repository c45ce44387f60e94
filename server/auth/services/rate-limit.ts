import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../deps.ts'
import { tooManyRequests } from '../errors.ts'

export type Bucket = Exclude<keyof RateLimits, 'emailFrequencySec'>

const EMAIL_BUCKETS: ReadonlySet<Bucket> = new Set(['recover', 'resend', 'emailSent'])

/** In-memory limiters, one per bucket; a 429 carries GoTrue's error codes and messages. */
export class RateLimiter {
  readonly config: RateLimits
  private readonly limiters: Map<Bucket, RateLimiterMemory>
  /**
   * Failed password sign-ins per account, from any address: bounds guessing spread over many addresses.
   * Twice the per-address sign-in limit, so one address alone never locks anyone else out of an account.
   */
  private readonly accountFailures: RateLimiterMemory

  constructor(overrides: Partial<RateLimits> = {}) {
    this.config = { ...DEFAULT_RATE_LIMITS, ...overrides }
    this.limiters = new Map()
    for (const bucket of Object.keys(this.config) as (keyof RateLimits)[]) {
      if (bucket === 'emailFrequencySec') continue
      const { points, durationSec } = this.config[bucket]
      this.limiters.set(bucket, new RateLimiterMemory({ keyPrefix: bucket, points, duration: durationSec }))
    }
    const { points, durationSec } = this.config.signIn
    this.accountFailures = new RateLimiterMemory({ keyPrefix: 'signInFailures', points: points * 2, duration: durationSec })
  }

  /** 429 while an account has had too many failed sign-ins (the right password included). */
  async assertAccountOpen(account: string): Promise<void> {
    const used = await this.accountFailures.get(account)
    if (used && used.consumedPoints >= this.accountFailures.points) {
      throw tooManyRequests('over_request_rate_limit', 'Request rate limit reached')
    }
  }

  async accountFailed(account: string): Promise<void> {
    await this.accountFailures.consume(account).catch((error: unknown) => {
      if (!(error instanceof RateLimiterRes)) throw error
    })
  }

  async accountSucceeded(account: string): Promise<void> {
    await this.accountFailures.delete(account)
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
