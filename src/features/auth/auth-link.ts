/**
 * What a link from one of the auth service's e-mails brought to the page it opened. Its /verify answers
 * a PKCE link (the app's sign-up and resent confirmations) with `?code=…`, which supabase-js exchanges
 * for a session when this browser holds the link's verifier; an implicit link (invitations) with the
 * session in the fragment (#access_token=…&refresh_token=…&type=invite); and a failure with `error`,
 * `error_code` and `error_description` in the fragment, and in the query too for PKCE links.
 */
export type AuthLink =
  | { kind: 'session'; accessToken: string; refreshToken: string; type: string }
  | { kind: 'code' }
  | { kind: 'error'; code: string; description: string }
  | { kind: 'none' }

export function readAuthLink(href: string): AuthLink {
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
  if (accessToken && refreshToken) return { kind: 'session', accessToken, refreshToken, type: hash.get('type') ?? '' }
  if (query.get('code')) return { kind: 'code' }
  return { kind: 'none' }
}

/** GoTrue's words for a link that was used already, replaced by a newer one, or is over an hour old. */
export const isExpiredLink = (link: AuthLink) => link.kind === 'error' && link.code === 'otp_expired'

/** The address without what the link carried: tokens must not stay in the address bar or history. */
export function withoutLinkParams(href: string): string {
  const url = new URL(href)
  url.hash = ''
  for (const name of ['error', 'error_code', 'error_description', 'code', 'sb_flow_id']) url.searchParams.delete(name)
  return url.pathname + url.search
}

/** Whether the address (a path with its query and fragment) brought a code or a session to take in. */
export function opensSession(href: string): boolean {
  const kind = readAuthLink(new URL(href, 'http://local.invalid').toString()).kind
  return kind === 'code' || kind === 'session'
}
