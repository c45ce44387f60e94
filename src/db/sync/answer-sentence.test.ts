import { afterEach, describe, expect, it } from 'vitest'
import { switchLocale } from '~/lib/i18n/catalogue'
import { readAnswer } from '~/lib/rpc-answer'
import { classifyAnswer } from './classify'
import { toRpcAnswer } from './rows'

const taken = { status: 'slot_taken', message: 'This court is already booked for that time slot.', booking: null, message_key: 'server_slot_taken', message_values: {} }

describe('answers read in the reader\'s language', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it('keep the server\'s sentence in English', () => {
    expect(toRpcAnswer(taken)).toEqual(taken)
    expect(readAnswer(taken, null)).toEqual(taken)
  })

  it('give the outbox and the pages the sentence in the page\'s language', async () => {
    await switchLocale('it')
    const answer = toRpcAnswer(taken)!
    expect(answer).toEqual({ ...taken, message: 'Questo campo è già prenotato in quella fascia oraria.' })
    // What the drain stores as the item's last error.
    expect(classifyAnswer('book', answer)).toMatchObject({ kind: 'final', message: 'Questo campo è già prenotato in quella fascia oraria.' })
    expect(readAnswer(taken, null).message).toBe('Questo campo è già prenotato in quella fascia oraria.')
  })

  it('show an answer that names no message (an older server) as the server wrote it', async () => {
    await switchLocale('it')
    const english = { status: 'slot_taken', message: 'This court is already booked for that time slot.' }
    expect(toRpcAnswer(english)!.message).toBe('This court is already booked for that time slot.')
  })
})
