import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { localIsoDate } from '../lib/period'
import { StatementSearch } from './statement-search'

describe('StatementSearch', () => {
  it('keeps a valid period', () => {
    expect(v.parse(StatementSearch, { from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-10-01', to: '2026-10-31' })
  })
  it('falls back instead of failing on bad input', () => {
    expect(v.parse(StatementSearch, {})).toEqual({ from: undefined, to: localIsoDate(new Date()) })
    expect(v.parse(StatementSearch, { from: 'yesterday', to: '2026-02-30' }).from).toBeUndefined()
    // A start after the end is dropped (an all-time statement up to the end) rather than an empty page.
    expect(v.parse(StatementSearch, { from: '2026-11-01', to: '2026-10-31' })).toEqual({ from: undefined, to: '2026-10-31' })
  })
})
