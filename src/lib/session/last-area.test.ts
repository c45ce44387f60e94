import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lastArea, rememberArea } from './last-area'

describe('last area on this device', () => {
  let items: Map<string, string>
  beforeEach(() => {
    items = new Map()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is remembered per user', () => {
    expect(lastArea('u1')).toBeNull()
    rememberArea('u1', '/club-owner')
    rememberArea('u2', '/member')
    expect(lastArea('u1')).toBe('/club-owner')
    expect(lastArea('u2')).toBe('/member')
  })

  it('ignores a value that is not an area', () => {
    items.set('elsy.area.u1', 'https://evil.example')
    expect(lastArea('u1')).toBeNull()
  })

  it('survives storage that refuses', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    })
    expect(() => rememberArea('u1', '/admin')).not.toThrow()
    expect(lastArea('u1')).toBeNull()
  })
})
