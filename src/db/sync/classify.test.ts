import { describe, expect, it } from 'vitest'
import { classifyAnswer } from './classify'

const answer = (status: string) => ({ status, message: `The server's sentence for ${status}.` })

describe('classifyAnswer: refusals of money per currency', () => {
  it.each([
    ['book', 'too_far_ahead'],
    ['book', 'insufficient_balance'],
    ['cancel', 'reason_required'],
    ['top_up', 'too_many_pending'],
    ['top_up', 'club_required'],
    ['tournament_register', 'insufficient_funds'],
  ] as const)('%s answered %s is a conflict the player can fix, in the server words', (kind, status) => {
    expect(classifyAnswer(kind, answer(status))).toMatchObject({
      kind: 'final',
      status: 'conflict',
      code: status,
      message: { text: `The server's sentence for ${status}.` },
    })
  })

  it('never retries a business answer it does not know: it fails, keeping the sentence', () => {
    expect(classifyAnswer('top_up', answer('own_top_up'))).toMatchObject({ kind: 'final', status: 'failed', message: { text: "The server's sentence for own_top_up." } })
  })
})
