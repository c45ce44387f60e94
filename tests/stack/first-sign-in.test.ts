import { afterAll, describe, expect, it } from 'vitest'
import { anonClient, serviceClient, signUpConfirmed, sql } from './support.ts'

// The login toast welcomes a first sign-in and welcomes back the later ones: public.first_sign_in() tells which.

const created: string[] = []
afterAll(async () => {
  for (const id of created) await serviceClient().auth.admin.deleteUser(id)
})

describe('public.first_sign_in()', () => {
  it('is true after the first sign-in of an account and false after the next one', async () => {
    const user = await signUpConfirmed({}, 'firstsignin')
    created.push(user.id)
    expect(await user.client.rpc('first_sign_in')).toMatchObject({ data: true, error: null })

    const again = anonClient()
    const { error } = await again.auth.signInWithPassword({ email: user.email, password: user.password })
    expect(error).toBeNull()
    expect(await again.rpc('first_sign_in')).toMatchObject({ data: false, error: null })
    // A token refresh is not a sign-in.
    await again.auth.refreshSession()
    expect(await again.rpc('first_sign_in')).toMatchObject({ data: false, error: null })
  })

  it('is false for the demo accounts, who have signed in before', async () => {
    const client = anonClient()
    const { error } = await client.auth.signInWithPassword({ email: 'member@elsy.test', password: 'ElsyDemo!2026' })
    expect(error).toBeNull()
    expect(await client.rpc('first_sign_in')).toMatchObject({ data: false, error: null })
  })

  it('keeps the marks out of reach: no direct reads, and visitors cannot ask', async () => {
    const user = await signUpConfirmed({}, 'firstsignin')
    created.push(user.id)
    const read = await user.client.from('sign_in_marks').select('*')
    expect(read.error).not.toBeNull()
    const visitor = await anonClient().rpc('first_sign_in')
    expect(visitor.error).not.toBeNull()
    const [row] = await sql<{ previous_sign_in_at: Date | null }>('select previous_sign_in_at from public.sign_in_marks where user_id = $1', [user.id])
    expect(row.previous_sign_in_at).toBeNull()
  })
})
