import type { AuthDeps } from '../deps.ts'
import type { AuthError } from '../errors.ts'

/** OAuth error names for HTTP statuses (GoTrue's oauthErrorMap). */
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

/**
 * GoTrue's redirect check: a redirect_to on the site's or the API's host, or matching the allow
 * list (a trailing `*` matches any suffix), is kept; anything else falls back to the site URL.
 * This stops the service from being an open redirector for tokens.
 */
export function resolveRedirect(deps: AuthDeps, raw: string | undefined | null): string {
  if (!raw) return deps.siteUrl
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return deps.siteUrl
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return deps.siteUrl
  const allowedHosts = [hostOf(deps.siteUrl), hostOf(deps.externalUrl)]
  if (allowedHosts.includes(url.hostname)) return raw
  for (const pattern of deps.additionalRedirectUrls ?? []) {
    if (pattern.endsWith('*') ? raw.startsWith(pattern.slice(0, -1)) : raw === pattern) return raw
  }
  return deps.siteUrl
}

/** Encodes like Go's url.Values.Encode: keys sorted, spaces as '+'. */
export function encodeParams(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const key of Object.keys(params).sort()) {
    const value = params[key]
    if (value !== undefined && value !== '') search.set(key, String(value))
  }
  return search.toString()
}

export function withFragment(url: string, params: Record<string, string | number | undefined>): string {
  const u = new URL(url)
  u.hash = encodeParams(params)
  return u.toString()
}

export function withQuery(url: string, params: Record<string, string | number | undefined>): string {
  const u = new URL(url)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) u.searchParams.set(key, String(value))
  return u.toString()
}

/** GoTrue's prepErrorRedirectURL: error in the fragment, and in the query too for PKCE flows. */
export function errorRedirect(url: string, err: AuthError, pkce: boolean): string {
  const params = {
    error: OAUTH_ERROR[err.status],
    error_code: err.errorCode,
    error_description: err.message,
  }
  const u = new URL(pkce ? withQuery(url, params) : url)
  u.hash = encodeParams(params)
  return u.toString()
}
