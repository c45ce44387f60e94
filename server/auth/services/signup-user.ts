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

/**
 * Inserts an e-mail/password user and its `email` identity (GoTrue's signupNewUser). A sign-up's
 * user_metadata also carries the identity's fields, as GoTrue's does; an admin-created user's is
 * exactly what the admin gave (`exactMetadata`).
 */
export async function insertEmailUser(
  db: Db,
  opts: {
    email: string
    passwordHash: string | null
    data: Record<string, unknown>
    confirmed: boolean
    appMeta?: Record<string, unknown>
    exactMetadata?: boolean
  },
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
      opts.exactMetadata ? opts.data : { ...opts.data, ...identityData },
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

/**
 * A later sign-up of a still unconfirmed address: its password and metadata replace the earlier
 * ones, whose owner proved nothing either (the real owner may be the later one: account
 * pre-hijacking). Earlier PKCE flows go; the caller mails a fresh link, which replaces the old token.
 * The profile follows through the on_pending_sign_up_changed trigger.
 */
export async function replacePendingSignUp(
  db: Db,
  user: UserRow,
  opts: { passwordHash: string; data: Record<string, unknown> },
): Promise<UserRow> {
  const email = user.email ?? ''
  const replaced = await one<UserRow>(
    db,
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now()
     where id = $1 and email_confirmed_at is null returning *`,
    [user.id, opts.passwordHash, { ...opts.data, ...emailIdentityData(user.id, email, false) }],
  )
  if (!replaced) throw new Error('pending sign-up vanished while replacing it')
  await db.query(`delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'`, [user.id])
  return replaced
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
