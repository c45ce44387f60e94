import { describe, expect, it } from 'vitest'
import { keepNetworkStats, keptNetworkStats } from './kept-network-stats'

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, value) => void data.set(k, value) }
}

const STATS = { countries: 7, courts: 124, members: 19320 }

describe('kept network stats', () => {
  it('gives back the figures kept last, with when they were read', () => {
    const storage = memoryStorage()
    keepNetworkStats(STATS, new Date('2026-11-20T09:30:00Z'), storage)
    expect(keptNetworkStats(storage)).toEqual({ stats: STATS, at: '2026-11-20T09:30:00.000Z' })
  })

  it('is null when nothing was kept, or what was kept does not read as figures', () => {
    const storage = memoryStorage()
    expect(keptNetworkStats(storage)).toBeNull()
    storage.setItem('elsy.network-stats', '{not json')
    expect(keptNetworkStats(storage)).toBeNull()
    storage.setItem('elsy.network-stats', JSON.stringify({ stats: { countries: -1, courts: 1, members: 1 }, at: '2026-11-20T09:30:00.000Z' }))
    expect(keptNetworkStats(storage)).toBeNull()
  })

  it('keeps nothing, and throws nothing, when storage refuses', () => {
    const refusing = { setItem: () => { throw new DOMException('full', 'QuotaExceededError') } }
    expect(() => keepNetworkStats(STATS, new Date(), refusing)).not.toThrow()
  })
})
