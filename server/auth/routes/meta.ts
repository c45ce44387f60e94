import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { PROVIDER_NAMES } from '../deps.ts'

/** GET /health, GET /settings, GET /.well-known/jwks.json: public, no token needed. */
export function registerMeta(app: Hono, ctx: AuthCtx): void {
  app.get('/health', (c) =>
    c.json({ version: 'elsy-auth', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' }),
  )

  app.get('/settings', (c) => {
    const external: Record<string, boolean> = { anonymous_users: false, email: ctx.settings.emailSignupEnabled, phone: false }
    for (const name of PROVIDER_NAMES) external[name] = Boolean(ctx.deps.providers[name])
    return c.json({
      external,
      disable_signup: !ctx.settings.signupEnabled,
      mailer_autoconfirm: ctx.settings.mailerAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    })
  })

  app.get('/.well-known/jwks.json', (c) => {
    // Public keys change only on restart with a new key file; a short cache is safe.
    c.header('Cache-Control', 'public, max-age=600')
    return c.json(ctx.deps.keys.jwks)
  })
}
