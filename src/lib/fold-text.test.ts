import { describe, expect, it } from 'vitest'
import { foldText, includesFolded } from './fold-text'

describe('foldText', () => {
  it('drops accents and case', () => {
    expect(foldText('Málaga Núñez ÇA')).toBe('malaga nunez ca')
  })
})

describe('includesFolded', () => {
  it('ignores case and accents', () => {
    expect(includesFolded('José Núñez', 'nunez')).toBe(true)
    expect(includesFolded('Ana Gil', ' GIL ')).toBe(true)
    expect(includesFolded('Ana Gil', 'leo')).toBe(false)
  })
  it('filters names, ignoring case and accents; a blank query keeps everyone', () => {
    const players = [
      { id: '1', name: 'Iñaki Pérez' },
      { id: '2', name: 'Ines Gil' },
    ]
    const filter = (query: string) => players.filter((p) => includesFolded(p.name, query)).map((p) => p.id)
    expect(filter('pere')).toEqual(['1'])
    expect(filter('IN')).toEqual(['1', '2'])
    expect(filter(' ')).toEqual(['1', '2'])
  })
})
