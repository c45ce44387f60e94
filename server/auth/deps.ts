import type pg from 'pg'
import type { SigningKeys } from './keys.ts'

export type ProviderName = 'google' | 'linkedin_oidc' | 'facebook'
export const PROVIDER_NAMES: readonly ProviderName[] = ['google', 'linkedin_oidc', 'facebook']

/**
 * Where to send a user for one OAuth provider. Either `issuer` (OIDC discovery via
 * /.well-known/openid-configuration) or the three explicit endpoint URLs; explicit URLs win.
 */
export interface OAuthProviderConfig {
  clientId: string
  clientSecret: string
  issuer?: string
  authorizationUrl?: string
  tokenUrl?: string
  userinfoUrl?: string
  /** Scopes always requested, before the ones the client adds with `scopes=`. */
  scopes?: string[]
}

export interface RateLimit {
  points: number
  durationSec: number
}

export interface RateLimits {
  /** POST /token?grant_type=password|pkce, per IP. */
  signIn: RateLimit
  /**
   * Wrong passwords for one account from one IP: past this that IP is refused for that account (the
   * owner elsewhere is not). Guesses from all IPs together past `signIn.points` × 2 are slowed, never refused.
   */
  signInFailuresPerAccountAddress: RateLimit
  /** POST /signup, per IP. */
  signUp: RateLimit
  /** POST /token?grant_type=refresh_token, per IP. */
  tokenRefresh: RateLimit
  /** GET/POST /verify, per IP. */
  verify: RateLimit
  /** POST /recover, per IP. */
  recover: RateLimit
  /** POST /resend, per IP. */
  resend: RateLimit
  /**
   * Every e-mail the service sends, across all callers (GoTrue's RATE_LIMIT_EMAIL_SENT). Mail asked for by
   * the service role (POST /invite) is counted apart, against a budget of the same size.
   */
  emailSent: RateLimit
  /**
   * E-mails one IP may cause, so one client cannot spend the instance's budget. Unset: a fifth of
   * `emailSent` (at least 1) over the same window.
   */
  emailSentPerAddress: RateLimit
  /** Minimum seconds between two mails of one kind to one user (GoTrue's SMTP max frequency). */
  emailFrequencySec: number
}

/**
 * The switches a Supabase user sets in supabase/config.toml ([auth], [auth.email], [auth.rate_limit])
 * or as GOTRUE_* variables; server/auth/settings.ts reads them. Defaults keep the local stack as it
 * always was: sign-ups open, confirmations on, linking allowed, generous limits.
 */
export interface AuthSettings {
  /** [auth] enable_signup; GOTRUE_DISABLE_SIGNUP. Off: no new users by any route (signup_disabled). */
  signupEnabled: boolean
  /** [auth.email] enable_signup; GOTRUE_EXTERNAL_EMAIL_ENABLED. Off: no e-mail + password sign-ups. */
  emailSignupEnabled: boolean
  /** Not [auth.email] enable_confirmations; GOTRUE_MAILER_AUTOCONFIRM. On: sign-up returns a session. */
  mailerAutoconfirm: boolean
  /** [auth.email] double_confirm_changes; GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED. */
  secureEmailChange: boolean
  /** [auth.email] secure_password_change; GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION. */
  securePasswordChange: boolean
  /** [auth] enable_manual_linking; GOTRUE_SECURITY_MANUAL_LINKING_ENABLED. */
  manualLinking: boolean
  /** [auth] refresh_token_reuse_interval; GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL (GoTrue default 10). */
  refreshTokenReuseIntervalSec: number
  rateLimits: Partial<RateLimits>
}

export const DEFAULT_AUTH_SETTINGS: AuthSettings = {
  signupEnabled: true,
  emailSignupEnabled: true,
  mailerAutoconfirm: false,
  secureEmailChange: true,
  securePasswordChange: false,
  manualLinking: true,
  refreshTokenReuseIntervalSec: 10,
  rateLimits: {},
}

export interface AuthDeps extends Partial<AuthSettings> {
  /** Superuser pool: the auth service writes the auth schema directly, as GoTrue does. */
  pool: pg.Pool
  jwtSecret: string
  jwtExpSeconds: number
  /** The PWA origin: default redirect target after e-mail links and OAuth. */
  siteUrl: string
  /** The API origin; the service lives under {externalUrl}/auth/v1. */
  externalUrl: string
  keys: SigningKeys
  mail: { host: string; port: number; from: string }
  providers: Partial<Record<ProviderName, OAuthProviderConfig>>
  /** Extra redirect targets allowed besides the site's and the API's host (GoTrue's URI allow list). */
  additionalRedirectUrls?: string[]
}

/**
 * Defaults for the local stack. Per-IP limits are generous because a whole test suite (and a
 * developer clicking around) comes from one loopback address; a dedicated instance can pass
 * GoTrue-like tight limits (CLI: sign_in_sign_ups 30 / 5 min, email_sent 2 / h). The e-mail
 * frequency is the CLI's `max_frequency = "1s"`.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signIn: { points: 1000, durationSec: 300 },
  signInFailuresPerAccountAddress: { points: 10, durationSec: 900 },
  signUp: { points: 1000, durationSec: 300 },
  tokenRefresh: { points: 1500, durationSec: 300 },
  verify: { points: 1000, durationSec: 300 },
  recover: { points: 200, durationSec: 300 },
  resend: { points: 200, durationSec: 300 },
  emailSent: { points: 2000, durationSec: 3600 },
  emailSentPerAddress: { points: 400, durationSec: 3600 },
  emailFrequencySec: 1,
}
