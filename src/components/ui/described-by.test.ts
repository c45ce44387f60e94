import { describe, expect, it } from 'vitest'
import { describedByIds } from './described-by'

describe('describedByIds', () => {
  it('keeps the order: helper text, error text, then the caller’s ids', () => {
    expect(describedByIds('help', 'error', 'extra')).toBe('help error extra')
  })

  it('adds the error id when there is no helper text', () => {
    expect(describedByIds(undefined, 'field::r1::error-text', undefined)).toBe('field::r1::error-text')
  })

  it('splits lists, drops blanks and repeats', () => {
    expect(describedByIds('a  b', '', 'b c', null)).toBe('a b c')
  })

  it('is undefined when there is nothing to describe the field', () => {
    expect(describedByIds(undefined, undefined, '')).toBeUndefined()
    expect(describedByIds()).toBeUndefined()
  })
})
