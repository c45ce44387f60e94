import type { Db } from '../db.ts'
import { one } from '../db.ts'
import { badRequest, unprocessable } from '../errors.ts'
import type { ProviderUser } from './oauth.ts'
import { confirmEmail } from './signup-user.ts'
import { addProviderToAppMetadata, findUserByEmail, findUserById, isBanned, isConfirmed, type UserRow } from './users.ts'

async function insertIdentity(db: Db, userId: string, provider: string, p: ProviderUser) {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1, $2, $3, $4, now())`,
    [p.id, userId, p.identityData, provider],
  )
  await addProviderToAppMetadata(db, userId, provider)
}

export interface OAuthUserResult {
  user: UserRow
  /** The provider's address is unverified and the account is new or unconfirmed. */
  needsConfirmation: boolean
}

/**
 * GoTrue's createAccountFromExternalIdentity, simplified:
 * - linking (signed-in user asked to link): attach the identity, refuse one owned by another user;
 * - known identity: refresh its data and sign that user in;
 * - unknown identity, an account with the same address exists: link only when the provider says
 *   the address is verified (otherwise it would hand the account to whoever controls the provider login);
 * - otherwise create the user, metadata from the provider's claims, confirmed when verified.
 */
export async function findOrCreateOAuthUser(
  db: Db,
  provider: string,
  p: ProviderUser,
  linkTargetId: string | null,
  signupEnabled = true,
): Promise<OAuthUserResult> {
  const identity = await one<{ id: string; user_id: string }>(
    db,
    'select id, user_id from auth.identities where provider = $1 and provider_id = $2 for update',
    [provider, p.id],
  )
  let userId: string
  if (linkTargetId) {
    if (identity && identity.user_id !== linkTargetId) {
      throw unprocessable('identity_already_exists', 'Identity is already linked to another user')
    }
    if (!identity) await insertIdentity(db, linkTargetId, provider, p)
    userId = linkTargetId
  } else if (identity) {
    await db.query(
      'update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now() where id = $1',
      [identity.id, p.identityData],
    )
    userId = identity.user_id
  } else {
    const existing = p.email ? await findUserByEmail(db, p.email) : null
    if (existing && !p.emailVerified) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered')
    }
    if (existing) {
      await insertIdentity(db, existing.id, provider, p)
      userId = existing.id
    } else {
      if (!signupEnabled) throw unprocessable('signup_disabled', 'Signups not allowed for this instance')
      const created = await one<{ id: string }>(
        db,
        `insert into auth.users (aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ('authenticated', 'authenticated', $1, case when $2::boolean then now() end, $3, $4) returning id`,
        [p.email, p.emailVerified && p.email !== null, { provider, providers: [provider] }, p.identityData],
      )
      if (!created) throw new Error('user insert returned nothing')
      await db.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
         values ($1, $2, $3, $4, now())`,
        [p.id, created.id, p.identityData, provider],
      )
      userId = created.id
    }
  }
  if (p.emailVerified && p.email) {
    const u = await findUserById(db, userId)
    if (u && !isConfirmed(u) && u.email?.toLowerCase() === p.email) await confirmEmail(db, userId)
  }
  const user = await findUserById(db, userId)
  if (!user) throw new Error('oauth user vanished')
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned')
  return { user, needsConfirmation: !isConfirmed(user) }
}
