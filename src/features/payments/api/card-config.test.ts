import { describe, expect, it, vi } from 'vitest'
import { CARD_OFF, cardConfigCache, readCardConfig } from './card-config'

describe('readCardConfig', () => {
  it('is on with its publishable key', () => {
    expect(readCardConfig({ enabled: true, publishableKey: 'pk_test_1' })).toEqual({ enabled: true, publishableKey: 'pk_test_1' })
  })

  it('is off when the server says so, when on without a key, and for an answer it cannot read', () => {
    expect(readCardConfig({ enabled: false, publishableKey: null })).toEqual(CARD_OFF)
    expect(readCardConfig({ enabled: true, publishableKey: null })).toEqual(CARD_OFF)
    expect(readCardConfig({ enabled: 'yes' })).toEqual(CARD_OFF)
    expect(readCardConfig(null)).toEqual(CARD_OFF)
  })
})

describe('cardConfigCache', () => {
  it('asks once per page, however many screens look at the same time or later', async () => {
    const fetchConfig = vi.fn(async () => ({ enabled: true, publishableKey: 'pk_test_1' }))
    const cache = cardConfigCache(fetchConfig)
    const [a, b] = await Promise.all([cache.get(true), cache.get(true)])
    expect(a).toEqual({ enabled: true, publishableKey: 'pk_test_1' })
    expect(b).toBe(a)
    expect(await cache.get(true)).toBe(a)
    expect(cache.known()).toBe(a)
    expect(fetchConfig).toHaveBeenCalledTimes(1)
  })

  it('does not ask offline: card is not offered there', async () => {
    const fetchConfig = vi.fn(async () => ({ enabled: true, publishableKey: 'pk_test_1' }))
    const cache = cardConfigCache(fetchConfig)
    expect(await cache.get(false)).toEqual(CARD_OFF)
    expect(fetchConfig).not.toHaveBeenCalled()
    expect(cache.known()).toBeNull()
  })

  it('asks again after a request that got no answer', async () => {
    const fetchConfig = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ enabled: true, publishableKey: 'pk_test_1' })
    const cache = cardConfigCache(fetchConfig)
    expect(await cache.get(true)).toEqual(CARD_OFF)
    expect(cache.known()).toBeNull()
    expect(await cache.get(true)).toEqual({ enabled: true, publishableKey: 'pk_test_1' })
    expect(fetchConfig).toHaveBeenCalledTimes(2)
  })

  it('keeps "off" once the server said it (keys change only with a deployment)', async () => {
    const fetchConfig = vi.fn(async () => ({ enabled: false, publishableKey: null }))
    const cache = cardConfigCache(fetchConfig)
    await cache.get(true)
    await cache.get(true)
    expect(fetchConfig).toHaveBeenCalledTimes(1)
  })
})
