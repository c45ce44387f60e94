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

/**
 * The RFC 6238 time step (30-s counter) a code belongs to, or null when it is not one of the current
 * step's or either neighbour's (clock skew). The caller accepts it only for a step later than the
 * factor's last accepted one.
 */
export function totpCodeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const totp = totpFor(secret, '', '')
  const delta = totp.validate({ token: code, timestamp: now, window: 1 })
  return delta === null ? null : totp.counter({ timestamp: now }) + delta
}

/**
 * Records the step as the factor's last accepted one if it is later (RFC 6238 §5.2: one use per code).
 * The update locks the factor's row, so two verifications of one code take turns and the second finds
 * the step taken. false = already used, or an older step than one used.
 */
export async function claimTotpStep(db: Db, factorId: string, step: number): Promise<boolean> {
  const claimed = await one<{ id: string }>(
    db,
    `update auth.mfa_factors set last_totp_step = $2
     where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
    [factorId, step],
  )
  return claimed !== null
}

export async function ownFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  const factor = /^[0-9a-f-]{36}$/i.test(factorId)
    ? await one<FactorRow>(db, 'select * from auth.mfa_factors where id = $1 and user_id = $2', [factorId, userId])
    : null
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found')
  return factor
}
