import { describe, expect, it } from 'vitest'
import { readInvitationLink, withoutLinkParams } from './invitation-link'

const PAGE = 'https://app.elsy.test/accept-invitation'

describe('readInvitationLink', () => {
  it('reads the session the invitation link carries in the fragment', () => {
    expect(readInvitationLink(`${PAGE}#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=invite`)).toEqual({
      kind: 'session',
      accessToken: 'a.b.c',
      refreshToken: 'r1',
    })
  })

  it('reads an expired link’s error from the fragment or the query', () => {
    const error = { kind: 'error', code: 'otp_expired', description: 'Email link is invalid or has expired' }
    expect(readInvitationLink(`${PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`)).toEqual(error)
    expect(readInvitationLink(`${PAGE}?error=access_denied&error_code=otp_expired&error_description=Email%20link%20is%20invalid%20or%20has%20expired`)).toEqual(error)
  })

  it('treats an error as an error even when tokens came too, and half a session as none', () => {
    expect(readInvitationLink(`${PAGE}#access_token=a&refresh_token=r&error=server_error`).kind).toBe('error')
    expect(readInvitationLink(`${PAGE}#access_token=a`)).toEqual({ kind: 'none' })
    expect(readInvitationLink(PAGE)).toEqual({ kind: 'none' })
    expect(readInvitationLink('not a url')).toEqual({ kind: 'none' })
  })

  it('leaves no token or error in the address', () => {
    expect(withoutLinkParams(`${PAGE}?x=1&error=access_denied&error_code=otp_expired#access_token=a&refresh_token=r`)).toBe('/accept-invitation?x=1')
    expect(withoutLinkParams(`${PAGE}#access_token=a`)).toBe('/accept-invitation')
  })
})
