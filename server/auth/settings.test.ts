import { describe, expect, it } from 'vitest'
import { parseConfigToml } from './config-toml.ts'
import { DEFAULT_AUTH_SETTINGS } from './deps.ts'
import { authSettingsFrom, loadAuthSettings } from './settings.ts'

const TOML = `
[auth]
enable_signup = false # closed
enable_manual_linking = false
refresh_token_reuse_interval = 3

[auth.email]
enable_signup = true
enable_confirmations = false
double_confirm_changes = false
secure_password_change = true
max_frequency = "1m30s"

[auth.rate_limit]
email_sent = 4
sign_in_sign_ups = 5
token_refresh = 6
token_verifications = 7
`

describe('auth settings', () => {
  it('reads config.toml the way the Supabase CLI names things', () => {
    expect(authSettingsFrom(parseConfigToml(TOML), {})).toEqual({
      signupEnabled: false,
      emailSignupEnabled: true,
      mailerAutoconfirm: true,
      secureEmailChange: false,
      securePasswordChange: true,
      manualLinking: false,
      refreshTokenReuseIntervalSec: 3,
      rateLimits: {
        emailSent: { points: 4, durationSec: 3600 },
        signIn: { points: 5, durationSec: 300 },
        signUp: { points: 5, durationSec: 300 },
        tokenRefresh: { points: 6, durationSec: 300 },
        verify: { points: 7, durationSec: 300 },
        emailFrequencySec: 90,
      },
    })
  })

  it('lets GOTRUE_* variables win over config.toml', () => {
    const env = {
      GOTRUE_DISABLE_SIGNUP: 'false',
      GOTRUE_MAILER_AUTOCONFIRM: 'false',
      GOTRUE_SECURITY_MANUAL_LINKING_ENABLED: 'true',
      GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0',
      GOTRUE_RATE_LIMIT_EMAIL_SENT: '9',
      GOTRUE_RATE_LIMIT_EMAIL_SENT_PER_ADDRESS: '3',
    }
    const settings = authSettingsFrom(parseConfigToml(TOML), env)
    expect(settings).toMatchObject({ signupEnabled: true, mailerAutoconfirm: false, manualLinking: true, refreshTokenReuseIntervalSec: 0 })
    expect(settings.rateLimits.emailSent).toEqual({ points: 9, durationSec: 3600 })
    expect(settings.rateLimits.emailSentPerAddress).toEqual({ points: 3, durationSec: 3600 })
  })

  it('refuses values it cannot read, naming them', () => {
    expect(() => authSettingsFrom(parseConfigToml(TOML), { GOTRUE_DISABLE_SIGNUP: 'nope' })).toThrow(/GOTRUE_DISABLE_SIGNUP/)
    expect(() => authSettingsFrom(parseConfigToml(TOML), { GOTRUE_RATE_LIMIT_VERIFY: '-1' })).toThrow(/GOTRUE_RATE_LIMIT_VERIFY/)
    expect(() => parseConfigToml('[auth]\nenable_signup = maybe')).toThrow(/line 2/)
  })

  it('substitutes env() and falls back to the defaults without a file', () => {
    expect(parseConfigToml('[x]\nid = "env(CLIENT)"', { CLIENT: 'abc' }).x).toEqual({ id: 'abc' })
    expect(loadAuthSettings({}, '/nonexistent/config.toml')).toEqual(DEFAULT_AUTH_SETTINGS)
  })

  it("the repository config.toml keeps the local stack's behaviour and Supabase's rate limits", () => {
    const settings = loadAuthSettings({})
    expect(settings).toMatchObject({
      signupEnabled: true,
      emailSignupEnabled: true,
      mailerAutoconfirm: false,
      secureEmailChange: true,
      securePasswordChange: false,
      manualLinking: true,
      refreshTokenReuseIntervalSec: 10,
    })
    expect(settings.rateLimits).toMatchObject({
      emailSent: { points: 30, durationSec: 3600 },
      signIn: { points: 30, durationSec: 300 },
      tokenRefresh: { points: 150, durationSec: 300 },
      verify: { points: 30, durationSec: 300 },
    })
  })
})
