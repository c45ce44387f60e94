import { existsSync } from 'node:fs'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { serveStatic } from '@hono/node-server/serve-static'

/**
 * One origin for everything, like Supabase's API gateway (Kong) in front of its services:
 * /auth/v1 → our auth service, /rest/v1 → PostgREST, /functions/v1 → our functions, else → the built PWA.
 */
export function createGateway(opts: {
  auth: Hono
  functions: Hono
  postgrestUrl: string
  apiKeys: string[]
  appDir: string | null
}): Hono {
  const app = new Hono()

  // supabase-js in a browser on another origin (the Vite dev server) sends these headers.
  app.use(
    '/auth/v1/*',
    cors({ origin: (origin) => origin, credentials: true, allowHeaders: API_HEADERS, exposeHeaders: EXPOSED }),
  )
  app.use('/rest/v1/*', cors({ origin: (origin) => origin, allowHeaders: API_HEADERS, exposeHeaders: EXPOSED }))
  app.use('/functions/v1/*', cors({ origin: (origin) => origin, allowHeaders: API_HEADERS, exposeHeaders: EXPOSED }))

  app.use('/auth/v1/*', requireApiKey(opts.apiKeys, OPEN_AUTH_PATHS))
  app.use('/rest/v1/*', requireApiKey(opts.apiKeys, []))
  app.use('/functions/v1/*', requireApiKey(opts.apiKeys, []))

  app.route('/auth/v1', opts.auth)
  app.route('/functions/v1', opts.functions)
  app.all('/rest/v1/*', (c) => proxy(c, opts.postgrestUrl, '/rest/v1'))
  app.all('/rest/v1', (c) => proxy(c, opts.postgrestUrl, '/rest/v1'))

  if (opts.appDir && existsSync(path.join(opts.appDir, 'index.html'))) mountApp(app, opts.appDir)
  return app
}

const API_HEADERS = [
  'authorization', 'apikey', 'content-type', 'x-client-info', 'x-supabase-api-version', 'prefer', 'range',
  'accept-profile', 'content-profile', 'x-retry-count',
]
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

const HOP_BY_HOP = ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'accept-encoding']

async function proxy(c: Context, target: string, prefix: string): Promise<Response> {
  const incoming = new URL(c.req.url)
  const url = target + incoming.pathname.slice(prefix.length) + incoming.search
  const headers = new Headers(c.req.raw.headers)
  for (const name of HOP_BY_HOP) headers.delete(name)
  // Kong forwards the apikey as the bearer token when the client sent none.
  if (!headers.get('authorization') && headers.get('apikey')) headers.set('authorization', `Bearer ${headers.get('apikey')}`)
  const hasBody = !['GET', 'HEAD'].includes(c.req.method)
  const upstream = await fetch(url, {
    method: c.req.method,
    headers,
    body: hasBody ? await c.req.arrayBuffer() : undefined,
  })
  const responseHeaders = new Headers(upstream.headers)
  // fetch has already decoded the body.
  responseHeaders.delete('content-encoding')
  responseHeaders.delete('content-length')
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders })
}

function mountApp(app: Hono, appDir: string): void {
  const root = path.relative(process.cwd(), appDir) || '.'
  app.use('/assets/*', async (c, next) => {
    await next()
    // Vite fingerprints these file names, so they never change.
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', async (c, next) => {
    await next()
    // The service worker and the shell must be revalidated, or updates never reach users.
    if (['/sw.js', '/index.html', '/', '/manifest.webmanifest'].includes(c.req.path)) c.header('Cache-Control', 'no-cache')
  })
  app.use('*', serveStatic({ root }))
  // Client-side routes: any other navigation gets the shell.
  app.get('*', serveStatic({ root, path: 'index.html' }))
}
