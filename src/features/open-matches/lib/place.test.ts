import { describe, expect, it } from 'vitest'
import type { MyOpenMatch } from '~/db/types'
import { openMatchJson, ORGANISER } from '~/testing/open-matches'
import { canKeepCourt, canLeave, joinKind, leaveDeadline, leavesFree, owes, placesOf, shareState } from './place'

const ME = 'me'
const row = (over: Partial<MyOpenMatch> = {}): MyOpenMatch => ({ ...openMatchJson('m1', over), syncState: 'synced', ...over })
const inMatch = (paid: number, due = 0) => ({ state: 'in' as const, position: 2, share: 8, paid, due, pay_with: 'wallet' as const, offered_until: null })
const before = new Date('2099-06-01T09:00:00Z')

describe('what the match page offers', () => {
  it('joins in the range, asks outside it, waits when full, and offers nothing to a player already part of it or after the start', () => {
    expect(joinKind(row(), 1500, before)).toBe('join')
    expect(joinKind(row(), 1700, before)).toBe('ask')
    expect(joinKind(row({ places_free: 0, status: 'full' }), 1500, before)).toBe('wait')
    expect(joinKind(row({ me: inMatch(8) }), 1500, before)).toBeNull()
    expect(joinKind(row(), 1500, new Date('2099-06-01T17:00:00Z'))).toBeNull()
    const offered = { state: 'offered' as const, position: null, share: 8, paid: 0, due: 0, pay_with: null, offered_until: '2099-06-01T10:00:00Z' }
    expect(joinKind(row({ me: offered, places_free: 1 }), 1700, before)).toBe('join')
    expect(joinKind(row({ me: { ...offered, state: 'declined', offered_until: null } }), 1700, before)).toBeNull()
    // A visitor has no level: their Join leads to signing in.
    expect(joinKind(row(), null, before)).toBe('join')
  })

  it('lays the four places out in position order, free ones as null', () => {
    expect(placesOf(row()).map((p) => p?.position ?? null)).toEqual([1, null, null, null])
  })

  it('says each share paid, due at the club or still to pay; nothing where the viewer may not see it', () => {
    expect(shareState({ share: 8, paid: 8, due: 0 })).toBe('paid')
    expect(shareState({ share: 8, paid: 0, due: 8 })).toBe('due')
    expect(shareState({ share: 8, paid: 0, due: 0 })).toBe('to_pay')
    expect(shareState({ share: 8, paid: null, due: null })).toBeNull()
    expect(owes(row({ me: inMatch(0) }))).toBe(8)
    expect(owes(row({ me: inMatch(0, 8) }))).toBe(0)
  })

  it('leaves free until the deadline the server says, or six hours before the start when it says none', () => {
    expect(leaveDeadline(row()).at.toISOString()).toBe('2099-06-01T10:00:00.000Z')
    expect(leaveDeadline(row()).reckoned).toBe(true)
    expect(leavesFree(row(), before)).toBe(true)
    expect(leavesFree(row(), new Date('2099-06-01T11:00:00Z'))).toBe(false)
    expect(leaveDeadline(row({ leave_until: '2099-06-01T12:00:00Z' })).reckoned).toBe(false)
  })

  it('lets the players leave but not the organiser, and keep a court that is not full', () => {
    expect(canLeave(row({ me: inMatch(8) }), ME, before)).toBe(true)
    expect(canLeave(row({ me: inMatch(8) }), ORGANISER, before)).toBe(false)
    expect(canKeepCourt(row({ me: inMatch(8) }), before)).toBe(true)
    expect(canKeepCourt(row({ me: inMatch(8), kept: true }), before)).toBe(false)
    expect(canKeepCourt(row({ me: inMatch(8), places_free: 0, status: 'full' }), before)).toBe(false)
  })

  it('offers nothing to join, ask or keep in a split booking, and lists its players without free places', () => {
    const split = (over: Partial<MyOpenMatch> = {}) => row({ private: true, level_min: 0, level_max: 4000, ...over })
    expect(joinKind(split(), 1500, before)).toBeNull()
    expect(joinKind(split({ places_free: 0, status: 'full' }), 1500, before)).toBeNull()
    expect(canKeepCourt(split({ me: inMatch(8) }), before)).toBe(false)
    expect(placesOf(split()).map((p) => p?.position ?? null)).toEqual([1])
  })
})
