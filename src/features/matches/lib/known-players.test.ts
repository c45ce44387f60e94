import { describe, expect, it } from 'vitest'
import type { MatchPlayer } from '~/db/types'
import { playersFromMatches } from './known-players'

const p = (id: string, name: string, team: 1 | 2): MatchPlayer => ({ id, name, team, rating_before: null, rating_after: null, delta: null })

describe('playersFromMatches', () => {
  it('lists everyone but me, most met first', () => {
    const matches = [
      { players: [p('me', 'Alex', 1), p('sam', 'Sam Ortiz', 1), p('ana', 'Ana Gil', 2)] },
      { players: [p('me', 'Alex', 2), p('ana', 'Ana Gil', 1), p('leo', 'Leo Paz', 2)] },
    ]
    expect(playersFromMatches(matches, 'me')).toEqual([
      { id: 'ana', name: 'Ana Gil', detail: 'In 2 of your matches' },
      { id: 'leo', name: 'Leo Paz', detail: 'In 1 of your matches' },
      { id: 'sam', name: 'Sam Ortiz', detail: 'In 1 of your matches' },
    ])
  })
})
