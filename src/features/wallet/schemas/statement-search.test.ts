import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { localIsoDate } from '../lib/period'
import { StatementSearch } from './statement-search'

describe('StatementSearch', () => {
  it('keeps a valid period', () => {
    expect(v.parse(StatementSearch, { from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-10-01', to: '2026-10-31', currency: undefined })
    expect(v.parse(StatementSearch, { to: '2026-10-31', currency: 'GBP' })).toEqual({ from: undefined, to: '2026-10-31', currency: 'GBP' })
  })
  it('falls back instead of failing on bad input', () => {
    expect(v.parse(StatementSearch, {})).toEqual({ from: undefined, to: localIsoDate(new Date()), currency: undefined })
    // A currency that is not one falls back to the member's first balance, never to a guessed sign.
    expect(v.parse(StatementSearch, { currency: 'euro' }).currency).toBeUndefined()
    expect(v.parse(StatementSearch, { currency: ['EUR'] }).currency).toBeUndefined()
    expect(v.parse(StatementSearch, { from: 'yesterday', to: '2026-02-30' }).from).toBeUndefined()
    // A start after the end is dropped (an all-time statement up to the end) rather than an empty page.
    expect(v.parse(StatementSearch, { from: '2026-11-01', to: '2026-10-31' })).toEqual({ from: undefined, to: '2026-10-31', currency: undefined })
  })
})
