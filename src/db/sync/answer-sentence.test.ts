import { afterEach, describe, expect, it } from 'vitest'
import { switchLocale } from '~/i18n/catalogue'
import { sayWords } from '~/i18n/server-words'
import { readAnswer } from '~/lib/rpc-answer'
import { classifyAnswer } from './classify'
import { toRpcAnswer } from './rows'

const taken = { status: 'slot_taken', message: 'This court is already booked for that time slot.', booking: null, message_key: 'server_slot_taken', message_values: {} }
const kept = { message_key: 'server_slot_taken', message_values: {}, text: 'This court is already booked for that time slot.' }

describe('answers read in the reader\'s language', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it('keep the server\'s answer as it came, its message named beside its sentence', () => {
    expect(toRpcAnswer(taken)).toEqual(taken)
    expect(readAnswer(taken, null)).toEqual(taken)
    // What the drain stores as the item's last error.
    expect(classifyAnswer('book', toRpcAnswer(taken)!)).toMatchObject({ kind: 'final', message: kept })
  })

  it('give the outbox and the pages the sentence in the page\'s language when they show it', async () => {
    const refusal = classifyAnswer('book', toRpcAnswer(taken)!)
    await switchLocale('it')
    expect(refusal.kind === 'final' && sayWords(refusal.message)).toBe('Questo campo è già prenotato in quella fascia oraria.')
    expect(readAnswer(taken, null).message).toBe('Questo campo è già prenotato in quella fascia oraria.')
  })

  it('show an answer that names no message (an older server), or one this app does not have, as the server wrote it', async () => {
    await switchLocale('it')
    const english = { status: 'slot_taken', message: 'This court is already booked for that time slot.' }
    const refusal = classifyAnswer('book', toRpcAnswer(english)!)
    expect(refusal).toMatchObject({ kind: 'final', message: { text: english.message } })
    expect(refusal.kind === 'final' && sayWords(refusal.message)).toBe(english.message)
    const newer = classifyAnswer('book', toRpcAnswer({ ...english, message_key: 'server_not_yet_known' })!)
    expect(newer.kind === 'final' && sayWords(newer.message)).toBe(english.message)
  })
})
