import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createGateway } from './gateway.ts'

// A deployment that names its origins: only those are let in, still without credentials.
function gateway(corsOrigins?: string[]) {
  const auth = new Hono()
  auth.get('/settings', (c) => c.json({}))
  return createGateway({
    // No tokens are checked here: every caller counts by address.
    verifyToken: async () => null,
    auth,
    functions: new Hono(),
    postgrest: { name: 'PostgREST', url: 'http://127.0.0.1:9', state: () => 'up', retryInMs: () => 0 },
    apiKeys: ['key'],
    appDir: null,
    health: async () => ({}),
    corsOrigins,
  })
}

const preflight = (app: Hono, origin: string) =>
  app.request('/rest/v1/clubs', {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'apikey' },
  })

describe('CORS allowed origins', () => {
  it('answers * by default, like Supabase', async () => {
    const answer = await preflight(gateway(), 'https://evil.example')
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('lets in only the configured origins', async () => {
    const app = gateway(['https://app.elsy.example'])
    expect((await preflight(app, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    const allowed = await app.request('/auth/v1/settings', { headers: { origin: 'https://app.elsy.example', apikey: 'key' } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.elsy.example')
    expect(allowed.headers.get('vary')).toContain('Origin')
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull()
  })
})
