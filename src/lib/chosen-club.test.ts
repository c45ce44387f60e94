import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chooseClub } from './chosen-club'

describe('chooseClub', () => {
  const clubs = [{ id: 'a' }, { id: 'b' }]
  it('keeps the remembered club while the user is staff of it', () => {
    expect(chooseClub(clubs, 'b')).toEqual({ id: 'b' })
  })
  it('falls back to the first club when the remembered one is not theirs (any more)', () => {
    expect(chooseClub(clubs, 'z')).toEqual({ id: 'a' })
    expect(chooseClub(clubs, null)).toEqual({ id: 'a' })
  })
  it('has nothing to choose without clubs', () => {
    expect(chooseClub([], 'a')).toBeNull()
  })
})

describe('the remembered club', () => {
  let stored: Map<string, string>
  let storageListeners: ((e: Partial<StorageEvent>) => void)[]
  // Each test reads the module afresh: it holds the choice in memory once read.
  const load = async () => {
    vi.resetModules()
    return import('./chosen-club')
  }
  beforeEach(() => {
    stored = new Map()
    storageListeners = []
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) })
    vi.stubGlobal('window', {
      addEventListener: (_: string, l: (e: Partial<StorageEvent>) => void) => storageListeners.push(l),
      removeEventListener: (_: string, l: (e: Partial<StorageEvent>) => void) => (storageListeners = storageListeners.filter((x) => x !== l)),
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is kept on the device and every reader hears of a change at once', async () => {
    stored.set('elsy.desk.club', 'a')
    const { rememberClubId, rememberedClubId, subscribeToChosenClub } = await load()
    expect(rememberedClubId()).toBe('a')
    const heard = vi.fn()
    const stop = subscribeToChosenClub(heard)
    rememberClubId('b')
    expect(heard).toHaveBeenCalledTimes(1)
    expect(rememberedClubId()).toBe('b')
    expect(stored.get('elsy.desk.club')).toBe('b')
    stop()
    rememberClubId('a')
    expect(heard).toHaveBeenCalledTimes(1)
    expect(storageListeners).toHaveLength(0)
  })

  it('follows a change made in another tab', async () => {
    const { rememberedClubId, subscribeToChosenClub } = await load()
    const heard = vi.fn()
    subscribeToChosenClub(heard)
    storageListeners.forEach((l) => l({ key: 'other.key', newValue: 'x' }))
    expect(heard).not.toHaveBeenCalled()
    storageListeners.forEach((l) => l({ key: 'elsy.desk.club', newValue: 'c' }))
    expect(heard).toHaveBeenCalledTimes(1)
    expect(rememberedClubId()).toBe('c')
  })

  it('still holds for this page when storage refuses it', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    const { rememberClubId, rememberedClubId } = await load()
    expect(rememberedClubId()).toBeNull()
    rememberClubId('b')
    expect(rememberedClubId()).toBe('b')
  })
})
