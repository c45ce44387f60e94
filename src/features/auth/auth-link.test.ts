import { describe, expect, it } from 'vitest'
import { isExpiredLink, opensSession, readAuthLink, withoutLinkParams } from './auth-link'

const PAGE = 'https://app.elsy.test/accept-invitation'
const LOGIN = 'https://app.elsy.test/login'

describe('readAuthLink', () => {
  it('reads the session an implicit link carries in the fragment, with its type', () => {
    expect(readAuthLink(`${PAGE}#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite`)).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
      type: 'invite',
    })
    expect(readAuthLink(`${LOGIN}#access_token=a&refresh_token=r`)).toMatchObject({ kind: 'session', type: '' })
  })

  it('reads the code a PKCE link carries in the query', () => {
    expect(readAuthLink(`${LOGIN}?code=6f0e2a4c-1d2b-4c3d-9e8f-000000000000`)).toEqual({ kind: 'code' })
    expect(readAuthLink(`${LOGIN}?code=`)).toEqual({ kind: 'none' })
    // A code in the fragment is nobody's: /verify puts it in the query.
    expect(readAuthLink(`${LOGIN}#code=abc`)).toEqual({ kind: 'none' })
  })

  it('reads an expired link’s error from the fragment or the query', () => {
    const error = { kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' }
    expect(readAuthLink(`${PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`)).toEqual(error)
    expect(readAuthLink(`${PAGE}?error=access_denied&error_code=otp_expired&error_description=Email%20link%20is%20invalid%20or%20has%20expired`)).toEqual(error)
    expect(isExpiredLink(readAuthLink(`${LOGIN}?error=access_denied&error_code=otp_expired#error=access_denied&error_code=otp_expired`))).toBe(true)
    expect(isExpiredLink(readAuthLink(`${LOGIN}?error=server_error`))).toBe(false)
    expect(isExpiredLink(readAuthLink(`${LOGIN}?code=abc`))).toBe(false)
  })

  it('treats an error as an error even when tokens or a code came too, and half a session as none', () => {
    expect(readAuthLink(`${PAGE}#access_token=a&refresh_token=r&error=server_error`).kind).toBe('error')
    expect(readAuthLink(`${LOGIN}?code=abc&error=access_denied`).kind).toBe('error')
    expect(readAuthLink(`${PAGE}#access_token=a`)).toEqual({ kind: 'none' })
    expect(readAuthLink(PAGE)).toEqual({ kind: 'none' })
    expect(readAuthLink('not a url')).toEqual({ kind: 'none' })
  })

  it('leaves no token, code or error in the address', () => {
    expect(withoutLinkParams(`${PAGE}?x=1&error=access_denied&error_code=otp_expired#access_token=a&refresh_token=r`)).toBe('/accept-invitation?x=1')
    expect(withoutLinkParams(`${PAGE}#access_token=a`)).toBe('/accept-invitation')
    expect(withoutLinkParams(`${LOGIN}?code=abc&sb_flow_id=f&redirect=%2Fmember%2Fbook`)).toBe('/login?redirect=%2Fmember%2Fbook')
  })
})

describe('opensSession', () => {
  it('is true for a path that brought a code or a session, false for an error or nothing', () => {
    expect(opensSession('/login?code=abc')).toBe(true)
    expect(opensSession('/login#access_token=a&refresh_token=r&type=signup')).toBe(true)
    expect(opensSession('/login?error=access_denied&error_code=otp_expired&code=abc')).toBe(false)
    expect(opensSession('/login?redirect=%2Fmember')).toBe(false)
    expect(opensSession('/login')).toBe(false)
  })
})
