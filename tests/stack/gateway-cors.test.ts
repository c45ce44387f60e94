import { describe, expect, it } from 'vitest'
import { request } from './raw-http.ts'
import { stack } from './support.ts'

// A page on another origin (a hostile one) calling the APIs from a visitor's browser: the gateway answers as
// Supabase's does (Kong's cors plugin as the CLI configures it): any origin may call, never with credentials.

const EVIL = 'https://evil.example'

const preflight = (path: string, method: string) =>
  request(`${stack().apiUrl}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: EVIL,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
    },
  })

describe('CORS on the APIs', () => {
  for (const [path, method] of [
    ['/auth/v1/token?grant_type=password', 'POST'],
    ['/auth/v1/user', 'GET'],
    ['/rest/v1/clubs?select=id', 'GET'],
    ['/functions/v1/sign-in-with-username', 'POST'],
  ] as const) {
    it(`a preflight to ${path} from any origin gets *, never credentials`, async () => {
      const answer = await preflight(path, method)
      expect(answer.status).toBeLessThan(300)
      expect(answer.headers['access-control-allow-origin']).toBe('*')
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
      expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization')
    })
  }

  it('an actual request from an evil origin is answered with *, without credentials', async () => {
    for (const path of ['/auth/v1/settings', '/rest/v1/clubs?select=id&limit=1']) {
      const answer = await request(`${stack().apiUrl}${path}`, { headers: { origin: EVIL, apikey: stack().anonKey } })
      expect(answer.status).toBe(200)
      expect(answer.headers['access-control-allow-origin']).toBe('*')
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })
})
