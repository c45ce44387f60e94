import type { AuthDeps } from './deps.ts'
import { createMailer, type Mailer } from './services/mailer.ts'
import { createProviderClient, type ProviderClient } from './services/oauth.ts'
import { RateLimiter } from './services/ratelimit.ts'

/** What every route group needs: the deps plus the long-lived helpers built from them once. */
export interface AuthCtx {
  deps: AuthDeps
  limiter: RateLimiter
  mailer: Mailer
  oauth: ProviderClient
}

export function createAuthCtx(deps: AuthDeps): AuthCtx {
  const limiter = new RateLimiter(deps.rateLimits)
  return { deps, limiter, mailer: createMailer(deps, limiter), oauth: createProviderClient(deps) }
}
