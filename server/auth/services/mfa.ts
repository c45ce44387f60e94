import * as OTPAuth from 'otpauth'
import { renderSVG } from 'uqr'
import type { Db } from '../db.ts'
import { one } from '../db.ts'
import { notFound } from '../errors.ts'
import type { FactorRow } from './users.ts'

/** GoTrue's MFA challenge expiry default (GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION = 300 s). */
export const CHALLENGE_EXPIRY_SEC = 300
export const MAX_UNVERIFIED_FACTORS = 10

export function newTotp(issuer: string, label: string) {
  const secret = new OTPAuth.Secret({ size: 20 }).base32
  const uri = totpFor(secret, issuer, label).toString()
  // Raw SVG: supabase-js itself prefixes it with data:image/svg+xml;utf-8,
  return { secret, uri, qr_code: renderSVG(uri) }
}

function totpFor(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({ issuer, label, secret, algorithm: 'SHA1', digits: 6, period: 30 })
}

/** The code an authenticator app shows now for this secret (`npm run demo:code`). */
export function currentTotpCode(secret: string): string {
  return totpFor(secret, '', '').generate()
}

/** Accepts the current 30-s step and one either side, for clock skew. */
export function totpCodeValid(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false
  return totpFor(secret, '', '').validate({ token: code, window: 1 }) !== null
}

export async function ownFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  const factor = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await one<FactorRow>(db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId])
    : null
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}
