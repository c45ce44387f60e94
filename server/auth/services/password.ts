import bcrypt from 'bcryptjs'
import { unprocessable, weakPassword } from '../errors.ts'

/** GoTrue's default GOTRUE_PASSWORD_MIN_LENGTH. */
export const MIN_PASSWORD_LENGTH = 6
/** bcrypt hashes the first 72 bytes and ignores the rest; GoTrue's crypto.MaxPasswordLength. */
export const MAX_PASSWORD_BYTES = 72

const BCRYPT_COST = 10

const passwordBytes = (password: string) => Buffer.byteLength(password, 'utf8')

export function checkPasswordStrength(password: string): void {
  // Bytes, not characters (Go's len() in GoTrue): 36 × "é" already fills bcrypt's 72 bytes, and a
  // longer password would be truncated silently, so two different ones would both sign in.
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) {
    throw unprocessable('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length'])
  }
}

/** bcrypt cost 10 with the $2a$ prefix, the format GoTrue (Go's x/crypto/bcrypt) writes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(BCRYPT_COST)).replace(/^\$2b\$/, '$2a$')
  return bcrypt.hash(password, salt)
}

/**
 * A hash of the same cost that no password matches in practice, compared against when there is no
 * user or no password, so an unknown account costs the same bcrypt round as a wrong password.
 */
let dummyHash: Promise<string> | null = null
const dummy = () => (dummyHash ??= hashPassword(`no account ${Math.random()}`))

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const real = Boolean(hash) && passwordBytes(password) <= MAX_PASSWORD_BYTES
  // Over 72 bytes it cannot be a stored password (they are refused when set), yet bcrypt would
  // compare only its prefix: run the dummy round so the answer still takes the usual time.
  const matches = await bcrypt.compare(password, real ? (hash as string) : await dummy())
  return real && matches
}
