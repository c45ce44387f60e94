import type { Db } from '../db.ts'
import { one } from '../db.ts'
import { AuthError } from '../errors.ts'

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change_token_new: string | null
  email_change: string | null
  email_change_sent_at: Date | null
  email_change_token_current: string | null
  /** 0 = nothing confirmed yet, 1 = one of the two addresses confirmed (secure e-mail change). */
  email_change_confirm_status: number | null
  reauthentication_token: string | null
  reauthentication_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date
  updated_at: Date
  phone: string | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  banned_until: Date | null
  is_anonymous: boolean
  deleted_at: Date | null
}

export interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: 'verified' | 'unverified'
  created_at: Date
  updated_at: Date
  secret: string | null
  last_challenged_at: Date | null
}

export const findUserById = (db: Db, id: string) =>
  one<UserRow>(db, 'select * from auth.users where id = $1 and deleted_at is null', [id])

export const findUserByEmail = (db: Db, email: string) =>
  one<UserRow>(
    db,
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null',
    [email],
  )

export const isConfirmed = (u: UserRow) => u.email_confirmed_at !== null || u.phone_confirmed_at !== null
/** Invited and not yet accepted: only the invitation link may confirm it and choose its password. */
export const isPendingInvitation = (u: UserRow) => u.invited_at !== null && !isConfirmed(u)
export const isBanned = (u: UserRow) => u.banned_until !== null && u.banned_until.getTime() > Date.now()

/** GoTrue's answer to a banned user: 400 at a grant, 403 at /verify and at calls made with an access token. */
export const userBanned = (status: 400 | 403 = 400) => new AuthError(status, 'user_banned', 'User is banned')

export async function listIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows
}

export async function listFactors(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : undefined)

export function serializeIdentity(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }
}

export function serializeFactor(f: FactorRow) {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? undefined,
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at),
  }
}

/** The user object as GoTrue marshals models.User (undefined fields are omitted from JSON). */
export async function serializeUser(db: Db, u: UserRow) {
  const [identities, factors] = await Promise.all([listIdentities(db, u.id), listFactors(db, u.id)])
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(serializeIdentity),
    factors: factors.length ? factors.map(serializeFactor) : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
  }
}

export type UserJson = Awaited<ReturnType<typeof serializeUser>>

/** Appends a provider to app_metadata.providers (GoTrue keeps the first provider in `provider`). */
export async function addProviderToAppMetadata(db: Db, userId: string, provider: string): Promise<void> {
  await db.query(
    `update auth.users set raw_app_meta_data = jsonb_set(
       coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('provider',
         coalesce(raw_app_meta_data ->> 'provider', $2::text)),
       '{providers}',
       (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
          select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
          union select $2::text) s)),
       updated_at = now()
     where id = $1`,
    [userId, provider],
  )
}
