import { describe, expect, it } from 'vitest'
import { serviceClient, signUpConfirmed, sql, stack, uniqueUser } from './support.ts'

// The auth service's edges: body size, unknown paths and methods, the admin API's inputs.

const auth = (path: string) => `${stack().apiUrl}/auth/v1${path}`
const anonHeaders = () => ({ apikey: stack().anonKey, 'content-type': 'application/json' })
const adminHeaders = () => ({ apikey: stack().serviceRoleKey, authorization: `Bearer ${stack().serviceRoleKey}` })
const MB = 1024 * 1024

describe('request body size', () => {
  it('answers 413 with a JSON error for a sign-up body over 1 MB, storing nothing', async () => {
    const user = uniqueUser('huge')
    const body = JSON.stringify({ email: user.email, password: user.password, data: { bio: 'x'.repeat(10 * MB) } })
    const res = await fetch(auth('/signup'), { method: 'POST', headers: anonHeaders(), body })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ code: 413, error_code: 'request_too_large', msg: 'Request body cannot be larger than 1 MB' })
    expect((await sql('select 1 from auth.users where email = $1', [user.email])).length).toBe(0)
  })

  it('also stops a chunked body without Content-Length, in the 2024-01-01 error shape when asked', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * MB) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const res = await fetch(auth('/token?grant_type=password'), {
      method: 'POST',
      headers: { ...anonHeaders(), 'X-Supabase-Api-Version': '2024-01-01' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ code: 'request_too_large', message: 'Request body cannot be larger than 1 MB' })
    // The connection it came on is still good for the next request.
    expect((await fetch(auth('/health'), { headers: anonHeaders() })).status).toBe(200)
  })

  it('still accepts a body just under the limit (then judges its content)', async () => {
    const body = JSON.stringify({ email: 'x@example.test', password: 'y'.repeat(MB - 100) })
    const res = await fetch(auth('/token?grant_type=password'), { method: 'POST', headers: anonHeaders(), body })
    expect(res.status).toBe(400)
  })
})

describe('unknown paths and methods', () => {
  it('answers unknown paths with a JSON 404 in GoTrue’s shape', async () => {
    for (const path of ['/nope', '/admin/nope', '/user/x/y', '/']) {
      const res = await fetch(auth(path), { headers: anonHeaders() })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(await res.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Not Found' })
    }
  })

  it('answers a known path with the wrong method with a JSON 405', async () => {
    for (const [method, path] of [['DELETE', '/signup'], ['GET', '/token'], ['PATCH', '/user'], ['POST', '/settings']]) {
      const res = await fetch(auth(path as string), { method, headers: anonHeaders() })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(await res.json()).toEqual({ code: 405, error_code: 'method_not_allowed', msg: 'Method Not Allowed' })
    }
  })

  it('uses the 2024-01-01 shape for a 404 when the client asks for it', async () => {
    const res = await fetch(auth('/nope'), { headers: { ...anonHeaders(), 'X-Supabase-Api-Version': '2024-01-01' } })
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Not Found' })
  })
})

describe('admin API inputs', () => {
  it('creates users whose user_metadata is exactly what the admin gave', async () => {
    const user = uniqueUser('exact')
    const given = { first_name: 'Exact', last_name: 'Copy', username: user.username }
    const { data, error } = await serviceClient().auth.admin.createUser({ email: user.email, password: user.password, user_metadata: given, email_confirm: true })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toEqual(given)
    const [row] = await sql<{ raw_user_meta_data: unknown }>('select raw_user_meta_data from auth.users where id = $1', [data.user?.id])
    expect(row?.raw_user_meta_data).toEqual(given)

    const bare = uniqueUser('exact')
    const none = await serviceClient().auth.admin.createUser({ email: bare.email, password: bare.password })
    expect(none.data.user?.user_metadata).toEqual({})
  })

  it('removes a metadata key the admin sets to null, as GoTrue does', async () => {
    const member = await signUpConfirmed({ nickname: 'Rafa' }, 'nullkey')
    const { data } = await serviceClient().auth.admin.updateUserById(member.id, { user_metadata: { nickname: null, extra: 1 } })
    expect(data.user?.user_metadata).not.toHaveProperty('nickname')
    expect(data.user?.user_metadata).toMatchObject({ extra: 1 })
  })

  it('refuses bad paging with 400 validation_failed', async () => {
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page=1.5', 'per_page=0', 'per_page=-5', 'per_page=1e3', 'per_page=1001', 'per_page=99999999999999999999', 'page=99999999999999999999']) {
      const res = await fetch(auth(`/admin/users?${query}`), { headers: adminHeaders() })
      expect(res.status, query).toBe(400)
      const body = await res.json()
      expect(body.error_code, query).toBe('validation_failed')
      expect(body.msg, query).toMatch(/^Bad Pagination Parameters: /)
    }
  })

  it('pages with valid parameters, with X-Total-Count and a Link header', async () => {
    const res = await fetch(auth('/admin/users?page=1&per_page=2'), { headers: adminHeaders() })
    expect(res.status).toBe(200)
    expect((await res.json()).users).toHaveLength(2)
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThan(2)
    expect(res.headers.get('link')).toContain('rel="next"')
    const listed = await serviceClient().auth.admin.listUsers({ page: 2, perPage: 3 })
    expect(listed.error).toBeNull()
    expect(listed.data.users).toHaveLength(3)
  })

  it('refuses invalid addresses and oversized metadata from the admin too', async () => {
    const bad = await serviceClient().auth.admin.createUser({ email: 'xx:;x@x.x', password: 'Courtside#2026' })
    expect(bad.error?.status).toBe(400)
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format')
    const user = uniqueUser('bigmeta')
    const big = await serviceClient().auth.admin.createUser({ email: user.email, password: user.password, user_metadata: { bio: 'x'.repeat(5000) } })
    expect(big.error?.status).toBe(422)
    const taken = await signUpConfirmed({}, 'admintaken')
    const clash = await serviceClient().auth.admin.createUser({ email: uniqueUser('clash').email, user_metadata: { username: taken.username } })
    expect(clash.error?.status).toBe(422)
    expect(clash.error?.message).toBe('Username is already taken')
    const link = await serviceClient().auth.admin.generateLink({
      type: 'signup',
      email: uniqueUser('linkclash').email,
      password: 'Courtside#2026',
      options: { data: { username: taken.username } },
    })
    expect(link.error?.status).toBe(422)
    expect(link.error?.message).toBe('Username is already taken')
  })

  it('keeps the admin API closed to a signed-in member', async () => {
    const member = await signUpConfirmed({}, 'notadmin')
    const token = (await member.client.auth.getSession()).data.session?.access_token
    const res = await fetch(auth('/admin/users?per_page=abc'), { headers: { apikey: stack().anonKey, authorization: `Bearer ${token}` } })
    expect(res.status).toBe(403)
  })
})

describe('user metadata through PUT /user', () => {
  it('is capped as at sign-up: a 5 KB update is a 422 and changes nothing; a small one passes', async () => {
    const user = await signUpConfirmed({}, 'meta')
    const { error } = await user.client.auth.updateUser({ data: { bio: 'x'.repeat(5000) } })
    expect(error?.status).toBe(422)
    expect(error?.message).toBe('User metadata cannot be larger than 4096 bytes')
    const [row] = await sql<{ meta: Record<string, unknown> }>('select raw_user_meta_data as meta from auth.users where id = $1', [user.id])
    expect(row.meta.bio).toBeUndefined()
    expect((await user.client.auth.updateUser({ data: { bio: 'Left-handed, plays the drive' } })).error).toBeNull()
  })
})
