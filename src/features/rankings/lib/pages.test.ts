import { describe, expect, it } from 'vitest'
import { missingPages } from './pages'

describe('missingPages', () => {
  const cached = new Set([...Array.from({ length: 50 }, (_, i) => i + 1), ...Array.from({ length: 50 }, (_, i) => i + 101)])
  const has = (r: number) => cached.has(r)

  it('asks only for pages with a rank not cached', () => {
    expect(missingPages(1, 40, has, 50, 10_000)).toEqual([])
    expect(missingPages(45, 70, has, 50, 10_000)).toEqual([50])
    expect(missingPages(90, 160, has, 50, 10_000)).toEqual([50, 150])
  })

  it('stops at the total', () => {
    expect(missingPages(140, 400, has, 50, 160)).toEqual([150])
    expect(missingPages(161, 200, has, 50, 160)).toEqual([])
  })
})
