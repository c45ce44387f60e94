import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseConfigToml, type TomlTable, type TomlValue } from './config-toml.ts'
import { DEFAULT_AUTH_SETTINGS, type AuthSettings, type RateLimits } from './deps.ts'

export const CONFIG_TOML = path.resolve(import.meta.dirname, '../../supabase/config.toml')

/** Seconds in GoTrue's windows: e-mails per hour, the other limits per 5 minutes per IP. */
const HOUR = 3600
const FIVE_MINUTES = 300

/**
 * The auth settings as a Supabase project has them: supabase/config.toml first (what `supabase start`
 * reads), then GOTRUE_* variables (what a self-hosted GoTrue reads), which win. A value that is not
 * a boolean or a number where one is expected stops the start with the variable's name.
 */
export function loadAuthSettings(env: NodeJS.ProcessEnv = process.env, configPath = CONFIG_TOML): AuthSettings {
  let text = ''
  try {
    text = readFileSync(configPath, 'utf8')
  } catch {
    // No config.toml: defaults and environment only.
  }
  return authSettingsFrom(parseConfigToml(text, env), env)
}

export function authSettingsFrom(toml: TomlTable, env: NodeJS.ProcessEnv): AuthSettings {
  const auth = toml.auth ?? {}
  const email = toml['auth.email'] ?? {}
  const limits = toml['auth.rate_limit'] ?? {}
  const d = DEFAULT_AUTH_SETTINGS

  const rateLimits: Partial<RateLimits> = {}
  const perWindow = (value: number | undefined, durationSec: number) =>
    value === undefined ? undefined : { points: value, durationSec }
  const emailSent = perWindow(pickNumber(env, 'GOTRUE_RATE_LIMIT_EMAIL_SENT', limits.email_sent), HOUR)
  // Ours, not GoTrue's (the Supabase CLI refuses keys it does not know, so config.toml has it commented out).
  const emailSentPerAddress = perWindow(
    pickNumber(env, 'GOTRUE_RATE_LIMIT_EMAIL_SENT_PER_ADDRESS', limits.email_sent_per_address),
    HOUR,
  )
  const signInSignUps = perWindow(pickNumber(env, 'GOTRUE_RATE_LIMIT_OTP', limits.sign_in_sign_ups), FIVE_MINUTES)
  const tokenRefresh = perWindow(pickNumber(env, 'GOTRUE_RATE_LIMIT_TOKEN_REFRESH', limits.token_refresh), FIVE_MINUTES)
  const verify = perWindow(pickNumber(env, 'GOTRUE_RATE_LIMIT_VERIFY', limits.token_verifications), FIVE_MINUTES)
  if (emailSent) rateLimits.emailSent = emailSent
  if (emailSentPerAddress) rateLimits.emailSentPerAddress = emailSentPerAddress
  if (signInSignUps) Object.assign(rateLimits, { signIn: signInSignUps, signUp: signInSignUps })
  if (tokenRefresh) rateLimits.tokenRefresh = tokenRefresh
  if (verify) rateLimits.verify = verify
  const frequency = pickDuration(env, 'GOTRUE_SMTP_MAX_FREQUENCY', email.max_frequency)
  if (frequency !== undefined) rateLimits.emailFrequencySec = frequency

  const disableSignup = pickBool(env, 'GOTRUE_DISABLE_SIGNUP', invert(auth.enable_signup))
  return {
    signupEnabled: disableSignup === undefined ? d.signupEnabled : !disableSignup,
    emailSignupEnabled: pickBool(env, 'GOTRUE_EXTERNAL_EMAIL_ENABLED', email.enable_signup) ?? d.emailSignupEnabled,
    mailerAutoconfirm:
      pickBool(env, 'GOTRUE_MAILER_AUTOCONFIRM', invert(email.enable_confirmations)) ?? d.mailerAutoconfirm,
    secureEmailChange:
      pickBool(env, 'GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED', email.double_confirm_changes) ?? d.secureEmailChange,
    securePasswordChange:
      pickBool(env, 'GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION', email.secure_password_change) ??
      d.securePasswordChange,
    manualLinking: pickBool(env, 'GOTRUE_SECURITY_MANUAL_LINKING_ENABLED', auth.enable_manual_linking) ?? d.manualLinking,
    refreshTokenReuseIntervalSec:
      pickNumber(env, 'GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL', auth.refresh_token_reuse_interval) ??
      d.refreshTokenReuseIntervalSec,
    rateLimits,
  }
}

const invert = (value: TomlValue | undefined) => (typeof value === 'boolean' ? !value : value)

function pickBool(env: NodeJS.ProcessEnv, name: string, fromToml: TomlValue | undefined): boolean | undefined {
  const raw = env[name]
  if (raw !== undefined && raw !== '') {
    if (/^(true|1)$/i.test(raw)) return true
    if (/^(false|0)$/i.test(raw)) return false
    throw new Error(`${name} must be true or false, got "${raw}"`)
  }
  if (fromToml === undefined) return undefined
  if (typeof fromToml !== 'boolean') throw new Error(`config.toml: expected true or false, got ${String(fromToml)}`)
  return fromToml
}

function pickNumber(env: NodeJS.ProcessEnv, name: string, fromToml: TomlValue | undefined): number | undefined {
  const raw = env[name]
  const value = raw !== undefined && raw !== '' ? Number(raw) : fromToml
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`${raw !== undefined && raw !== '' ? name : 'config.toml'}: expected a whole number ≥ 0, got "${String(value)}"`)
  }
  return value
}

/** "1s", "1m30s", "60" (seconds): the Go durations config.toml and GoTrue use. */
function pickDuration(env: NodeJS.ProcessEnv, name: string, fromToml: TomlValue | undefined): number | undefined {
  const raw = env[name] || (typeof fromToml === 'string' ? fromToml : undefined)
  if (raw === undefined) return undefined
  if (/^\d+$/.test(raw)) return Number(raw)
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw)
  if (!parts || raw === '') throw new Error(`${name} / config.toml max_frequency: cannot read the duration "${raw}"`)
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0)
}
