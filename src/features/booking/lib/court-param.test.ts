import { describe, expect, it } from 'vitest'
import { parseCourtParam } from './court-param'

describe('parseCourtParam', () => {
  it('accepts whole court numbers from 1', () => {
    expect(parseCourtParam('1')).toBe(1)
    expect(parseCourtParam('6')).toBe(6)
    expect(parseCourtParam('12')).toBe(12)
  })

  it('refuses anything else', () => {
    for (const bad of ['0', '-1', '03', '3.0', '3a', '', ' 3', '1e2', '1000']) expect(parseCourtParam(bad)).toBeNull()
  })
})
