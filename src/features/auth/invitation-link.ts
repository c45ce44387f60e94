/**
 * What the invitation link brought to /accept-invitation. The auth service's /verify answers an
 * invitation with the session in the fragment (#access_token=…&refresh_token=…&type=invite), or with
 * an error (error_code=otp_expired, …) in the fragment, and in the query too for PKCE links.
 */
export type InvitationLink =
  | { kind: 'session'; accessToken: string; refreshToken: string }
  | { kind: 'error'; code: string; description: string }
  | { kind: 'none' }

export function readInvitationLink(href: string): InvitationLink {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return { kind: 'none' }
  }
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''))
  const query = url.searchParams
  const param = (name: string) => hash.get(name) ?? query.get(name) ?? ''
  if (param('error') || param('error_code') || param('error_description')) {
    return { kind: 'error', code: param('error_code') || param('error'), description: param('error_description') }
  }
  const accessToken = hash.get('access_token') ?? ''
  const refreshToken = hash.get('refresh_token') ?? ''
  if (accessToken && refreshToken) return { kind: 'session', accessToken, refreshToken }
  return { kind: 'none' }
}

/** The address without what the link carried: tokens must not stay in the address bar or history. */
export function withoutLinkParams(href: string): string {
  const url = new URL(href)
  url.hash = ''
  for (const name of ['error', 'error_code', 'error_description', 'code']) url.searchParams.delete(name)
  return url.pathname + url.search
}
