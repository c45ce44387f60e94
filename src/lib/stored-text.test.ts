import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import ledger from '../../messages/member/ledger/en.json'
import notice from '../../messages/member/notice/en.json'
import { switchLocale } from './i18n/catalogue'
import { patternsOf, type Source } from './sentence-match'
import { loadStoredTexts, storedText, storedTextParts } from './stored-text'

const es = (date: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'UTC', ...options }).format(date)
const esDay = es(Date.UTC(2026, 10, 30), { day: 'numeric', month: 'short', year: 'numeric' })
// "Sat 28 Nov": the year around today whose 28 November is a Saturday.
const thisYear = new Date().getUTCFullYear()
const saturday = [thisYear, thisYear + 1, thisYear - 1].find((y) => new Date(Date.UTC(y, 10, 28)).getUTCDay() === 6)!
const esSat = es(Date.UTC(saturday, 10, 28), { weekday: 'short', day: 'numeric', month: 'short' })
const summary = 'Court 3 at ELSY Madrid, Sat 28 Nov, 18:00 - 19:30'
const esSummary = `Pista 3 en ELSY Madrid, ${esSat}, 18:00 - 19:30`

/** Each stored English text, and what a Spanish reader sees. */
const CASES: [string, string][] = [
  ['Court 4 booking, ELSY Madrid, 2026-11-30 12:00 - 13:30', `Reserva de la pista 4, ELSY Madrid, ${esDay} 12:00 - 13:30`],
  ['Refund: court 5, ELSY Madrid, 2026-11-30 13:30 - 15:00', `Reembolso: pista 5, ELSY Madrid, ${esDay} 13:30 - 15:00`],
  ['Refund (club closed): court 5, ELSY Madrid, 2026-11-30 13:30 - 15:00', `Reembolso (club cerrado): pista 5, ELSY Madrid, ${esDay} 13:30 - 15:00`],
  ['Wallet top-up', 'Recarga de saldo'],
  ['Entry fee: Autumn Open', 'Inscripción: Autumn Open'],
  ['Entry fee refund: Autumn Open', 'Reembolso de inscripción: Autumn Open'],
  ['Entry fee refund: Autumn Open (cancelled)', 'Reembolso de inscripción: Autumn Open (cancelado)'],
  ['Entry fee refund: Autumn Open (invitation declined)', 'Reembolso de inscripción: Autumn Open (invitación rechazada)'],
  ['Entry fee refund: Autumn Open (invitation not accepted in time)', 'Reembolso de inscripción: Autumn Open (invitación no aceptada a tiempo)'],
  ['Walk-in: Ana, court 2, 2026-11-30 12:00 - 13:30', `Sin reserva: Ana, pista 2, ${esDay} 12:00 - 13:30`],
  ['Walk-in refund: Ana, court 2, 2026-11-30 12:00 - 13:30', `Reembolso sin reserva: Ana, pista 2, ${esDay} 12:00 - 13:30`],
  ['Walk-in refund (club closed): Ana, court 2, 2026-11-30 12:00 - 13:30', `Reembolso sin reserva (club cerrado): Ana, pista 2, ${esDay} 12:00 - 13:30`],
  [`Booking moved: ${summary}, was ${summary}`, `Reserva cambiada: ${esSummary}, antes ${esSummary}`],
  [`Walk-in moved: Ana, ${summary}, was ${summary}`, `Sin reserva cambiada: Ana, ${esSummary}, antes ${esSummary}`],
  ['Booking confirmed', 'Reserva confirmada'],
  [summary, esSummary],
  [`${summary}. Booked for you by club staff.`, `${esSummary}. Reservada para ti por el personal del club.`],
  ['Booking cancelled', 'Reserva cancelada'],
  [`${summary}. €12.00 refunded to your balance.`, `${esSummary}. €12.00 devueltos a tu saldo.`],
  [`${summary}. Cancelled by club staff. No refund.`, `${esSummary}. Cancelada por el personal del club. Sin reembolso.`],
  [`${summary}. No refund: it was cancelled less than 24 hours before the start.`, `${esSummary}. Sin reembolso: se canceló con menos de 24 horas de antelación.`],
  [`${summary}. No refund: it was cancelled less than 1 hour before the start.`, `${esSummary}. Sin reembolso: se canceló con menos de 1 hora de antelación.`],
  ['Booking moved', 'Reserva cambiada'],
  [`${summary} is now ${summary}. €4.00 was charged to your balance.`, `${esSummary} ahora es ${esSummary}. Se han cargado €4.00 a tu saldo.`],
  [`${summary} is now ${summary}. €4.00 was refunded to your balance.`, `${esSummary} ahora es ${esSummary}. Se han devuelto €4.00 a tu saldo.`],
  ['Top-up confirmed', 'Recarga confirmada'],
  ['€50.00 added to your balance.', '€50.00 añadidos a tu saldo.'],
  ['Match result confirmed', 'Resultado del partido confirmado'],
  ['You won 6-3 6-4 at ELSY Madrid. Your rating went from 3.20 to 3.31 (+0.11).', 'Ganaste 6-3 6-4 en ELSY Madrid. Tu nivel pasó de 3.20 a 3.31 (+0.11).'],
  ['You lost 3-6 4-6 at ELSY Madrid. Your rating went from 3.20 to 3.10 (-0.10).', 'Perdiste 3-6 4-6 en ELSY Madrid. Tu nivel pasó de 3.20 a 3.10 (-0.10).'],
  ['You won 6-3 6-4 at your club. Your rating went from 3.20 to 3.31 (+0.11).', 'Ganaste 6-3 6-4 en tu club. Tu nivel pasó de 3.20 a 3.31 (+0.11).'],
  ['You won 6-0 6-0 at ELSY Madrid. It is a friendly: it does not count for ratings.', 'Ganaste 6-0 6-0 en ELSY Madrid. Es un amistoso: no cuenta para tu nivel.'],
  ['You lost 0-6 0-6 at your club. It is a friendly: it does not count for ratings.', 'Perdiste 0-6 0-6 en tu club. Es un amistoso: no cuenta para tu nivel.'],
  ['Confirm a match result', 'Confirma un resultado'],
  [
    'Ana Ruiz reported that you won 6-3 6-4 at ELSY Madrid on 3 Nov. Confirm it or dispute it.',
    `Ana Ruiz registró que ganaste 6-3 6-4 en ELSY Madrid el ${es(Date.UTC(thisYear, 10, 3), { day: 'numeric', month: 'short' })}. Confírmalo o impúgnalo.`,
  ],
  ['Match result disputed', 'Resultado del partido impugnado'],
  ['Ana Ruiz disputed the result you recorded (6-3 6-4): "We lost"', 'Ana Ruiz impugnó el resultado que registraste (6-3 6-4): «We lost»'],
  ['Draw published: Autumn Open', 'Cuadro publicado: Autumn Open'],
  ['Autumn Open is cancelled', 'Autumn Open se ha cancelado'],
  ['Registration has closed and the bracket is out: 8 teams, starting Sat 28 Nov.', `La inscripción ha cerrado y el cuadro ya está publicado: 8 equipos, desde el ${esSat}.`],
  ['Registration has closed and the schedule is out: 8 teams, starting Sat 28 Nov.', `La inscripción ha cerrado y el calendario ya está publicado: 8 equipos, desde el ${esSat}.`],
  [
    'Fewer than two teams registered, so it will not take place. Entry fees have been refunded to the wallets they came from.',
    'Se inscribieron menos de dos equipos, así que no se celebrará. Las inscripciones se han devuelto a los saldos de origen.',
  ],
  ['Registered for Autumn Open', 'Inscrito en Autumn Open'],
  ['Ana Ruiz & Luis Gil registered you both for Autumn Open, starting Sat 28 Nov.', `Ana Ruiz & Luis Gil os inscribió a ambos en Autumn Open, que empieza el ${esSat}.`],
  ['Withdrawn from Autumn Open', 'Retirado de Autumn Open'],
  ['Ana Ruiz & Luis Gil withdrew your team from Autumn Open.', 'Ana Ruiz & Luis Gil retiró a tu equipo de Autumn Open.'],
  [
    'Ana Ruiz & Luis Gil withdrew your team from Autumn Open. The entry fee of €20.00 has been refunded.',
    'Ana Ruiz & Luis Gil retiró a tu equipo de Autumn Open. Se ha devuelto la inscripción de €20.00.',
  ],
  ['Winners: Autumn Open', 'Ganadores: Autumn Open'],
  ['You won Autumn Open. Congratulations!', 'Ganaste Autumn Open. ¡Enhorabuena!'],
  ['Ana Ruiz & Luis Gil won Autumn Open.', 'Ana Ruiz & Luis Gil ganó Autumn Open.'],
  ['Result: Autumn Open', 'Resultado: Autumn Open'],
  ['Ana & Luis beat Eva & Pau 6-3 6-4.', 'Ana & Luis venció a Eva & Pau 6-3 6-4.'],
  ['Invitation: Autumn Open', 'Invitación: Autumn Open'],
  [
    'Ana Ruiz invited you to play Autumn Open together, starting Sat 28 Nov. Accept or decline before registration closes.',
    `Ana Ruiz te invitó a jugar juntos Autumn Open, que empieza el ${esSat}. Acepta o rechaza antes de que cierre la inscripción.`,
  ],
  ['Invitation accepted: Autumn Open', 'Invitación aceptada: Autumn Open'],
  ['Ana Ruiz accepted: your team is entered in Autumn Open.', 'Ana Ruiz aceptó: tu equipo está inscrito en Autumn Open.'],
  ['Invitation declined: Autumn Open', 'Invitación rechazada: Autumn Open'],
  [
    'Ana Ruiz declined to play Autumn Open with you. The entry fee of €20.00 has been refunded to your wallet.',
    'Ana Ruiz rechazó jugar Autumn Open contigo. Se ha devuelto la inscripción de €20.00 a tu saldo.',
  ],
  ['Invitation expired: Autumn Open', 'Invitación caducada: Autumn Open'],
  [
    'Your partner did not accept before registration closed, so your team is not in Autumn Open.',
    'Tu pareja no aceptó antes del cierre de la inscripción, así que tu equipo no está en Autumn Open.',
  ],
  ['Registration open: Autumn Open', 'Inscripción abierta: Autumn Open'],
  [
    'Round robin at ELSY Madrid from Sat 28 Nov. Registration closes Sat 28 Nov, 18:00. Entry €20.00 per team.',
    `Liguilla en ELSY Madrid desde el ${esSat}. La inscripción cierra el ${esSat}, 18:00. Inscripción: €20.00 por equipo.`,
  ],
]

describe('storedText', () => {
  afterEach(async () => {
    await switchLocale('en')
  })

  it('leaves every stored text as the server wrote it in English', async () => {
    await loadStoredTexts()
    for (const [english] of CASES) expect(storedText(english)).toBe(english)
  })

  it('gives a Spanish reader each text in Spanish, the dates their way', async () => {
    await switchLocale('es')
    await loadStoredTexts()
    for (const [english, spanish] of CASES) expect(storedText(english)).toBe(spanish)
  })

  it('leaves a text no message has as stored', async () => {
    await switchLocale('es')
    await loadStoredTexts()
    expect(storedText('Something new happened.')).toBe('Something new happened.')
    expect(storedText('Booking moved: somewhere, was elsewhere')).toBe('Booking moved: somewhere, was elsewhere')
    expect(storedText(`${summary}. A sentence the catalogue does not know.`)).toBe(`${summary}. A sentence the catalogue does not know.`)
    expect(storedText('')).toBe('')
    expect(storedText(null)).toBe(null)
  })
})

describe('storedTextParts', () => {
  afterEach(async () => {
    await switchLocale('en')
  })
  const person = (text: string) => ({ text, person: true })
  const words = (text: string) => ({ text, person: false })

  it('sets the names of people apart from the app\'s words, in English too', async () => {
    await loadStoredTexts()
    expect(storedTextParts('Ana Ruiz reported that you won 6-3 6-4 at ELSY Madrid on 3 Nov. Confirm it or dispute it.')).toEqual([
      person('Ana Ruiz'),
      words(' reported that you won 6-3 6-4 at ELSY Madrid on 3 Nov. Confirm it or dispute it.'),
    ])
    expect(storedTextParts('Ana & Luis beat Eva & Pau 6-3 6-4.')).toEqual([person('Ana & Luis'), words(' beat '), person('Eva & Pau'), words(' 6-3 6-4.')])
    expect(storedTextParts('Match result confirmed')).toEqual([words('Match result confirmed')])
  })

  it('keeps a name that reads like the app speaking whole, as one name', async () => {
    await loadStoredTexts()
    const name = 'Security team. Your account is locked! Call now'
    expect(storedTextParts(`${name} invited you to play Autumn Open together, starting Sat 28 Nov. Accept or decline before registration closes.`))
      .toEqual([person(name), words(' invited you to play Autumn Open together, starting Sat 28 Nov. Accept or decline before registration closes.')])
  })

  it('translates the words around the names for a Spanish reader', async () => {
    await switchLocale('es')
    await loadStoredTexts()
    expect(storedTextParts('Ana & Luis beat Eva & Pau 6-3 6-4.')).toEqual([person('Ana & Luis'), words(' venció a '), person('Eva & Pau'), words(' 6-3 6-4.')])
    expect(storedTextParts('Ana Ruiz accepted: your team is entered in Autumn Open.'))
      .toEqual([person('Ana Ruiz'), words(' aceptó: tu equipo está inscrito en Autumn Open.')])
  })

  it('leaves a text no message has as one piece, and cannot be handed marks from outside', async () => {
    await loadStoredTexts()
    expect(storedTextParts('Something new happened.')).toEqual([words('Something new happened.')])
    expect(storedTextParts('')).toEqual([])
    expect(storedTextParts(null)).toEqual([])
    expect(storedTextParts('Ana\uE0000\uE001 Ruiz accepted: your team is entered in Autumn Open.'))
      .toEqual([person('Ana0 Ruiz'), words(' accepted: your team is entered in Autumn Open.')])
  })
})

/*
 * Every English literal the SQL writes into a ledger description (inserts into public.transactions and
 * public.desk_payments) or a notification (public.notify(...) calls, the seeded bell) has a pattern in
 * messages/member/ledger or messages/member/notice: each of its words between the values (format's %s) is in
 * one message's English. A new wording without a translation fails here.
 */

/**
 * Literals in those statements that are not words for people, or that no pattern carries on purpose.
 */
const EXEMPT = new Set([
  // to_char formats of the dates inside the texts.
  'Dy FMDD Mon', 'Dy DD Mon', 'FMDD Mon', 'Dy FMDD Mon, HH24:MI',
])

const root = path.resolve(__dirname, '../..')
const sqlFiles = [
  ...readdirSync(path.join(root, 'supabase/migrations')).map((file) => path.join('supabase/migrations', file)),
  'supabase/seed.sql',
  ...readdirSync(path.join(root, 'supabase/seeds')).map((file) => path.join('supabase/seeds', file)),
].filter((file) => file.endsWith('.sql'))

function statements(): string[] {
  const found: string[] = []
  for (const file of sqlFiles) {
    const sql = readFileSync(path.join(root, file), 'utf8').replace(/--[^\n]*/g, '')
    // A statement ends at the semicolon that ends its line.
    for (const [statement] of sql.matchAll(/perform\s+public\.notify\([\s\S]*?;[ \t]*$/gm)) found.push(statement)
    for (const [statement] of sql.matchAll(/insert\s+into\s+(?:public\.(?:transactions|desk_payments)|seed_bell)\b[\s\S]*?;[ \t]*$/gm)) {
      found.push(statement)
    }
  }
  return found
}

function englishLiterals(): Set<string> {
  const literals = new Set<string>()
  for (const statement of statements()) {
    for (const found of statement.matchAll(/'((?:[^']|'')*)'/g)) {
      // interval '2 days': a time, not text.
      if (/interval\s*$/.test(statement.slice(0, found.index))) continue
      const text = found[1]!.replace(/''/g, "'")
      // Words for people: two letters in a row and a capital or a space ('booking', 'debit' are kinds, not words).
      if (/[a-z]{2}/.test(text) && /[A-Z\s]/.test(text) && !text.startsWith('/') && !EXEMPT.has(text)) literals.add(text)
    }
  }
  return literals
}

function englishTexts(source: Record<string, unknown>): string[] {
  return Object.entries(source)
    .filter(([key]) => key !== '$schema')
    .flatMap(([, value]) =>
      typeof value === 'string' ? [value] : (value as { match: Record<string, string> }[]).flatMap((variant) => Object.values(variant.match)),
    )
}

describe('stored texts in the SQL', () => {
  it('finds the wordings it checks', () => {
    const literals = englishLiterals()
    expect(literals).toContain('Wallet top-up')
    expect(literals).toContain('Court %s booking, %s, %s %s')
    expect(literals).toContain('Booking cancelled')
  })

  it('has a pattern for every English wording the SQL stores', () => {
    const texts = englishTexts({ ...ledger, ...notice })
    const patterns = Object.entries({ ...ledger, ...notice })
      .filter(([key]) => key !== '$schema')
      .flatMap(([, source]) => patternsOf(source as Source))
    const missing = [...englishLiterals()].filter(
      (literal) =>
        // Whole, as a pattern reads it ("...less than 24 hours..." is the plural message with 24)...
        !patterns.some((pattern) => pattern.regex.test(literal.replace(/^[\s.]+|\s+$/g, ''))) &&
        // ...or each piece between the values in one message's English.
        literal
          .split('%s')
          .map((piece) => piece.replace(/^[\s.]+|\s+$/g, ''))
          .filter((piece) => piece.length >= 3)
          .some((piece) => !texts.some((text) => text.includes(piece))),
    )
    expect(missing).toEqual([])
  })
})
