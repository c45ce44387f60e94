import { afterEach, describe, expect, it } from 'vitest'
import { switchLocale } from '~/lib/i18n/catalogue'
import { loadServerSentences, serverSentence } from './server-sentence'

const answer = (status: string, message: string, fields: Record<string, unknown> = {}) => ({ status, message, ...fields })

describe('serverSentence', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it('gives a known status its message, in English exactly the server sentence', () => {
    const sentence = 'This court is already booked for that time slot.'
    expect(serverSentence(answer('slot_taken', sentence))).toBe(sentence)
  })

  it('leaves an unknown status, or a sentence no message has, as the server wrote it', () => {
    expect(serverSentence(answer('brand_new_status', 'Something new happened.'))).toBe('Something new happened.')
    expect(serverSentence(answer('slot_taken', 'A sentence the catalogue does not know.'))).toBe(
      'A sentence the catalogue does not know.',
    )
  })

  it('reads the values a sentence carries back into the message', () => {
    const full = 'Sorry, Autumn Open is full: all 16 places are taken.'
    expect(serverSentence(answer('full', full, { tournament: { id: 't1' } }))).toBe(full)
    const blocked = 'Only the club\'s staff can block its courts.'
    expect(serverSentence(answer('not_allowed', blocked))).toBe(blocked)
  })

  it('speaks the reader\'s language once it is loaded', async () => {
    await switchLocale('es')
    await loadServerSentences()
    expect(serverSentence(answer('slot_taken', 'This court is already booked for that time slot.'))).toBe(
      'Esta pista ya está reservada en esa franja horaria.',
    )
    expect(serverSentence(answer('full', 'Sorry, Autumn Open is full: all 16 places are taken.'))).toBe(
      'Lo sentimos, Autumn Open está completo: las 16 plazas están ocupadas.',
    )
    expect(serverSentence(answer('bookings_in_the_way', 'A booking is in the way. Cancel it with a full refund, or choose other slots.'))).toBe(
      'Hay una reserva en medio. Cancélala con reembolso completo o elige otras franjas.',
    )
    expect(serverSentence(answer('cancellable', 'Less than 24 hours before the start: cancelling now gives no refund.'))).toBe(
      'Faltan menos de 24 horas para el inicio: si cancelas ahora no hay reembolso.',
    )
    expect(serverSentence(answer('brand_new_status', 'Something new happened.'))).toBe('Something new happened.')
  })
})

describe('serverSentence in other languages', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it('writes the dates the server wrote in English the reader\'s way', async () => {
    await switchLocale('de')
    await loadServerSentences()
    expect(serverSentence(answer('already_closed', 'The club is already closed on Tue 3 Nov 2026.'))).toBe(
      `Der Club ist am ${new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(Date.UTC(2026, 10, 3))} bereits geschlossen.`,
    )
    expect(serverSentence(answer('unknown_club', 'One of the chosen clubs does not exist.'))).toBe('Einer der gewählten Clubs existiert nicht.')
    expect(serverSentence(answer('invalid_request', 'Court 2: Please give the peak price.'))).toBe('Platz 2: Gib den Preis zur Hauptzeit an.')
    expect(serverSentence(answer('invalid_request', 'Court 2: Something else.'))).toBe('Court 2: Something else.')
  })

  it('keeps a sentence whose values do not fit any message as the server wrote it', async () => {
    await switchLocale('fr')
    await loadServerSentences()
    const unknownClause = '3 court-slots blocked. A clause the catalogue does not know.'
    expect(serverSentence(answer('blocked', unknownClause))).toBe(unknownClause)
    expect(serverSentence(answer('blocked', '3 court-slots blocked. 1 booking was cancelled and refunded in full. 2 already blocked were left as they were.'))).toBe(
      '3 créneaux de terrain bloqués. 1 réservation a été annulée et remboursée intégralement. 2 déjà bloqués ont été laissés tels quels.',
    )
    expect(serverSentence(answer('blocked', '3 court-slots blocked.'))).toBe('3 créneaux de terrain bloqués.')
    expect(serverSentence(answer('unblocked', '1 court-slot unblocked.'))).toBe('1 créneau de terrain débloqué.')
  })
})

describe('serverSentence with words the server chose', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it('names weekdays and roles the reader\'s way', async () => {
    await switchLocale('es')
    await loadServerSentences()
    expect(serverSentence(answer('invalid_request', 'On Saturday, opening must be before closing.'))).toBe(
      'El sábado, la apertura debe ser antes del cierre.',
    )
    expect(serverSentence(answer('ok', 'Ana Ruiz is now a club owner of Padel Norte, Padel Sur.'))).toBe(
      'Ana Ruiz es ahora propietario de club de Padel Norte, Padel Sur.',
    )
    expect(serverSentence(answer('moved', 'Booking moved to Court 2 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30. Take €4.00 more at the desk.'))).toMatch(
      /^Reserva movida a la pista 2 de ELSY Madrid, .+, 18:00 - 19:30\. Cobra €4\.00 más en recepción\.$/,
    )
  })
})
