import { describe, expect, it } from 'vitest'
import { sayWords } from '~/i18n/server-words'
import { said } from '~/lib/words'
import { describeError } from './describe-error'

describe('describeError', () => {
  it('names a storage failure by its kind, for the status line to say', () => {
    expect(describeError({ name: 'QuotaExceededError' })).toEqual(said('sync_out_of_storage'))
    expect(describeError({ name: 'AbortError', inner: { name: 'DatabaseClosedError' } })).toEqual(said('sync_storage_unavailable'))
    expect(sayWords(describeError(new Error('disk on fire')))).toBe('Sync failed: disk on fire')
  })

  it("says the app's own words inside another message, as a failed refresh gives its reason", () => {
    expect(sayWords(said('sync_refresh_failed', { reason: said('sync_unknown_tournament') }))).toBe('Could not refresh your data: That tournament does not exist.')
  })
})
