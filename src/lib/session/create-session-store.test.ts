import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js'
import { createSessionStore, type SessionClient } from './create-session-store'
import { profileRow } from '~/testing/profile'

const user = (id: string) => ({ id, email: `${id}@example.com` }) as User
const session = (u: User) => ({ user: u }) as Session
const profile = (id: string, first_name = 'Ana') => profileRow({ id, first_name })

/** A fake supabase client whose profile reads can be resolved by hand, in any order. */
function fakeClient(initial: Session | null) {
  let emit: (event: AuthChangeEvent, s: Session | null) => void = () => {}
  const reads: { id: string; resolve: (r: { data: unknown; error: { message: string } | null }) => void }[] = []
  const client: SessionClient = {
    auth: {
      getSession: async () => ({ data: { session: initial }, error: null }),
      onAuthStateChange(cb) {
        emit = cb
        return { data: { subscription: { unsubscribe() {} } } }
      },
    },
    from: () => ({
      select: () => ({
        eq: (_c, id) => ({ maybeSingle: () => new Promise((resolve) => reads.push({ id, resolve })) }),
      }),
    }),
  }
  return { client, reads, emit: (e: AuthChangeEvent, s: Session | null) => emit(e, s) }
}

const tick = () => new Promise((r) => setTimeout(r, 5))

afterEach(() => vi.restoreAllMocks())

describe('createSessionStore', () => {
  it('stays loading until the first check, then has user and profile', async () => {
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client)
    expect(store.getSnapshot()).toEqual({ user: null, profile: null, loading: true })
    const ready = store.ready()
    await tick()
    expect(store.getSnapshot().loading).toBe(true)
    expect(fake.reads.map((r) => r.id)).toEqual(['u1'])
    fake.reads[0]!.resolve({ data: profile('u1'), error: null })
    const state = await ready
    expect(state).toMatchObject({ user: { id: 'u1' }, profile: { id: 'u1' }, loading: false })
  })

  it('asks the auth service whether the session still exists at start and when the app comes back', async () => {
    const fake = fakeClient(session(user('u1')))
    const getUser = vi.fn(async () => ({ data: { user: user('u1') }, error: null }))
    let resume = () => {}
    const store = createSessionStore(
      { ...fake.client, auth: { ...fake.client.auth, getUser } },
      { onResume: (check) => (resume = check) },
    )
    const ready = store.ready()
    await tick()
    fake.reads[0]!.resolve({ data: profile('u1'), error: null })
    await ready
    await tick()
    expect(getUser).toHaveBeenCalledTimes(1)
    // Focus events come in bursts: one question per few seconds is enough.
    resume()
    expect(getUser).toHaveBeenCalledTimes(1)
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6000)
    resume()
    expect(getUser).toHaveBeenCalledTimes(2)
  })

  it('is ready with no user when nobody is signed in, without reading profiles', async () => {
    const fake = fakeClient(null)
    const store = createSessionStore(fake.client)
    expect(await store.ready()).toEqual({ user: null, profile: null, loading: false })
    expect(fake.reads).toHaveLength(0)
  })

  it('reads the profile once when INITIAL_SESSION repeats what getSession said', async () => {
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client)
    void store.ready()
    fake.emit('INITIAL_SESSION', session(user('u1')))
    await tick()
    expect(fake.reads).toHaveLength(1)
  })

  it('defers work out of the onAuthStateChange callback', async () => {
    const fake = fakeClient(null)
    const store = createSessionStore(fake.client)
    await store.ready()
    fake.emit('SIGNED_IN', session(user('u2')))
    // Synchronously nothing may happen: supabase-js still holds its lock here.
    expect(fake.reads).toHaveLength(0)
    await tick()
    expect(fake.reads.map((r) => r.id)).toEqual(['u2'])
  })

  it('clears user and profile on SIGNED_OUT and notifies subscribers', async () => {
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client)
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().user?.id ?? 'none'))
    await tick()
    fake.reads[0]!.resolve({ data: profile('u1'), error: null })
    await store.ready()
    fake.emit('SIGNED_OUT', null)
    await tick()
    expect(store.getSnapshot()).toEqual({ user: null, profile: null, loading: false })
    expect(seen.at(-1)).toBe('none')
  })

  it('ignores a slow profile read that finishes after a newer sign-in', async () => {
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client)
    void store.ready()
    await tick()
    fake.emit('SIGNED_IN', session(user('u2')))
    await tick()
    fake.reads[1]!.resolve({ data: profile('u2'), error: null })
    await tick()
    fake.reads[0]!.resolve({ data: profile('u1'), error: null })
    await tick()
    expect(store.getSnapshot()).toMatchObject({ user: { id: 'u2' }, profile: { id: 'u2' } })
  })

  it('only logs a failed profile load and keeps the user signed in', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client)
    const ready = store.ready()
    await tick()
    fake.reads[0]!.resolve({ data: null, error: { message: 'boom' } })
    expect(await ready).toMatchObject({ user: { id: 'u1' }, profile: null, loading: false })
    expect(warn).toHaveBeenCalledWith('Could not load profile', expect.any(Error))
  })

  it('refreshProfile reloads the profile for the same user', async () => {
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client)
    const ready = store.ready()
    await tick()
    fake.reads[0]!.resolve({ data: profile('u1', 'Ana'), error: null })
    await ready
    const refreshed = store.refreshProfile()
    await tick()
    expect(store.getSnapshot().profile?.first_name).toBe('Ana')
    fake.reads[1]!.resolve({ data: profile('u1', 'Anabel'), error: null })
    await refreshed
    expect(store.getSnapshot().profile?.first_name).toBe('Anabel')
  })

  it('whenSettled waits until a sign-in event and its profile are applied', async () => {
    const fake = fakeClient(null)
    const store = createSessionStore(fake.client)
    await store.ready()
    fake.emit('SIGNED_IN', session(user('u3')))
    let settled = false
    const waiting = store.whenSettled().then((s) => {
      settled = true
      return s
    })
    await tick()
    expect(settled).toBe(false)
    fake.reads[0]!.resolve({ data: profile('u3'), error: null })
    expect(await waiting).toMatchObject({ user: { id: 'u3' }, profile: { id: 'u3' }, loading: false })
  })

  it('whenSettled resolves at once when nothing is pending, and gives up after its timeout', async () => {
    const fake = fakeClient(null)
    const store = createSessionStore(fake.client)
    await store.ready()
    expect(await store.whenSettled()).toMatchObject({ user: null, loading: false })
    fake.emit('SIGNED_IN', session(user('u4')))
    const state = await store.whenSettled(20)
    expect(state.loading).toBe(false)
    expect(state.profile).toBeNull()
  })

  describe('with the device\'s copy of the profile', () => {
    const local = (first_name: string, pendingEdit = false) => async () => ({ profile: profile('u1', first_name) as never, pendingEdit })

    it('is ready from the local copy offline, without asking the network', async () => {
      const fake = fakeClient(session(user('u1')))
      const store = createSessionStore(fake.client, { localProfile: local('Offline'), isOnline: () => false })
      const state = await store.ready()
      expect(state.profile).toMatchObject({ first_name: 'Offline' })
      await tick()
      expect(fake.reads).toHaveLength(0)
    })

    it('is ready from the local copy at once online, then takes the server\'s', async () => {
      const fake = fakeClient(session(user('u1')))
      const store = createSessionStore(fake.client, { localProfile: local('Cached') })
      const state = await store.ready()
      expect(state.profile).toMatchObject({ first_name: 'Cached' })
      await tick()
      expect(fake.reads.map((r) => r.id)).toEqual(['u1'])
      fake.reads[0]!.resolve({ data: profile('u1', 'Server'), error: null })
      await tick()
      expect(store.getSnapshot().profile).toMatchObject({ first_name: 'Server' })
    })

    it('keeps the local copy while an edit made on this device waits to sync', async () => {
      const fake = fakeClient(session(user('u1')))
      const store = createSessionStore(fake.client, { localProfile: local('Edited', true) })
      expect((await store.ready()).profile).toMatchObject({ first_name: 'Edited' })
      await tick()
      expect(fake.reads).toHaveLength(0)
    })

    it('falls back to the local copy when the server cannot be reached', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const fake = fakeClient(session(user('u1')))
      const store = createSessionStore(fake.client, { localProfile: local('Cached') })
      await store.ready()
      await tick()
      fake.reads[0]!.resolve({ data: null, error: { message: 'Failed to fetch' } })
      await tick()
      expect(store.getSnapshot().profile).toMatchObject({ first_name: 'Cached' })
    })
  })

  it('with nothing to restore, is signed out at once without the client, and follows it once connected', async () => {
    const fake = fakeClient(null)
    const getSession = vi.spyOn(fake.client.auth, 'getSession')
    let connect = () => {}
    const store = createSessionStore(fake.client, { deferConnect: (c) => ((connect = c), true) })
    expect(await store.ready()).toEqual({ user: null, profile: null, loading: false })
    expect(getSession).not.toHaveBeenCalled()
    connect()
    await tick()
    expect(getSession).toHaveBeenCalledTimes(1)
    fake.emit('SIGNED_IN', session(user('u2')))
    await tick()
    fake.reads[0]!.resolve({ data: profile('u2'), error: null })
    const settled = await store.whenSettled(1000)
    expect(settled).toMatchObject({ user: { id: 'u2' }, profile: { id: 'u2' }, loading: false })
  })

  it('connects at once when deferConnect says there may be a session', async () => {
    const fake = fakeClient(session(user('u1')))
    const store = createSessionStore(fake.client, { deferConnect: () => false })
    const ready = store.ready()
    await tick()
    fake.reads[0]!.resolve({ data: profile('u1'), error: null })
    expect(await ready).toMatchObject({ user: { id: 'u1' }, loading: false })
  })
})

