import { DEFAULT_AUTH_SETTINGS, type AuthDeps, type AuthSettings } from './deps.ts'
import { createMailer, type Mailer } from './services/mailer.ts'
import { createProviderClient, type ProviderClient } from './services/oauth.ts'
import { FailureLock, RateLimiter } from './services/rate-limit.ts'

/** What every route group needs: the deps plus the long-lived helpers built from them once. */
export interface AuthCtx {
  deps: AuthDeps
  /** The deps' settings with the defaults filled in. */
  settings: AuthSettings
  limiter: RateLimiter
  /** Wrong TOTP codes, e-mail codes and reauthentication nonces, counted per challenge / factor / user. */
  failures: FailureLock
  mailer: Mailer
  oauth: ProviderClient
}

export function createAuthCtx(deps: AuthDeps): AuthCtx {
  const settings: AuthSettings = { ...DEFAULT_AUTH_SETTINGS }
  for (const key of Object.keys(settings) as (keyof AuthSettings)[]) {
    if (deps[key] !== undefined) Object.assign(settings, { [key]: deps[key] })
  }
  const limiter = new RateLimiter(settings.rateLimits)
  return { deps, settings, limiter, failures: new FailureLock(), mailer: createMailer(deps, limiter), oauth: createProviderClient(deps) }
}
