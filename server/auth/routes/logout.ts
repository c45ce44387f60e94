import type { Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { badRequest } from '../errors.ts'
import { authenticate } from '../http.ts'

/**
 * POST /logout?scope=global|local|others → 204. Deleting sessions cascades to their refresh
 * tokens, so signed-out sessions can neither refresh nor pass GET /user (session_not_found).
 */
export function registerLogout(app: Hono, ctx: AuthCtx): void {
  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (!['global', 'local', 'others'].includes(scope)) {
      throw badRequest('validation_failed', `Unsupported logout scope "${scope}"`)
    }
    const { user, session } = await authenticate(ctx.deps, c)
    const db = ctx.deps.pool
    if (scope === 'global' || !session) {
      await db.query('delete from auth.sessions where user_id = $1', [user.id])
    } else if (scope === 'local') {
      await db.query('delete from auth.sessions where id = $1', [session.id])
    } else {
      await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id])
    }
    return c.body(null, 204)
  })
}
