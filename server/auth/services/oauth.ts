import type { AuthDeps, OAuthProviderConfig, ProviderName } from '../deps.ts'
import { PROVIDER_NAMES } from '../deps.ts'
import { AuthError, badRequest } from '../errors.ts'

interface Endpoints {
  authorizationUrl: string
  tokenUrl: string
  userinfoUrl: string
}

export interface ProviderTokens {
  accessToken: string
  refreshToken?: string
}

/** What we keep of a provider's user, in GoTrue's claim names. */
export interface ProviderUser {
  id: string
  email: string | null
  emailVerified: boolean
  identityData: Record<string, unknown>
}

export interface ProviderClient {
  /** Throws GoTrue's "Unsupported provider" errors for unknown or unconfigured providers. */
  config(name: string): { name: ProviderName; config: OAuthProviderConfig }
  authorizeUrl(name: ProviderName, state: string, extraScopes: string): Promise<string>
  exchange(name: ProviderName, code: string): Promise<ProviderTokens>
  user(name: ProviderName, tokens: ProviderTokens): Promise<ProviderUser>
  callbackUrl: string
}

/** The scopes GoTrue asks each provider for. */
const DEFAULT_SCOPES: Record<ProviderName, string[]> = {
  google: ['openid', 'email', 'profile'],
  linkedin_oidc: ['openid', 'email', 'profile'],
  facebook: ['email'],
}

export function createProviderClient(deps: AuthDeps): ProviderClient {
  const discovered = new Map<ProviderName, Promise<Endpoints>>()
  const callbackUrl = `${deps.externalUrl}/auth/v1/callback`

  const config = (name: string) => {
    if (!(PROVIDER_NAMES as readonly string[]).includes(name)) {
      throw badRequest('validation_failed', `Unsupported provider: Provider ${name} could not be found`)
    }
    const cfg = deps.providers[name as ProviderName]
    if (!cfg) throw badRequest('validation_failed', 'Unsupported provider: provider is not enabled')
    return { name: name as ProviderName, config: cfg }
  }

  const endpoints = (name: ProviderName): Promise<Endpoints> => {
    const cfg = config(name).config
    if (cfg.authorizationUrl && cfg.tokenUrl && cfg.userinfoUrl) {
      return Promise.resolve({ authorizationUrl: cfg.authorizationUrl, tokenUrl: cfg.tokenUrl, userinfoUrl: cfg.userinfoUrl })
    }
    let pending = discovered.get(name)
    if (!pending) {
      pending = discover(cfg).catch((error: unknown) => {
        discovered.delete(name) // try again on the next request
        throw error
      })
      discovered.set(name, pending)
    }
    return pending
  }

  return {
    config,
    callbackUrl,
    async authorizeUrl(name, state, extraScopes) {
      const { config: cfg } = config(name)
      const scopes = [...(cfg.scopes ?? DEFAULT_SCOPES[name])]
      for (const s of extraScopes.split(/[\s,]+/)) if (s && !scopes.includes(s)) scopes.push(s)
      const url = new URL((await endpoints(name)).authorizationUrl)
      url.searchParams.set('client_id', cfg.clientId)
      url.searchParams.set('redirect_uri', callbackUrl)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('scope', scopes.join(' '))
      url.searchParams.set('state', state)
      if (name === 'google') url.searchParams.set('access_type', 'offline')
      return url.toString()
    },
    async exchange(name, code) {
      const { config: cfg } = config(name)
      const res = await fetch((await endpoints(name)).tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: callbackUrl,
          client_id: cfg.clientId,
          client_secret: cfg.clientSecret,
        }),
      })
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
      if (!res.ok || typeof body.access_token !== 'string') {
        throw new AuthError(500, 'unexpected_failure', 'Unable to exchange external code')
      }
      return {
        accessToken: body.access_token,
        refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
      }
    },
    async user(name, tokens) {
      const url = new URL((await endpoints(name)).userinfoUrl)
      if (name === 'facebook' && !url.searchParams.has('fields')) {
        url.searchParams.set('fields', 'id,name,first_name,last_name,email,picture')
      }
      const res = await fetch(url, { headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' } })
      const claims = (await res.json().catch(() => null)) as Record<string, unknown> | null
      if (!res.ok || !claims) throw new AuthError(500, 'unexpected_failure', 'Error getting user profile from external provider')
      return mapClaims(name, claims, (await endpoints(name)).authorizationUrl)
    },
  }
}

async function discover(cfg: OAuthProviderConfig): Promise<Endpoints> {
  if (!cfg.issuer) throw new AuthError(500, 'unexpected_failure', 'OAuth provider has neither endpoints nor an issuer')
  const res = await fetch(`${cfg.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
  const doc = (await res.json().catch(() => ({}))) as Record<string, unknown>
  const pick = (own: string | undefined, key: string) => {
    const value = own ?? doc[key]
    if (typeof value !== 'string') throw new AuthError(500, 'unexpected_failure', `OIDC discovery lacks ${key}`)
    return value
  }
  return {
    authorizationUrl: pick(cfg.authorizationUrl, 'authorization_endpoint'),
    tokenUrl: pick(cfg.tokenUrl, 'token_endpoint'),
    userinfoUrl: pick(cfg.userinfoUrl, 'userinfo_endpoint'),
  }
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

function mapClaims(name: ProviderName, c: Record<string, unknown>, authorizationUrl: string): ProviderUser {
  const id = text(c.sub) ?? (typeof c.id === 'number' ? String(c.id) : text(c.id))
  if (!id) throw new AuthError(500, 'unexpected_failure', 'Error getting user profile from external provider')
  const email = text(c.email)?.toLowerCase() ?? null
  // Facebook only returns confirmed addresses; GoTrue treats them as verified.
  const emailVerified = name === 'facebook' ? email !== null : c.email_verified === true || c.email_verified === 'true'
  const firstName = text(c.given_name) ?? text(c.first_name)
  const lastName = text(c.family_name) ?? text(c.last_name)
  const fullName = text(c.name) ?? ([firstName, lastName].filter(Boolean).join(' ') || undefined)
  const pictureObj = c.picture as { data?: { url?: unknown } } | undefined
  const picture = text(c.picture) ?? text(pictureObj?.data?.url)
  const identityData: Record<string, unknown> = {
    iss: text(c.iss) ?? new URL(authorizationUrl).origin,
    sub: id,
    provider_id: id,
    email: email ?? undefined,
    email_verified: emailVerified,
    phone_verified: false,
    name: fullName,
    full_name: fullName,
    picture,
    avatar_url: picture,
    // The profiles trigger reads these (the registration metadata names of docs/product.md §3).
    first_name: firstName,
    last_name: lastName,
  }
  for (const key of Object.keys(identityData)) if (identityData[key] === undefined) delete identityData[key]
  return { id, email, emailVerified, identityData }
}
