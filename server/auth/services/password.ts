import bcrypt from 'bcryptjs'
import { unprocessable, weakPassword } from '../errors.ts'

/** GoTrue's default GOTRUE_PASSWORD_MIN_LENGTH. */
export const MIN_PASSWORD_LENGTH = 6

export function checkPasswordStrength(password: string): void {
  if (password.length > 72) {
    // bcrypt only reads 72 bytes; GoTrue refuses longer passwords rather than silently truncate.
    throw unprocessable('validation_failed', 'Password cannot be longer than 72 characters')
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw weakPassword(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, ['length'])
  }
}

/** bcrypt cost 10 with the $2a$ prefix, the format GoTrue (Go's x/crypto/bcrypt) writes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = (await bcrypt.genSalt(10)).replace(/^\$2b\$/, '$2a$')
  return bcrypt.hash(password, salt)
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false
  return bcrypt.compare(password, hash)
}
