import type { Db } from '../db.ts'
import { one } from '../db.ts'
import { unprocessable } from '../errors.ts'
import { OTP_EXPIRY_SEC, tokenHash } from './otp.ts'

const invalidNonce = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid')

/**
 * GoTrue's verifyReauthentication: the nonce is the 6-digit code mailed by /reauthenticate, valid for
 * the mailer OTP lifetime and once. The user's row is locked so two updates cannot spend one nonce.
 */
export async function verifyNonce(db: Db, secret: string, userId: string, nonce: string): Promise<void> {
  const row = await one<{ email: string | null; reauthentication_token: string | null; reauthentication_sent_at: Date | null }>(
    db,
    'select email, reauthentication_token, reauthentication_sent_at from auth.users where id = $1 for update',
    [userId],
  )
  if (!row?.reauthentication_token || !row.reauthentication_sent_at || !row.email) throw invalidNonce()
  if (row.reauthentication_sent_at.getTime() + OTP_EXPIRY_SEC * 1000 < Date.now()) throw invalidNonce()
  if (tokenHash(secret, row.email, nonce) !== row.reauthentication_token) throw invalidNonce()
  await db.query(
    `update auth.users set reauthentication_token = '', reauthentication_sent_at = null, updated_at = now() where id = $1`,
    [userId],
  )
  await db.query(`delete from auth.one_time_tokens where user_id = $1 and token_type = 'reauthentication_token'`, [userId])
}
