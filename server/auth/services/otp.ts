import { createHmac, randomInt } from 'node:crypto'
import type { Db } from '../db.ts'
import { one } from '../db.ts'
import type { MailKind } from '../mail/templates.ts'
import type { UserRow } from './users.ts'

/** GoTrue's mailer OTP expiry default (GOTRUE_MAILER_OTP_EXP = 1 hour). */
export const OTP_EXPIRY_SEC = 3600
const PKCE_PREFIX = 'pkce_'

type TokenColumn =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token'

interface TokenColumns {
  token: TokenColumn
  sentAt: 'confirmation_sent_at' | 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at'
  ottType: TokenColumn
}

// Column names come only from this fixed table, never from input.
const COLUMNS: Record<MailKind, TokenColumns> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', ottType: 'confirmation_token' },
  invite: { token: 'confirmation_token', sentAt: 'confirmation_sent_at', ottType: 'confirmation_token' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at', ottType: 'recovery_token' },
  magiclink: { token: 'recovery_token', sentAt: 'recovery_sent_at', ottType: 'recovery_token' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at', ottType: 'email_change_token_new' },
  email_change_current: {
    token: 'email_change_token_current',
    sentAt: 'email_change_sent_at',
    ottType: 'email_change_token_current',
  },
  reauthentication: {
    token: 'reauthentication_token',
    sentAt: 'reauthentication_sent_at',
    ottType: 'reauthentication_token',
  },
}

export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * GoTrue's crypto.GenerateTokenHash is hex(sha224(email + otp)); ours is keyed with the service's
 * secret. Unkeyed, anyone could hash each of the million codes for an address and try them as
 * token_hash, around the per-address lock on codes; keyed, a token hash can only come from a mail.
 * Same length and shape, so links and supabase-js's verifyOtp({ token_hash }) work unchanged.
 */
export const tokenHash = (secret: string, email: string, otp: string) =>
  createHmac('sha224', secret).update(`${email.toLowerCase()}${otp}`).digest('hex')

export const lastSentAt = (user: UserRow, kind: MailKind): Date | null => user[COLUMNS[kind].sentAt]

/**
 * Stores a fresh e-mail token for the user and returns what goes in the mail. `pkce` prefixes the
 * stored hash, so /verify knows to answer with an auth code instead of tokens.
 */
export async function issueEmailToken(
  db: Db,
  secret: string,
  user: UserRow,
  kind: MailKind,
  email: string,
  pkce: boolean,
) {
  const otp = generateOtp()
  const hash = (pkce ? PKCE_PREFIX : '') + tokenHash(secret, email, otp)
  const col = COLUMNS[kind]
  await db.query(`update auth.users set ${col.token} = $2, ${col.sentAt} = now(), updated_at = now() where id = $1`, [
    user.id,
    hash,
  ])
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, updated_at = now()`,
    [user.id, col.ottType, hash, email.toLowerCase()],
  )
  return { hash, otp }
}

/**
 * The user holding this token hash for the kind, and whether it came from a PKCE flow. The row is
 * locked: two verifications of one link, or of both halves of an e-mail change, run one after the
 * other and the second sees what the first did.
 */
export async function findUserByEmailToken(db: Db, kind: MailKind, hash: string) {
  const col = COLUMNS[kind]
  const bare = hash.startsWith(PKCE_PREFIX) ? hash.slice(PKCE_PREFIX.length) : hash
  // Stored hashes are 56 hex characters; anything longer cannot match.
  if (!bare || bare.length > 255) return null
  const user = await one<UserRow>(
    db,
    `select * from auth.users where deleted_at is null and (${col.token} = $1 or ${col.token} = $2) for update`,
    [bare, PKCE_PREFIX + bare],
  )
  if (!user) return null
  const sentAt = user[col.sentAt]
  const expired = !sentAt || sentAt.getTime() + OTP_EXPIRY_SEC * 1000 < Date.now()
  return { user, pkce: (user[col.token] ?? '').startsWith(PKCE_PREFIX), expired }
}

export async function consumeEmailToken(db: Db, userId: string, kind: MailKind): Promise<void> {
  const col = COLUMNS[kind]
  await db.query(`update auth.users set ${col.token} = '', updated_at = now() where id = $1`, [userId])
  await db.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [userId, col.ottType])
}
