import { randomUUID } from 'node:crypto'
import type { Db } from '../db.ts'
import { one } from '../db.ts'
import type { UserRow } from './users.ts'

/** Email identity data as GoTrue stores it (and copies into user_metadata). */
export const emailIdentityData = (userId: string, email: string, verified: boolean) => ({
  sub: userId,
  email,
  email_verified: verified,
  phone_verified: false,
})

/** Inserts an e-mail/password user and its `email` identity (GoTrue's signupNewUser). */
export async function insertEmailUser(
  db: Db,
  opts: { email: string; passwordHash: string | null; data: Record<string, unknown>; confirmed: boolean; appMeta?: Record<string, unknown> },
): Promise<UserRow> {
  const id = randomUUID()
  const identityData = emailIdentityData(id, opts.email, opts.confirmed)
  const user = await one<UserRow>(
    db,
    `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, case when $4::boolean then now() end, $5, $6)
     returning *`,
    [
      id,
      opts.email,
      opts.passwordHash,
      opts.confirmed,
      { provider: 'email', providers: ['email'], ...opts.appMeta },
      { ...opts.data, ...identityData },
    ],
  )
  if (!user) throw new Error('user insert returned nothing')
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2, 'email', now())`,
    [id, identityData],
  )
  return user
}

/** Marks the e-mail confirmed on the user, its metadata and its email identity. */
export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
         then raw_user_meta_data || '{"email_verified": true}'::jsonb else raw_user_meta_data end
     where id = $1`,
    [userId],
  )
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
}

/** GoTrue's sanitizeUser: what a repeated sign-up of a confirmed address gets, so it leaks nothing. */
export function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}
