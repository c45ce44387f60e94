import path from 'node:path'
import type { AuthSettings, OAuthProviderConfig, ProviderName } from '../auth/deps.ts'
import type { StripeKeys } from '../../supabase/functions/_shared/card-payments.ts'
import { loadAuthSettings } from '../auth/settings.ts'
import { DEFAULT_CONCURRENCY_CAP, type ConcurrencyCap } from './concurrency-cap.ts'

/**
 * The local stack's settings, read once from the environment. Defaults follow the Supabase CLI's local
 * conventions so anyone who has run `supabase start` finds the same ports and keys.
 */
export interface StackConfig {
  /** API gateway: /auth/v1, /rest/v1 and the built PWA. */
  apiPort: number
  /** Embedded Postgres port (ignored when databaseUrl is set). */
  dbPort: number
  inboxPort: number
  smtpPort: number
  /** Where embedded Postgres and the signing keys live between runs. */
  dataDir: string
  /** Use an existing Postgres server instead of the embedded one. */
  databaseUrl?: string
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  /** Public origin of the PWA and API (same origin in start mode). */
  siteUrl: string
  /** Folder with the built PWA; null serves no app (tests, dev mode). */
  appDir: string | null
  /** Apply supabase/seed.sql the first time the database is migrated. */
  seed: boolean
  host: string
  quiet: boolean
  providers: Partial<Record<ProviderName, OAuthProviderConfig>>
  /** The Supabase URL the served build was made with, when not its own origin (VITE_SUPABASE_URL). */
  appApiUrl?: string
  /** Origins whose pages may call the APIs from a browser (ELSY_CORS_ALLOWED_ORIGINS); ['*']: any. */
  corsOrigins: string[]
  /** /rest/v1 requests one caller may have running and waiting (ELSY_REST_MAX_IN_FLIGHT, ELSY_REST_MAX_WAITING). */
  restConcurrency: ConcurrencyCap
  /** supabase/config.toml [auth] + GOTRUE_* variables; a test stack overrides single settings. */
  auth: AuthSettings
  /** Card payments: on when the three Stripe keys are set (ELSY_STRIPE_*), like a social sign-in provider. */
  stripe: StripeSettings | null
}

export interface StripeSettings extends StripeKeys {
  /** Where the SDK sends its requests instead of api.stripe.com (ELSY_STRIPE_API_URL): tests' fake Stripe. */
  apiUrl?: string
}

// The Supabase CLI's well-known local demo secret and keys: public knowledge, never for production.
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

const PROVIDER_ENV: Record<ProviderName, string> = {
  google: 'GOOGLE',
  linkedin_oidc: 'LINKEDIN',
  facebook: 'FACEBOOK',
}

function port(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${key} must be a port number (1-65535), got "${raw}"`)
  }
  return value
}

function count(env: NodeJS.ProcessEnv, key: string, fallback: number, min: number): number {
  const raw = env[key]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min) throw new Error(`${key} must be a whole number ≥ ${min}, got "${raw}"`)
  return value
}

function providersFrom(env: NodeJS.ProcessEnv): StackConfig['providers'] {
  const providers: StackConfig['providers'] = {}
  for (const [name, prefix] of Object.entries(PROVIDER_ENV) as [ProviderName, string][]) {
    const clientId = env[`ELSY_AUTH_${prefix}_CLIENT_ID`]
    const secret = env[`ELSY_AUTH_${prefix}_SECRET`]
    if (!clientId || !secret) continue
    providers[name] = {
      clientId,
      clientSecret: secret,
      issuer: env[`ELSY_AUTH_${prefix}_ISSUER`] || undefined,
      authorizationUrl: env[`ELSY_AUTH_${prefix}_AUTHORIZE_URL`] || undefined,
      tokenUrl: env[`ELSY_AUTH_${prefix}_TOKEN_URL`] || undefined,
      userinfoUrl: env[`ELSY_AUTH_${prefix}_USERINFO_URL`] || undefined,
    }
  }
  return providers
}

function stripeFrom(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = env.ELSY_STRIPE_SECRET_KEY
  const webhookSecret = env.ELSY_STRIPE_WEBHOOK_SECRET
  const publishableKey = env.ELSY_STRIPE_PUBLISHABLE_KEY
  if (!secretKey || !webhookSecret || !publishableKey) return null
  return { secretKey, webhookSecret, publishableKey, apiUrl: env.ELSY_STRIPE_API_URL || undefined }
}

export function readStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const apiPort = port(env, 'ELSY_API_PORT', 54321)
  const host = env.ELSY_HOST || '127.0.0.1'
  const jwtSecret = env.ELSY_JWT_SECRET || DEMO_JWT_SECRET
  const anonKey = env.ELSY_ANON_KEY || DEMO_ANON_KEY
  const serviceRoleKey = env.ELSY_SERVICE_ROLE_KEY || DEMO_SERVICE_ROLE_KEY
  if (env.NODE_ENV === 'production' && [jwtSecret, anonKey, serviceRoleKey].some(isDemoSecret)) {
    throw new Error(
      'Refusing to run with the public local demo JWT secret or keys while NODE_ENV=production. ' +
        'Set ELSY_JWT_SECRET, ELSY_ANON_KEY and ELSY_SERVICE_ROLE_KEY.',
    )
  }
  if (jwtSecret.length < 32) throw new Error('ELSY_JWT_SECRET must be at least 32 characters long')
  return {
    apiPort,
    dbPort: port(env, 'ELSY_DB_PORT', 54322),
    inboxPort: port(env, 'ELSY_INBOX_PORT', 54324),
    smtpPort: port(env, 'ELSY_SMTP_PORT', 54325),
    dataDir: path.resolve(env.ELSY_DATA_DIR || '.elsy'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    anonKey,
    serviceRoleKey,
    siteUrl: env.ELSY_SITE_URL || `http://${host}:${apiPort}`,
    appDir: env.ELSY_APP_DIR === '' ? null : path.resolve(env.ELSY_APP_DIR || 'dist'),
    seed: env.ELSY_SEED !== 'false',
    host,
    quiet: env.ELSY_QUIET === 'true',
    providers: providersFrom(env),
    appApiUrl: env.VITE_SUPABASE_URL || undefined,
    corsOrigins: (env.ELSY_CORS_ALLOWED_ORIGINS || '*').split(',').map((origin) => origin.trim()).filter(Boolean),
    restConcurrency: {
      inFlight: count(env, 'ELSY_REST_MAX_IN_FLIGHT', DEFAULT_CONCURRENCY_CAP.inFlight, 1),
      waiting: count(env, 'ELSY_REST_MAX_WAITING', DEFAULT_CONCURRENCY_CAP.waiting, 0),
    },
    auth: loadAuthSettings(env),
    stripe: stripeFrom(env),
  }
}

function isDemoSecret(value: string): boolean {
  return value === DEMO_JWT_SECRET || value === DEMO_ANON_KEY || value === DEMO_SERVICE_ROLE_KEY
}
