import { beforeAll, describe, expect, it } from 'vitest'
import { addAuthenticatorApp, as, createMember, errorCodeAs, su, type Who } from './db-as-role.ts'

// Row-level security and column privileges on profiles, attacked the way a signed-in or anonymous
// API caller would (PostgREST's role switch and JWT claims). 42501 = insufficient_privilege.

const anon: Who = { role: 'anon' }
let alice: { id: string; username: string; email: string }
let bob: { id: string; username: string; email: string }
const asAlice = () => ({ role: 'authenticated', sub: alice.id }) as const
const asBob = () => ({ role: 'authenticated', sub: bob.id }) as const

beforeAll(async () => {
  alice = await createMember({ first_name: 'Alice' })
  bob = await createMember({ first_name: 'Bob' })
})

async function firstName(id: string) {
  return (await su<{ first_name: string }>('select first_name from public.profiles where id = $1', [id])).rows[0]
    .first_name
}

describe('reading profiles', () => {
  it('a member reads their own profile', async () => {
    const { rows } = await as(asAlice(), 'select id, email from public.profiles where id = $1', [alice.id])
    expect(rows).toEqual([{ id: alice.id, email: alice.email }])
  })

  it("a member cannot read another member's profile, even by id", async () => {
    const { rows } = await as(asBob(), 'select * from public.profiles where id = $1', [alice.id])
    expect(rows).toEqual([])
    const all = await as<{ id: string }>(asBob(), 'select id from public.profiles')
    expect(all.rows.map((row) => row.id)).toEqual([bob.id])
  })

  it('anon cannot select from profiles at all, so no e-mail can be harvested', async () => {
    expect(await errorCodeAs(anon, 'select email from public.profiles')).toBe('42501')
    expect(await errorCodeAs(anon, 'select email from public.profiles where username = $1', [alice.username])).toBe(
      '42501',
    )
  })

  it('a super admin, like every other role, reads only their own profile from the table (others through admin functions)', async () => {
    const admin = await createMember()
    await su("update public.profiles set role = 'super_admin' where id = $1", [admin.id])
    await addAuthenticatorApp(admin.id)
    const read = (aal: 'aal1' | 'aal2') =>
      as({ role: 'authenticated', sub: admin.id, aal }, 'select id from public.profiles where id = any($1)', [[alice.id, bob.id, admin.id]])
    expect((await read('aal2')).rows).toEqual([{ id: admin.id }])
    expect((await read('aal1')).rows).toEqual([{ id: admin.id }])

    const owner = await createMember()
    await su("update public.profiles set role = 'country_owner' where id = $1", [owner.id])
    const seen = await as({ role: 'authenticated', sub: owner.id }, 'select id from public.profiles where id = $1', [alice.id])
    expect(seen.rows).toEqual([])
  })
})

describe('updating profiles', () => {
  it('a member updates their own first name, last name, phone and avatar', async () => {
    const result = await as(
      asAlice(),
      "update public.profiles set first_name = 'Alicia', last_name = 'Smith', phone = '+447700900123', avatar_url = 'https://img.test/a.png', updated_at = now() where id = $1",
      [alice.id],
    )
    expect(result.rowCount).toBe(1)
    expect(await firstName(alice.id)).toBe('Alicia')
  })

  it("a member cannot change another member's profile", async () => {
    const before = await firstName(alice.id)
    const result = await as(asBob(), "update public.profiles set first_name = 'Hacked' where id = $1", [alice.id])
    expect(result.rowCount).toBe(0)
    expect(await firstName(alice.id)).toBe(before)
  })

  it('a member cannot move their own row onto another id', async () => {
    expect(await errorCodeAs(asBob(), 'update public.profiles set id = $1 where id = $2', [alice.id, bob.id])).toBe('42501')
  })

  it.each([
    ['role', "'super_admin'"],
    ['email', "'stolen@example.test'"],
    ['username', "'brand_new_name'"],
    ['referral_code', "'MYCODE99'"],
    ['referred_by', 'null'],
    ['home_club_id', 'gen_random_uuid()'],
    ['created_at', 'now()'],
  ])('a member cannot change their own %s', async (column, value) => {
    const code = await errorCodeAs(asAlice(), `update public.profiles set ${column} = ${value} where id = $1`, [alice.id])
    expect(code).toBe('42501')
  })

  it('the role stays member after every attempt', async () => {
    const { rows } = await su<{ role: string }>('select role from public.profiles where id = $1', [alice.id])
    expect(rows[0].role).toBe('member')
  })

  it('nobody inserts or deletes profiles through the API', async () => {
    expect(
      await errorCodeAs(asAlice(), "insert into public.profiles (id, username) values (gen_random_uuid(), 'x_inserted')"),
    ).toBe('42501')
    expect(await errorCodeAs(asAlice(), 'delete from public.profiles where id = $1', [alice.id])).toBe('42501')
    expect(await errorCodeAs(anon, "update public.profiles set first_name = 'x'")).toBe('42501')
  })
})

describe('role helper', () => {
  it('answers only about the caller', async () => {
    const admin = await createMember()
    await su("update public.profiles set role = 'super_admin' where id = $1", [admin.id])
    const ask = (sub: string, aal: 'aal1' | 'aal2' = 'aal2') =>
      as<{ ok: boolean }>({ role: 'authenticated', sub, aal }, "select public.has_role(array['super_admin']::public.user_role[]) as ok")
    // The super admin role counts only once two steps are proved: an app on the account and an aal2 session.
    expect((await ask(admin.id)).rows[0].ok).toBe(false)
    await addAuthenticatorApp(admin.id)
    expect((await ask(admin.id)).rows[0].ok).toBe(true)
    expect((await ask(admin.id, 'aal1')).rows[0].ok).toBe(false)
    expect((await ask(alice.id)).rows[0].ok).toBe(false)
  })

  it('is not callable by anon', async () => {
    expect(await errorCodeAs(anon, "select public.has_role(array['member']::public.user_role[])")).toBe('42501')
  })
})
