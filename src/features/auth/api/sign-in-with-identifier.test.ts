import { describe, expect, it, vi } from 'vitest'
import { createSignInWithIdentifier, type SignInAuth } from './sign-in-with-identifier'

function setup(response?: { status: number; body: unknown }, exists?: boolean) {
  const auth = {
    signInWithPassword: vi.fn<SignInAuth['signInWithPassword']>(async () => ({ error: null })),
    setSession: vi.fn<SignInAuth['setSession']>(async () => ({ error: null })),
  }
  const fetch = vi.fn(async () =>
    new Response(JSON.stringify(response?.body ?? {}), { status: response?.status ?? 200 }),
  ) as unknown as typeof globalThis.fetch & ReturnType<typeof vi.fn>
  const usernameExists = vi.fn(async (_username: string) => exists)
  const signIn = createSignInWithIdentifier({ auth, supabaseUrl: 'http://api.test/', anonKey: 'anon', fetch, usernameExists })
  return { auth, fetch, signIn, usernameExists }
}

describe('signInWithIdentifier', () => {
  it('signs in an e-mail address with supabase-js, trimmed', async () => {
    const { auth, fetch, signIn } = setup()
    expect(await signIn(' ana@example.com ', 'pw')).toEqual({ ok: true })
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'pw' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reports the server message of a failed e-mail sign-in', async () => {
    const { auth, signIn } = setup()
    auth.signInWithPassword.mockResolvedValueOnce({ error: { message: 'Email not confirmed' } })
    expect(await signIn('ana@example.com', 'pw')).toEqual({ ok: false, reason: 'auth', message: 'Email not confirmed' })
  })

  it('posts a username to the sign-in function and adopts the returned session', async () => {
    const { auth, fetch, signIn } = setup({ status: 200, body: { access_token: 'at', refresh_token: 'rt' } })
    expect(await signIn('ana_lopez', 'pw')).toEqual({ ok: true })
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('http://api.test/functions/v1/sign-in-with-username')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ username: 'ana_lopez', password: 'pw' })
    expect((init.headers as Record<string, string>).apikey).toBe('anon')
    expect(auth.setSession).toHaveBeenCalledWith({ access_token: 'at', refresh_token: 'rt' })
    expect(auth.signInWithPassword).not.toHaveBeenCalled()
  })

  it('reports "User not found" when the username does not exist', async () => {
    const { signIn, usernameExists } = setup(
      { status: 400, body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' } },
      false,
    )
    expect(await signIn('nobody', 'pw')).toEqual({
      ok: false,
      reason: 'user_not_found',
      message: 'No account found with this username.',
    })
    expect(usernameExists).toHaveBeenCalledWith('nobody')
  })

  it('keeps "Invalid login credentials" for an existing username or when existence is unknown', async () => {
    const body = { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }
    expect(await setup({ status: 400, body }, true).signIn('ana', 'bad')).toEqual({
      ok: false,
      reason: 'auth',
      message: 'Invalid login credentials',
    })
    expect(await setup({ status: 400, body }, undefined).signIn('ana', 'bad')).toMatchObject({ reason: 'auth' })
  })

  it('maps an explicit user_not_found code to the catalogue message', async () => {
    const { signIn } = setup({ status: 400, body: { code: 400, error_code: 'user_not_found', msg: 'User not found' } })
    expect(await signIn('nobody', 'pw')).toEqual({
      ok: false,
      reason: 'user_not_found',
      message: 'No account found with this username.',
    })
  })

  it('passes other server errors through, in either GoTrue error shape', async () => {
    const legacy = setup({ status: 429, body: { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' } })
    expect(await legacy.signIn('ana', 'bad')).toMatchObject({ reason: 'auth', message: 'Request rate limit reached' })
    const v2024 = setup({ status: 400, body: { code: 'email_not_confirmed', message: 'Email not confirmed' } })
    expect(await v2024.signIn('ana', 'pw')).toMatchObject({ reason: 'auth', message: 'Email not confirmed' })
    expect(v2024.auth.setSession).not.toHaveBeenCalled()
  })

  it('reports a network failure instead of throwing', async () => {
    const { fetch, signIn } = setup()
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await signIn('ana', 'pw')).toEqual({ ok: false, reason: 'auth', message: 'Failed to fetch' })
  })
})
