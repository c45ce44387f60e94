import { describe, expect, it } from 'vitest'
import { createAuthUser, createMember, su, uniqueName } from './db-as-role.ts'

// The on_auth_user_created trigger: what a sign-up's metadata turns into, and which sign-ups it refuses.

interface ProfileRow {
  first_name: string | null
  last_name: string | null
  username: string
  email: string | null
  phone: string | null
  role: string
  referral_code: string
  referred_by: string | null
}

async function profile(id: string): Promise<ProfileRow | undefined> {
  const { rows } = await su<ProfileRow>('select * from public.profiles where id = $1', [id])
  return rows[0]
}

async function signUpError(metadata: Record<string, unknown>): Promise<{ code?: string; message: string }> {
  try {
    await createAuthUser(uniqueName().email, metadata)
  } catch (error) {
    return error as { code?: string; message: string }
  }
  throw new Error('the sign-up was accepted')
}

describe('profile from sign-up metadata', () => {
  it('copies names, username, phone and e-mail, defaults the role to member and gives an own referral code', async () => {
    const { username, email } = uniqueName()
    const id = await createAuthUser(email, {
      first_name: 'Nadia',
      last_name: 'Okafor',
      username,
      phone: '+14155550123',
      referral_code: null,
    })
    expect(await profile(id)).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Okafor',
      username,
      email,
      phone: '+14155550123',
      role: 'member',
      referred_by: null,
    })
    expect((await profile(id))?.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
  })

  it('gives every profile a different referral code', async () => {
    const a = await createMember()
    const b = await createMember()
    expect((await profile(a.id))?.referral_code).not.toBe((await profile(b.id))?.referral_code)
  })

  it('links a valid referral code (any case, spaces around) to the referrer', async () => {
    const referrer = await createMember()
    const code = (await profile(referrer.id))!.referral_code
    const friend = await createMember({ referral_code: `  ${code.toLowerCase()} ` })
    expect((await profile(friend.id))?.referred_by).toBe(referrer.id)
  })

  it('ignores an unknown referral code instead of failing the sign-up', async () => {
    const friend = await createMember({ referral_code: 'NOSUCHCODE' })
    const row = await profile(friend.id)
    expect(row).toBeDefined()
    expect(row?.referred_by).toBeNull()
  })

  it('never takes a role from the metadata', async () => {
    const sneaky = await createMember({ role: 'super_admin' })
    expect((await profile(sneaky.id))?.role).toBe('member')
  })

  it('generates a valid username and splits full_name for OAuth sign-ups without a username', async () => {
    const { email } = uniqueName('oauth.user+x')
    const id = await createAuthUser(email, { full_name: 'Grace Hopper Jr', avatar_url: 'https://img.test/g.png' })
    const row = await profile(id)
    expect(row).toMatchObject({ first_name: 'Grace', last_name: 'Hopper Jr' })
    expect(row?.username).toMatch(/^oauthuserx_[a-z0-9_-]+$/)
  })

  it('gives a second OAuth user with the same e-mail prefix a different username', async () => {
    const a = await createAuthUser(`samesame@a-${Date.now()}.test`, {})
    const b = await createAuthUser(`samesame@b-${Date.now()}.test`, {})
    const ua = (await profile(a))!.username
    const ub = (await profile(b))!.username
    expect(ua.toLowerCase()).not.toBe(ub.toLowerCase())
    expect(ub).toMatch(/^[A-Za-z0-9_-]{3,50}$/)
  })
})

describe('username rules at sign-up', () => {
  it('refuses a username shorter than 3 characters with the spec message', async () => {
    const error = await signUpError({ username: 'ab' })
    expect(error.code).toBe('23514')
    expect(error.message).toBe('Username must be at least 3 characters')
  })

  it('refuses characters other than letters, digits, underscore and hyphen with the spec message', async () => {
    for (const username of ['bad name', 'bad.name', 'bad@name', 'ñandú']) {
      const error = await signUpError({ username })
      expect(error.message).toBe('Username can only contain letters, numbers, underscores, and hyphens')
    }
  })

  it('refuses a username already taken, whatever its case', async () => {
    const taken = await createMember()
    const error = await signUpError({ username: taken.username.toUpperCase() })
    expect(error.code).toBe('23505')
    expect(error.message).toBe('Username is already taken')
  })

  it('keeps usernames unique case-insensitively even for direct writes', async () => {
    const taken = await createMember()
    const other = await createMember()
    await expect(
      su('update public.profiles set username = $1 where id = $2', [taken.username.toUpperCase(), other.id]),
    ).rejects.toMatchObject({ code: '23505' })
  })

  it('refuses a phone that is not E.164', async () => {
    const error = await signUpError({ username: uniqueName().username, phone: '555-0123' })
    expect(error.code).toBe('23514')
  })
})

describe('keeping the profile in step with auth.users', () => {
  it('follows a changed e-mail address', async () => {
    const member = await createMember()
    const next = uniqueName().email
    await su('update auth.users set email = $1 where id = $2', [next, member.id])
    expect((await profile(member.id))?.email).toBe(next)
  })

  it('stamps updated_at with the server clock, not the value sent', async () => {
    const member = await createMember()
    await su("update public.profiles set first_name = 'Renamed', updated_at = '2000-01-01' where id = $1", [member.id])
    const { rows } = await su<{ recent: boolean }>(
      "select updated_at > now() - interval '1 minute' as recent from public.profiles where id = $1",
      [member.id],
    )
    expect(rows[0].recent).toBe(true)
  })

  it('deletes the profile with the auth user', async () => {
    const member = await createMember()
    await su('delete from auth.users where id = $1', [member.id])
    expect(await profile(member.id)).toBeUndefined()
  })
})
