import { SignJWT, generateKeyPair } from 'jose'
import { describe, expect, it } from 'vitest'
import { DEMO_JWT_SECRET } from '../../server/stack/config.ts'
import { anonClient, signUpConfirmed, sql, stack } from './support.ts'

async function signInAgain(email: string, password: string) {
  const client = anonClient()
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  return { client, session: data.session }
}

describe('access tokens', () => {
  it('carries GoTrue claims, is ES256 with a kid from the JWKS, and getClaims verifies it', async () => {
    const { client, id, email } = await signUpConfirmed({}, 'claims')
    const { data, error } = await client.auth.getClaims()
    expect(error).toBeNull()
    expect(data?.header).toMatchObject({ alg: 'ES256', typ: 'JWT' })
    expect(data?.claims).toMatchObject({
      aud: 'authenticated',
      iss: `${stack().apiUrl}/auth/v1`,
      sub: id,
      email,
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    })
    expect(data?.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])
    expect(typeof data?.claims.session_id).toBe('string')
    const jwks = (await (await fetch(`${stack().apiUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string; d?: string }[] }
    expect(jwks.keys.map((k) => k.kid)).toContain(data?.header.kid)
    expect(jwks.keys.every((k) => k.d === undefined)).toBe(true)
  })

  it('rejects forged, expired and malformed tokens on GET /user', async () => {
    const { client, id } = await signUpConfirmed({}, 'forged')
    const session = (await client.auth.getSession()).data.session
    const claims = { sub: id, role: 'authenticated', aud: 'authenticated', session_id: (await client.auth.getClaims()).data?.claims.session_id }
    const now = Math.floor(Date.now() / 1000)

    const otherSecret = new TextEncoder().encode('another-secret-that-is-at-least-32-characters')
    const forgedHs = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + 600).sign(otherSecret)
    const { privateKey } = await generateKeyPair('ES256')
    const kid = JSON.parse(Buffer.from(session?.access_token.split('.')[0] ?? '', 'base64url').toString()).kid
    const forgedEs = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid }).setExpirationTime(now + 600).sign(privateKey)
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(new TextEncoder().encode(DEMO_JWT_SECRET))

    for (const token of [forgedHs, forgedEs, expired, 'not-a-jwt', `${session?.access_token}x`]) {
      const { data, error } = await anonClient().auth.getUser(token)
      expect(data.user).toBeNull()
      expect(error?.status).toBe(403)
      expect(error?.code).toBe('bad_jwt')
    }
    const { error } = await anonClient().auth.getUser(expired)
    expect(error?.message).toContain('token is expired')

    // The same claims signed with the shared secret are accepted (HS256 compatibility).
    const good = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(now + 600).sign(new TextEncoder().encode(DEMO_JWT_SECRET))
    expect((await anonClient().auth.getUser(good)).data.user?.id).toBe(id)
  })
})

describe('refresh tokens', () => {
  it('rotates on refresh and revokes the used token', async () => {
    const { client } = await signUpConfirmed({}, 'rotate')
    const first = (await client.auth.getSession()).data.session
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token)
    expect(data.session?.access_token).not.toBe(first?.access_token)
    const rows = await sql<{ token: string; revoked: boolean; parent: string | null }>(
      'select token, revoked, parent from auth.refresh_tokens where token = any($1)',
      [[first?.refresh_token, data.session?.refresh_token]],
    )
    expect(rows.find((r) => r.token === first?.refresh_token)?.revoked).toBe(true)
    expect(rows.find((r) => r.token === data.session?.refresh_token)).toMatchObject({ revoked: false, parent: first?.refresh_token })

    // Within the reuse interval the parent of the active token gets the active token back
    // (the client lost the previous answer), not a new branch.
    const retry = await anonClient().auth.refreshSession({ refresh_token: first?.refresh_token ?? '' })
    expect(retry.error).toBeNull()
    expect(retry.data.session?.refresh_token).toBe(data.session?.refresh_token)
  })

  it('refuses an unknown refresh token', async () => {
    const { error } = await anonClient().auth.refreshSession({ refresh_token: 'no-such-token' })
    expect(error?.code).toBe('refresh_token_not_found')
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found')
  })
})

describe('sign-out scopes', () => {
  it('others ends the other sessions, local ends this one, global ends all', async () => {
    const { client: a, email, password } = await signUpConfirmed({}, 'scopes')
    const { client: b, session: bSession } = await signInAgain(email, password)

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await a.auth.getUser()).data.user?.email).toBe(email)
    const bUser = await anonClient().auth.getUser(bSession.access_token)
    expect(bUser.error?.name).toBe('AuthSessionMissingError')
    expect((await anonClient().auth.refreshSession({ refresh_token: bSession.refresh_token })).error?.code).toBe(
      'refresh_token_not_found',
    )
    void b

    const aSession = (await a.auth.getSession()).data.session
    const { client: c, session: cSession } = await signInAgain(email, password)
    expect((await a.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect((await anonClient().auth.getUser(aSession?.access_token)).error?.name).toBe('AuthSessionMissingError')
    expect((await anonClient().auth.getUser(cSession.access_token)).data.user?.email).toBe(email)

    const { session: dSession } = await signInAgain(email, password)
    expect((await c.auth.signOut()).error).toBeNull() // default scope: global
    for (const s of [cSession, dSession]) {
      expect((await anonClient().auth.getUser(s.access_token)).error?.name).toBe('AuthSessionMissingError')
    }
    const [{ n } = { n: '-1' }] = await sql<{ n: string }>(
      'select count(*) as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1',
      [email],
    )
    expect(n).toBe('0')
  })
})
