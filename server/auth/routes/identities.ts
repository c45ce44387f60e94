import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { withTx } from '../db.ts'
import { notFound, unprocessable } from '../errors.ts'
import { authenticate } from '../http.ts'
import { listIdentities } from '../services/users.ts'

/** GoTrue's requireManualLinkingEnabled, in front of linking (routes/oauth.ts) and unlinking. */
export function requireManualLinking(ctx: AuthCtx): void {
  if (!ctx.settings.manualLinking) throw notFound('manual_linking_disabled', 'Manual linking is disabled')
}

/** DELETE /user/identities/:id (the identity_id). Linking lives in routes/oauth.ts. */
export function registerIdentities(app: Hono, ctx: AuthCtx): void {
  app.delete('/user/identities/:id', async (c) => {
    const { user } = await authenticate(ctx.deps, c)
    requireManualLinking(ctx)
    const identityId = c.req.param('id')
    await withTx(ctx.deps.pool, async (tx) => {
      const identities = await listIdentities(tx, user.id)
      const target = identities.find((i) => i.id === identityId)
      if (!target) throw notFound('identity_not_found', 'Identity doesn\'t exist')
      if (identities.length <= 1) {
        throw unprocessable('single_identity_not_deletable', 'User must have at least 1 identity after unlinking')
      }
      await tx.query('delete from auth.identities where id = $1', [target.id])
      const remaining = identities.filter((i) => i.id !== target.id).map((i) => i.provider)
      const providers = [...new Set(remaining)]
      const provider = providers.includes(String(user.raw_app_meta_data?.provider)) ? user.raw_app_meta_data?.provider : providers[0]
      await tx.query(
        `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb)
           || jsonb_build_object('provider', $2::text, 'providers', $3::jsonb), updated_at = now() where id = $1`,
        [user.id, provider, JSON.stringify(providers)],
      )
    })
    return c.json({})
  })
}
