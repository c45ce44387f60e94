import { describe, expect, it } from 'vitest'
import { outboxWays, shareWays } from './pay-way-choice'

describe('the ways a share is paid', () => {
  it('offers card only where the club takes it and card payments are offered here', () => {
    expect(shareWays(['wallet', 'club', 'card'], true)).toEqual(['wallet', 'club', 'card'])
    expect(shareWays(['wallet', 'club', 'card'], false)).toEqual(['wallet', 'club'])
    expect(shareWays(['wallet', 'club'], true)).toEqual(['wallet', 'club'])
    expect(shareWays(['card'], true)).toEqual(['card'])
  })

  it('falls back on the wallet when the club says nothing', () => {
    expect(shareWays(undefined, true)).toEqual(['wallet'])
    expect(shareWays([], true)).toEqual(['wallet'])
  })

  it('sends the outbox only ways it can pay with: never card', () => {
    expect(outboxWays(['wallet', 'club', 'card'])).toEqual(['wallet', 'club'])
    expect(outboxWays(['card'])).toEqual(['wallet'])
  })
})
