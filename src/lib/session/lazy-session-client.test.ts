import { describe, expect, it } from 'vitest'
import { mayHaveSession } from './lazy-session-client'

const storage = (...keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null })
const at = (search = '', hash = '') => ({ search, hash })

describe('mayHaveSession', () => {
  it('is false for a first visit with nothing stored and a plain address', () => {
    expect(mayHaveSession(storage('elsy.network-stats'), at('?tab=1'))).toBe(false)
  })

  it('is true when supabase-js stored something', () => {
    expect(mayHaveSession(storage('elsy.network-stats', 'sb-127-auth-token'), at())).toBe(true)
  })

  it('is true for auth links (PKCE code, implicit tokens, errors)', () => {
    expect(mayHaveSession(storage(), at('?code=abc'))).toBe(true)
    expect(mayHaveSession(storage(), at('', '#access_token=x&refresh_token=y'))).toBe(true)
    expect(mayHaveSession(storage(), at('?error=access_denied&error_code=otp_expired'))).toBe(true)
  })

  it('is true when storage cannot be read', () => {
    expect(mayHaveSession(null, at())).toBe(true)
  })
})
