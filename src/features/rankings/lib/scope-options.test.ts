import { describe, expect, it } from 'vitest'
import { countryName, scopeOptions } from './scope-options'

describe('scopeOptions', () => {
  it('offers the country and club only with a home club', () => {
    expect(scopeOptions(undefined).map((o) => o.label)).toEqual(['Network'])
    const all = scopeOptions({ country: 'country:ES', club: 'club:c1', countryCode: 'ES', clubName: 'ELSY Madrid' })
    expect(all).toEqual([
      { key: 'network', scope: 'network', label: 'Network' },
      { key: 'country', scope: 'country:ES', label: countryName('ES') },
      { key: 'club', scope: 'club:c1', label: 'ELSY Madrid' },
    ])
    expect(countryName('ES')).toBe('Spain')
  })
})
