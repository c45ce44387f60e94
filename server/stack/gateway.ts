import { existsSync } from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { getConnInfo } from '@hono/node-server/conninfo'
import { apiError } from './api-error.ts'
import { bodyLimit } from './body-limit.ts'
import { compressJson } from './compress-json.ts'
import { concurrencyCap, DEFAULT_CONCURRENCY_CAP, type ConcurrencyCap, type VerifyToken } from './concurrency-cap.ts'
import { proxy, type Upstream } from './proxy.ts'
import { appSecurityHeaders } from './security-headers.ts'
import { staticFiles } from './static-files.ts'
import { BASE_LOCALE, requestLocale } from '../../src/i18n/locales.ts'

/** Largest request body /rest/v1 and /functions/v1 accept; the auth service sets its own. */
export const MAX_BODY_BYTES = 1024 * 1024
/** A body must have arrived this long after its headers (a trickled body ties up a connection). */
export const BODY_READ_TIMEOUT_MS = 30_000

export type ServiceState = 'up' | 'down' | 'starting' | 'restarting' | 'stopped'

/**
 * One origin for everything, like Supabase's API gateway (Kong) in front of its services:
 * /auth/v1 → our auth service, /rest/v1 → PostgREST, /functions/v1 → our functions, else → the built PWA.
 */
export function createGateway(opts: {
  auth: Hono
  functions: Hono
  postgrest: Upstream
  apiKeys: string[]
  appDir: string | null
  /** Each part's state for /health (the database, the mail catcher, …). */
  health: () => Promise<Record<string, ServiceState>>
  /** Supabase URLs the app was built against besides its own origin (the CSP's connect-src). */
  appApiUrls?: string[]
  maxBodyBytes?: number
  bodyReadTimeoutMs?: number
  /** Origins whose pages may call the APIs from a browser; unset or ['*']: any (Supabase's default). */
  corsOrigins?: string[]
  /** Requests one caller may have running (and waiting) on /rest/v1. */
  restConcurrency?: ConcurrencyCap
  /** The auth service's token check: a caller's lane is the token's subject only once its signature is good. */
  verifyToken: VerifyToken
}): Hono {
  const app = new Hono()

  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
  })
  app.get('/health', async (c) => {
    const services: Record<string, ServiceState> = { auth: 'up', rest: opts.postgrest.state(), ...(await opts.health()) }
    const down = Object.entries(services).filter(([, state]) => state !== 'up').map(([name, state]) => `${name} is ${state}`)
    c.header('cache-control', 'no-store')
    if (down.length === 0) return c.json({ status: 'ok', services })
    return c.json({ status: 'unavailable', code: 'service_unavailable', message: `Not every part is up: ${down.join(', ')}.`, services }, 503)
  })

  // Outermost on the APIs, so it sees the final answer (CORS headers included).
  app.use('/auth/v1/*', compressJson)
  app.use('/rest/v1/*', compressJson)
  app.use('/rest/v1', compressJson)
  app.use('/functions/v1/*', compressJson)

  // supabase-js in a browser on another origin (the Vite dev server, a deployment's app) calls the APIs
  // with its key and token in headers, never cookies: like Supabase's gateway (Kong's cors plugin) the
  // answer allows any origin, or only the configured ones, and never credentials.
  const apiCors = corsFor(opts.corsOrigins)
  app.use('/auth/v1/*', apiCors)
  app.use('/rest/v1/*', apiCors)
  app.use('/rest/v1', apiCors)
  app.use('/functions/v1/*', apiCors)

  app.use('/auth/v1/*', requireApiKey(opts.apiKeys, OPEN_AUTH_PATHS))
  app.use('/rest/v1/*', requireApiKey(opts.apiKeys, []))
  // Stripe calls its webhook with a signature, no key (a Supabase project's is deployed with --no-verify-jwt).
  app.use('/functions/v1/*', requireApiKey(opts.apiKeys, ['/functions/v1/stripe-webhook']))

  const limit = bodyLimit({
    maxBytes: opts.maxBodyBytes ?? MAX_BODY_BYTES,
    readTimeoutMs: opts.bodyReadTimeoutMs ?? BODY_READ_TIMEOUT_MS,
    tooLarge: (c) => apiError(c, 413, 'request_too_large', `The request body is larger than ${formatBytes(opts.maxBodyBytes ?? MAX_BODY_BYTES)}.`),
    tooSlow: (c) => apiError(c, 408, 'request_timeout', 'The request body did not arrive in time.'),
  })
  app.use('/rest/v1/*', limit)
  const cap = concurrencyCap(opts.restConcurrency ?? DEFAULT_CONCURRENCY_CAP, opts.verifyToken)
  app.use('/rest/v1/*', cap)
  app.use('/rest/v1', cap)
  app.use('/functions/v1/*', limit, forwardClientAddress)

  app.route('/auth/v1', opts.auth)
  app.route('/functions/v1', opts.functions)
  app.all('/rest/v1/*', (c) => proxy(c, opts.postgrest, '/rest/v1'))
  app.all('/rest/v1', (c) => proxy(c, opts.postgrest, '/rest/v1'))

  if (opts.appDir && existsSync(path.join(opts.appDir, 'index.html'))) mountApp(app, opts.appDir, appSecurityHeaders(opts.appApiUrls))
  return app
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} kB`
}

/**
 * The functions call the auth service in-process, where it sees no socket: they pass the caller's address
 * on in X-Forwarded-For, which is therefore set here from the socket, never taken from the client.
 */
async function forwardClientAddress(c: Context, next: () => Promise<void>) {
  let address = 'unknown'
  try {
    address = getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // app.request() without a socket (unit use)
  }
  const headers = new Headers(c.req.raw.headers)
  headers.delete('x-real-ip')
  headers.delete('forwarded')
  headers.set('x-forwarded-for', address)
  c.req.raw = new Request(c.req.raw, { headers })
  await next()
}

/**
 * The APIs' CORS: `*` unless origins are named (then only those, with Vary: Origin); the headers a preflight
 * asks for are allowed, as Kong does without a list.
 */
function corsFor(origins: string[] = ['*']) {
  return cors({ origin: origins.length === 0 || origins.includes('*') ? '*' : origins, exposeHeaders: EXPOSED })
}

const EXPOSED = ['content-range', 'x-supabase-api-version', 'range']

// Browser navigations (e-mail links, OAuth redirects) and public discovery carry no apikey header;
// Supabase's gateway leaves exactly these open.
const OPEN_AUTH_PATHS = ['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize', '/auth/v1/.well-known/jwks.json', '/auth/v1/health']

function requireApiKey(keys: string[], open: string[]) {
  return async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === 'OPTIONS' || open.includes(c.req.path)) return next()
    const key = c.req.header('apikey') ?? c.req.query('apikey')
    if (!key) return c.json({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, 401)
    if (!keys.includes(key)) return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401)
    await next()
  }
}

function mountApp(app: Hono, appDir: string, securityHeaders: Record<string, string>): void {
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value)
  })
  app.use(
    '*',
    staticFiles({
      root: appDir,
      cacheControl: appCacheControl,
      // Client-side routes: any other navigation gets the shell.
      fallback: 'index.html',
      noFallback: /^\/assets\//,
      // The public pages prerendered at build time in each language (scripts/prerender.ts), sent in the one this
      // device shows (its cookie) or its browser asks for; dist/index.html stays the empty shell.
      pages: { '/': 'prerendered/{variant}/index.html', '/explore': 'prerendered/{variant}/explore.html' },
      pageVariant: {
        of: (c) => requestLocale(c.req.header('cookie'), c.req.header('accept-language')),
        fallback: BASE_LOCALE,
        vary: ['Accept-Language', 'Cookie'],
      },
    }),
  )
}

/** Cache-Control of the built app's files (exported for the tests). */
export function appCacheControl(pathname: string, fallback: boolean): string {
  // Vite fingerprints these file names, so they never change.
  if (pathname.startsWith('/assets/') && !fallback) return 'public, max-age=31536000, immutable'
  // The service worker and the shell must be revalidated (ETag → 304), or updates never reach users.
  if (fallback || ['/', '/index.html', '/sw.js', '/manifest.webmanifest'].includes(pathname) || pathname.endsWith('.html')) return 'no-cache'
  // Icons and media keep their names across releases: a day, then revalidated. The service worker
  // precaches them with cache: 'reload', so its updates are not held back by this.
  return 'public, max-age=86400'
}
