import { describe, expect, it } from 'vitest'
import { openMatchJson } from '~/testing/open-matches'
import { lineUpOf, withLineUp } from './match-line-up'

const player = (id: string, name: string, position: number, username: string | null = null) => ({
  member_id: id, name, username, rating: 1500, position, share: null, paid: null, due: null, organiser: position === 1,
})
const match = openMatchJson('m1', {
  booking_id: 'b1',
  starts_at: '2099-06-01T16:00:00Z',
  players: [player('o', 'Olga', 1, 'olga'), player('a', 'Ana', 2), player('b', 'Ben', 3), player('c', 'Cai', 4, 'cai')],
})

describe('lineUpOf', () => {
  it("fills the form from the match: places 1 and 2 against 3 and 4, from the player's side", () => {
    const fromThree = lineUpOf(match, 'b')!
    expect(fromThree.partner).toEqual({ id: 'c', name: 'Cai', detail: '@cai' })
    expect([fromThree.opponent1?.id, fromThree.opponent2?.id]).toEqual(['o', 'a'])
    expect(fromThree.booking).toMatchObject({ id: 'b1', club_id: match.club_id, club_time_zone: 'Europe/Madrid', court_number: 3 })
    const fromOne = lineUpOf(match, 'o')!
    expect([fromOne.partner?.id, fromOne.opponent1?.id, fromOne.opponent2?.id]).toEqual(['a', 'b', 'c'])
  })

  it('leaves empty what the match did not fill, and answers null to someone not in it', () => {
    const two = lineUpOf({ ...match, players: [player('o', 'Olga', 1), player('b', 'Ben', 3)] }, 'o')!
    expect([two.partner, two.opponent1?.id, two.opponent2]).toEqual([null, 'b', null])
    expect(lineUpOf(match, 'stranger')).toBeNull()
  })
})

describe('withLineUp', () => {
  const lineUp = lineUpOf(match, 'b')!
  const after = new Date('2099-06-01T18:00:00Z')
  it("puts the match's booking first once it started, when it is another player's and has no result", () => {
    expect(withLineUp([], lineUp, new Set(), after).map((b) => b.id)).toEqual(['b1'])
    expect(withLineUp([], lineUp, new Set(), new Date('2099-06-01T15:00:00Z'))).toEqual([])
    expect(withLineUp([], lineUp, new Set(['b1']), after)).toEqual([])
    const own = [{ ...lineUp.booking }]
    expect(withLineUp(own, lineUp, new Set(), after)).toBe(own)
    expect(withLineUp(own, null, new Set(), after)).toBe(own)
  })
})
