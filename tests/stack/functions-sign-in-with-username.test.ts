import { describe, expect, it } from 'vitest'
import { anonClient, signUpConfirmed, stack } from './support.ts'

async function callFunction(body: unknown) {
  const response = await fetch(`${stack().apiUrl}/functions/v1/sign-in-with-username`, {
    method: 'POST',
    headers: { apikey: stack().anonKey, authorization: `Bearer ${stack().anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('sign-in with username', () => {
  it('returns a session that supabase-js accepts, for the right password', async () => {
    const player = await signUpConfirmed({}, 'uname')
    const { status, body } = await callFunction({ username: player.username.toUpperCase(), password: player.password })
    expect(status).toBe(200)
    const client = anonClient()
    const { data, error } = await client.auth.setSession({
      access_token: body.access_token as string,
      refresh_token: body.refresh_token as string,
    })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(player.id)
  })

  it('answers a wrong password and an unknown username identically, without an e-mail', async () => {
    const player = await signUpConfirmed({}, 'uname')
    const wrongPassword = await callFunction({ username: player.username, password: 'Wrong#12345' })
    const unknownUser = await callFunction({ username: `nobody_${Date.now()}`, password: 'Wrong#12345' })
    expect(wrongPassword).toEqual(unknownUser)
    expect(wrongPassword.status).toBe(400)
    expect(wrongPassword.body.msg).toBe('Invalid login credentials')
    expect(JSON.stringify(wrongPassword.body)).not.toContain('@')
  })

  it('refuses malformed bodies with a validation error', async () => {
    for (const body of [{}, { username: 'x' }, { username: 42, password: ['a'] }, 'not json']) {
      const { status, body: answer } = await callFunction(body)
      expect(status).toBe(400)
      expect(answer.error_code).toBe('validation_failed')
    }
  })

  it('is closed without an API key, like every API path', async () => {
    const response = await fetch(`${stack().apiUrl}/functions/v1/sign-in-with-username`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(401)
  })

  it('does not let the anonymous role resolve usernames to e-mails through the data API', async () => {
    const player = await signUpConfirmed({}, 'uname')
    const { data, error } = await anonClient().rpc('email_for_username', { username: player.username })
    expect(data).toBeNull()
    expect(error?.code).toBe('42501')
    const exists = await anonClient().rpc('username_exists', { username: player.username })
    expect(exists.data).toBe(true)
  })
})
