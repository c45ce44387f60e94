import { afterAll, describe, expect, it } from 'vitest'
import { loadMessages, switchLocale } from './catalogue'
import { say, sayParts } from './server-words'

describe('what the server says, in the reader’s language', () => {
  afterAll(async () => {
    await switchLocale('en')
  })

  it('writes an amount in its own currency the reader’s way', async () => {
    await loadMessages('member')
    const said = { message_key: 'server_cancelled_refunded', message_values: { amount: { amount: 20, currency: 'EUR' } } }
    expect(say(said)).toBe('Booking cancelled. €20.00 has been refunded to the wallet.')
    await switchLocale('es')
    expect(say(said)).toContain('20,00\u00a0€')
    expect(say(said)).not.toContain('€20')
  })

  it('keeps a name with a full stop whole inside a translated sentence', async () => {
    await switchLocale('es')
    const text = say({ message_key: 'server_already_registered', message_values: { tournament: 'Jr. Open' } })
    expect(text).toContain('Jr. Open')
    expect(text).not.toBe('You are already registered for Jr. Open.')
  })

  it('writes days with their weekday and weekdays by name, in the reader’s language', async () => {
    await switchLocale('en')
    expect(say({ message_key: 'ledger_refund', message_values: { court: 3, club: 'ELSY Madrid', date: { day: '2026-11-30' }, slot: '18:00 - 19:30' } })).toMatch(
      /^Refund: court 3, ELSY Madrid, Mon,? 30 Nov 2026 18:00 - 19:30$/,
    )
    await switchLocale('de')
    expect(say({ message_key: 'ledger_refund', message_values: { court: 3, club: 'ELSY Madrid', date: { day: '2026-11-30' }, slot: '18:00 - 19:30' } })).toContain('Mo. 30. Nov. 2026')
  })

  it('writes figures with their decimals the reader’s way', async () => {
    await switchLocale('de')
    expect(say({ message_key: 'server_level_too_low', message_values: { level: { number: 1475, decimals: 1 }, min: { number: 1500, decimals: 1 }, max: { number: 2000, decimals: 1 } } })).toContain('1.475,0')
  })

  it('sets people’s names apart from the app’s words', async () => {
    await switchLocale('en')
    const parts = sayParts({ message_key: 'ledger_walk_in_refund', message_values: { guest: { person: 'Court 9, Refund' }, court: 2, date: { day: '2026-11-30' }, slot: '09:00 - 10:30' } })
    expect(parts).toContainEqual({ text: 'Court 9, Refund', person: true })
    expect(parts?.map((p) => p.text).join('')).toMatch(/^Walk-in refund: Court 9, Refund, court 2, Mon,? 30 Nov 2026 09:00 - 10:30$/)
  })

  it('says sentences one after another, each in the reader’s language', async () => {
    const booking = { message_key: 'notice_summary', message_values: { court: 2, club: 'ELSY Madrid', day: { day: '2026-11-30' }, slot: '09:00 - 10:30' } }
    const body = {
      message_key: 'notice_sentences',
      message_values: {
        sentences: [
          { message_key: 'notice_summary_sentence', message_values: { booking } },
          { message_key: 'notice_cancelled_by_staff', message_values: {} },
          { message_key: 'notice_refunded', message_values: { amount: { amount: 20, currency: 'EUR' } } },
        ],
      },
    }
    await switchLocale('en')
    expect(say(body)).toMatch(/^Court 2 at ELSY Madrid, Mon,? 30 Nov 2026, 09:00 - 10:30\. Cancelled by club staff\. €20\.00 refunded to your balance\.$/)
    await switchLocale('es')
    expect(say(body)).toMatch(/^Pista 2 en ELSY Madrid, .+, 09:00 - 10:30\. Cancelada por el personal del club\. 20,00\u00a0€ devueltos a tu saldo\.$/)
  })

  it('says sentences in a row, each a message, and sets apart the people named inside them', async () => {
    await switchLocale('en')
    const said = {
      message_key: 'notice_sentences',
      message_values: {
        sentences: [
          { message_key: 'notice_withdrawn_body', message_values: { names: { person: 'Ana & Jr. Bob' }, tournament: 'Jr. Open' } },
          { message_key: 'notice_fee_refunded', message_values: { amount: { amount: 20, currency: 'EUR' } } },
        ],
      },
    }
    expect(say(said)).toBe('Ana & Jr. Bob withdrew your team from Jr. Open. The entry fee of €20.00 has been refunded.')
    expect(sayParts(said)).toEqual([
      { text: 'Ana & Jr. Bob', person: true },
      { text: ' withdrew your team from Jr. Open. The entry fee of €20.00 has been refunded.', person: false },
    ])
    await switchLocale('es')
    const parts = sayParts(said)!
    expect(parts[0]).toEqual({ text: 'Ana & Jr. Bob', person: true })
    expect(parts.slice(1).map((p) => p.text).join('')).toMatch(/^ retiró a tu equipo de Jr\. Open\. Se ha devuelto la inscripción de 20,00\s€\.$/)
  })

  it('leaves a key the catalogue does not know to the server’s own sentence', async () => {
    expect(say({ message_key: 'server_no_such_message', message_values: {} })).toBeNull()
  })
})
