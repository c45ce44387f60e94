import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/auth'

/** A confirmed authenticator app on the account, as Settings lists it. */
export interface TotpFactor {
  id: string
  name: string
  createdAt: string
}

/** What Settings shows while an authenticator app is being added. */
export interface TotpEnrolment {
  factorId: string
  /** data: URI of the auth service's QR code (SVG), when it sends one. */
  qrCode: string | null
  secret: string
  uri: string
}

export type TwoFactorResult<T = undefined> = { ok: true; value: T } | { ok: false; message: string }

/** The auth service's error codes in product words; anything else keeps its own message. */
export function twoFactorMessage(error: { code?: string; message?: string } | null | undefined): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return m.twostep_offline()
  switch (error?.code) {
    case 'mfa_verification_failed':
      return m.twostep_wrong_code()
    case 'mfa_challenge_expired':
    case 'mfa_factor_not_found':
      return m.twostep_expired()
    case 'too_many_requests':
    case 'over_request_rate_limit':
      return m.twostep_too_many()
    case 'mfa_factor_name_conflict':
      return m.twostep_name_taken()
    case 'insufficient_aal':
      return m.twostep_sign_in_again()
    case 'too_many_enrolled_mfa_factors':
      return m.twostep_too_many_setups()
    default:
      return error?.message || m.twostep_generic_error()
  }
}

function fail<T>(error: unknown): TwoFactorResult<T> {
  if (error && typeof error === 'object') return { ok: false, message: twoFactorMessage(error as { code?: string; message?: string }) }
  return { ok: false, message: twoFactorMessage({ message: String(error) }) }
}

/**
 * True when this session signed in with a password only and the account has a confirmed authenticator
 * app: the code step comes before anything else. Read from the stored session (its token's `aal` and its
 * user's factors), no request of its own.
 */
export async function needsSecondStep(): Promise<boolean> {
  // Offline the code could not be checked anyway, and reading an expired session would wait for supabase-js's
  // refresh retries (up to 30 s) on every page. The data such a session could reach offline is the device's
  // copy from an earlier full sign-in; back online, the next page asks for the code.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  return data?.currentLevel === 'aal1' && data.nextLevel === 'aal2'
}

/**
 * True when this session has not proved two steps because the account has no confirmed authenticator app: what
 * keeps a super admin out of the staff pages (the database grants the role only at aal2). Offline, false, like
 * needsSecondStep.
 */
export async function needsAuthenticatorApp(): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel()
  return data?.currentLevel !== 'aal2' && data?.nextLevel !== 'aal2'
}

/** Confirmed authenticator apps, asked of the auth service (GET /user), oldest first. */
export async function listTotpFactors(): Promise<TwoFactorResult<TotpFactor[]>> {
  try {
    const { data, error } = await supabase.auth.mfa.listFactors()
    if (error) return fail(error)
    const factors = data.totp
      .map((f) => ({ id: f.id, name: f.friendly_name || m.twostep_default_name(), createdAt: f.created_at }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    return { ok: true, value: factors }
  } catch (error) {
    return fail(error)
  }
}

/**
 * Starts adding an authenticator app. Set-ups left unfinished earlier are removed first: they are not
 * used for sign-in, but they would hold on to their names.
 */
export async function startTotpEnrolment(friendlyName: string): Promise<TwoFactorResult<TotpEnrolment>> {
  try {
    const listed = await supabase.auth.mfa.listFactors()
    if (listed.error) return fail(listed.error)
    for (const stale of listed.data.all.filter((f) => f.status === 'unverified')) {
      await supabase.auth.mfa.unenroll({ factorId: stale.id })
    }
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'ELSY' })
    if (error) return fail(error)
    return {
      ok: true,
      value: { factorId: data.id, qrCode: data.totp.qr_code || null, secret: data.totp.secret, uri: data.totp.uri },
    }
  } catch (error) {
    return fail(error)
  }
}

/**
 * Checks a code against one factor: confirms a new app, or lifts a password sign-in to two steps.
 * On success supabase-js stores the new (aal2) session.
 */
export async function verifyTotpCode(factorId: string, code: string): Promise<TwoFactorResult> {
  try {
    const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: code.replace(/\s+/g, '') })
    return error ? fail(error) : { ok: true, value: undefined }
  } catch (error) {
    return fail(error)
  }
}

/** The sign-in step: the code may come from any of the account's confirmed authenticator apps. */
export async function verifySignInCode(code: string): Promise<TwoFactorResult> {
  const listed = await listTotpFactors()
  if (!listed.ok) return listed
  if (listed.value.length === 0) return { ok: false, message: m.twostep_no_app_left() }
  let last: TwoFactorResult = { ok: false, message: twoFactorMessage({ code: 'mfa_verification_failed' }) }
  for (const factor of listed.value) {
    last = await verifyTotpCode(factor.id, code)
    if (last.ok || last.message !== twoFactorMessage({ code: 'mfa_verification_failed' })) return last
  }
  return last
}

export async function removeTotpFactor(factorId: string): Promise<TwoFactorResult> {
  try {
    const { error } = await supabase.auth.mfa.unenroll({ factorId })
    if (error) return fail(error)
    // The session's user still lists the factor until it is refreshed; the guard reads from there.
    await supabase.auth.refreshSession()
    return { ok: true, value: undefined }
  } catch (error) {
    return fail(error)
  }
}
