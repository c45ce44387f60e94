import { describe, expect, it } from 'vitest'
import { clubLocalToInstant } from './club-clock'

describe('club wall clock', () => {
  it('reads a deadline typed on the club clock in the club zone, whatever the device zone', () => {
    expect(clubLocalToInstant('2026-12-04T20:00', 'Europe/Madrid')?.toISOString()).toBe('2026-12-04T19:00:00.000Z')
    expect(clubLocalToInstant('2026-07-04T20:00', 'Europe/Madrid')?.toISOString()).toBe('2026-07-04T18:00:00.000Z')
    expect(clubLocalToInstant('2026-12-04T20:00', 'America/New_York')?.toISOString()).toBe('2026-12-05T01:00:00.000Z')
  })
  it('refuses what is not a club time', () => {
    expect(clubLocalToInstant('2026-02-30T10:00', 'Europe/Madrid')).toBeNull()
    expect(clubLocalToInstant('2026-12-04 20:00', 'Europe/Madrid')).toBeNull()
    expect(clubLocalToInstant('', 'Europe/Madrid')).toBeNull()
  })
})
