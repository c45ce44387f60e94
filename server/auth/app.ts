import { Hono } from 'hono'
import { createAuthCtx } from './context.ts'
import type { AuthDeps } from './deps.ts'
import { answerUnmatched, checkQueryText, limitBody } from './edges.ts'
import { errorResponse } from './errors.ts'
import { clientIp } from './http.ts'
import { registerAdmin } from './routes/admin.ts'
import { registerFactors } from './routes/factors.ts'
import { registerIdentities } from './routes/identities.ts'
import { registerInvite } from './routes/invite.ts'
import { registerLogout } from './routes/logout.ts'
import { registerMails } from './routes/mails.ts'
import { registerMeta } from './routes/meta.ts'
import { registerOAuth } from './routes/oauth.ts'
import { registerReauthenticate } from './routes/reauthenticate.ts'
import { registerSignup } from './routes/signup.ts'
import { registerToken } from './routes/token.ts'
import { registerUser } from './routes/user.ts'
import { registerVerify } from './routes/verify.ts'
import { countMailFrom } from './services/mail-budget.ts'

export type { AuthDeps } from './deps.ts'

/**
 * The Supabase Auth (GoTrue) compatible service. Routes carry no prefix: the stack mounts this
 * app at /auth/v1, where supabase-js expects it.
 */
export function createAuthApp(deps: AuthDeps): Hono {
  const ctx = createAuthCtx(deps)
  const app = new Hono()
  app.onError((err, c) => errorResponse(c, err))
  app.use('*', limitBody, checkQueryText, (c, next) => countMailFrom(clientIp(c), next))

  registerMeta(app, ctx)
  registerSignup(app, ctx)
  registerToken(app, ctx)
  registerVerify(app, ctx)
  registerMails(app, ctx)
  registerUser(app, ctx)
  registerReauthenticate(app, ctx)
  registerLogout(app, ctx)
  registerOAuth(app, ctx)
  registerIdentities(app, ctx)
  registerFactors(app, ctx)
  registerAdmin(app, ctx)
  registerInvite(app, ctx)
  answerUnmatched(app)
  return app
}
