import type { Context, Hono } from 'hono'
import type { AuthCtx } from '../context.ts'
import { one, withTx, type Db } from '../db.ts'
import { badRequest, notFound, unprocessable } from '../errors.ts'
import { readBody, requireAdmin, str } from '../http.ts'
import { pagingLinks, parsePaging, parseBanDuration } from '../services/admin.ts'
import { emailProblem, normalizeEmail } from '../services/email-flow.ts'
import { checkPasswordStrength, hashPassword } from '../services/password.ts'
import { confirmEmail, insertEmailUser } from '../services/signup-user.ts'
import { checkMetadataSize, mergeMetadata, metadataParam, metadataRefusal, type Metadata } from '../services/user-metadata.ts'
import { findUserByEmail, findUserById, serializeUser, type UserRow } from '../services/users.ts'
import { registerGenerateLink } from './admin-link.ts'

type Body = Partial<Record<string, unknown>>
const userNotFound = () => notFound('user_not_found', 'User not found')
const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered')

/** user_metadata and app_metadata as GoTrue's AdminUserParams take them: objects, at most 4 KB each. */
function metadataParams(body: Body): { userMeta: Metadata | null; appMeta: Metadata | null } {
  const userMeta = metadataParam(body.user_metadata, 'user_metadata')
  const appMeta = metadataParam(body.app_metadata, 'app_metadata')
  if (userMeta) checkMetadataSize(userMeta)
  if (appMeta) checkMetadataSize(appMeta, 'App metadata')
  return { userMeta, appMeta }
}

/** Metadata the profile trigger refused becomes its 422; anything else propagates. */
const refused = (error: unknown): never => {
  throw metadataRefusal(error) ?? error
}

async function loadUser(db: Db, id: string): Promise<UserRow> {
  const user = /^[0-9a-f-]{36}$/i.test(id) ? await findUserById(db, id) : null
  if (!user) throw userNotFound()
  return user
}

/** service_role endpoints (supabase.auth.admin.*) used by tests, seeding and tooling. */
export function registerAdmin(app: Hono, ctx: AuthCtx): void {
  const { deps } = ctx
  const admin = async (c: Context) => requireAdmin(deps, c)

  app.get('/admin/users', async (c) => {
    await admin(c)
    const { page, perPage } = parsePaging(c.req.query('page'), c.req.query('per_page'))
    const { rows } = await deps.pool.query<UserRow>(
      'select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    )
    const total = Number((await one<{ n: string }>(deps.pool, 'select count(*) as n from auth.users where deleted_at is null'))?.n ?? 0)
    c.header('X-Total-Count', String(total))
    c.header('Link', pagingLinks(c.req.url, page, perPage, total))
    const users = await Promise.all(rows.map((u) => serializeUser(deps.pool, u)))
    return c.json({ users, aud: 'authenticated' })
  })

  app.post('/admin/users', async (c) => {
    await admin(c)
    const body: Body = await readBody(c)
    if (!str(body.email)) throw badRequest('validation_failed', 'Cannot create a user without either an email or phone')
    const email = normalizeEmail(body.email)
    const problem = emailProblem(email)
    if (problem) throw badRequest('validation_failed', problem)
    const password = str(body.password)
    if (password) checkPasswordStrength(password)
    const { userMeta, appMeta } = metadataParams(body)
    const passwordHash = password ? await hashPassword(password) : null
    const json = await withTx(deps.pool, async (tx) => {
      if (await findUserByEmail(tx, email)) throw emailExists()
      const user = await insertEmailUser(tx, {
        email,
        passwordHash,
        data: userMeta ?? {},
        confirmed: body.email_confirm === true,
        appMeta: appMeta ?? {},
        exactMetadata: true,
      })
      if (typeof body.ban_duration === 'string') {
        await tx.query('update auth.users set banned_until = $2 where id = $1', [user.id, parseBanDuration(body.ban_duration)])
      }
      return serializeUser(tx, (await findUserById(tx, user.id)) ?? user)
    }).catch(refused)
    return c.json(json)
  })

  app.get('/admin/users/:id', async (c) => {
    await admin(c)
    return c.json(await serializeUser(deps.pool, await loadUser(deps.pool, c.req.param('id'))))
  })

  app.put('/admin/users/:id', async (c) => {
    await admin(c)
    const body: Body = await readBody(c)
    const password = typeof body.password === 'string' ? body.password : undefined
    if (password !== undefined) checkPasswordStrength(password)
    const { userMeta, appMeta } = metadataParams(body)
    const email = str(body.email) ? normalizeEmail(body.email) : ''
    const problem = email ? emailProblem(email) : null
    if (problem) throw badRequest('validation_failed', problem)
    const passwordHash = password !== undefined ? await hashPassword(password) : null
    const json = await withTx(deps.pool, async (tx) => {
      const user = await loadUser(tx, c.req.param('id'))
      if (email && email !== user.email) {
        if (await findUserByEmail(tx, email)) throw emailExists()
        await tx.query('update auth.users set email = $2 where id = $1', [user.id, email])
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
           where user_id = $1 and provider = 'email'`,
          [user.id, email],
        )
      }
      if (passwordHash) await tx.query('update auth.users set encrypted_password = $2 where id = $1', [user.id, passwordHash])
      if (body.email_confirm === true) await confirmEmail(tx, user.id)
      if (userMeta) {
        const merged = mergeMetadata(user.raw_user_meta_data, userMeta)
        checkMetadataSize(merged)
        await tx.query('update auth.users set raw_user_meta_data = $2 where id = $1', [user.id, merged])
      }
      if (appMeta) {
        const merged = mergeMetadata(user.raw_app_meta_data, appMeta)
        checkMetadataSize(merged, 'App metadata')
        await tx.query('update auth.users set raw_app_meta_data = $2 where id = $1', [user.id, merged])
      }
      if (typeof body.ban_duration === 'string') {
        const until = parseBanDuration(body.ban_duration)
        await tx.query('update auth.users set banned_until = $2 where id = $1', [user.id, until])
        // A ban ends the user's sessions at once.
        if (until) await tx.query('delete from auth.sessions where user_id = $1', [user.id])
      }
      await tx.query('update auth.users set updated_at = now() where id = $1', [user.id])
      return serializeUser(tx, await loadUser(tx, user.id))
    }).catch(refused)
    return c.json(json)
  })

  app.delete('/admin/users/:id', async (c) => {
    await admin(c)
    const user = await loadUser(deps.pool, c.req.param('id'))
    await deps.pool.query('delete from auth.users where id = $1', [user.id])
    return c.json({})
  })

  registerGenerateLink(app, ctx)
}
