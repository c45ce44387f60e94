import { m } from '~/i18n/member'
import { formatBookingDate, type IsoDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { getFormatTag } from './current-locale'
import { formatDateTime } from '~/lib/time-format'
import { WordsError, type Words } from '~/lib/words'
import { hasMessages } from './catalogue'

/*
 * What the server says, in the reader's language. The server never sends words for the app to read back: an
 * answer (public.said) carries a message key of the catalogue (messages/member/server) and the raw values
 * its placeholders take. Values are shown the reader's way here, and only here:
 *   {"amount": 12.5, "currency": "EUR"}            an amount in its own currency ("12,50 €" in Spanish)
 *   {"day": "2026-11-30"}                          a day with its weekday ("Mon 30 Nov 2026")
 *   {"at": "2026-11-30T17:30:00Z", "zone": "…"}    a moment in the club's time zone ("Mon 30 Nov, 18:30")
 *   {"weekday": 1}                                 a day of the week (ISO: 1 is Monday)
 *   {"person": "Ana López"}                        a person's name as they typed it (set apart where shown)
 *   {"number": 1475, "decimals": 1}                a figure with that many decimals ("1.475,0" in German);
 *                                                  "signed": true writes its sign always ("+12,0")
 *   {"message_key": …, "message_values": {…}}      another message, said the same way
 *   [said, said, …]                                sentences one after another
 * anything else (names, numbers, times of day) as it came.
 */

export type Said = { message_key: string; message_values?: Record<string, unknown> }
type Message = (inputs: Record<string, unknown>) => string

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function isSaid(value: unknown): value is Said {
  return isObject(value) && typeof value.message_key === 'string' && (value.message_values === undefined || isObject(value.message_values))
}

const MOMENT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }

function momentText(at: string, zone: unknown): string | null {
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return null
  try {
    return formatDateTime(date, typeof zone === 'string' && zone ? { ...MOMENT, timeZone: zone } : MOMENT)
  } catch {
    // A zone this browser does not know: the moment in the reader's own.
    return formatDateTime(date, MOMENT)
  }
}

function weekdayText(isoDay: number): string | null {
  if (!Number.isInteger(isoDay) || isoDay < 1 || isoDay > 7) return null
  // 1 January 2024 was a Monday.
  return formatDateTime(new Date(Date.UTC(2024, 0, isoDay)), { timeZone: 'UTC', weekday: 'long' })
}

const figureFormats = new Map<string, Intl.NumberFormat>()

function formatFigure(figure: number, decimals: number, signed: boolean): string {
  const tag = getFormatTag()
  const key = `${tag}|${decimals}|${signed}`
  let format = figureFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: signed ? 'always' : 'auto' })
    figureFormats.set(key, format)
  }
  return format.format(figure)
}

/** One value the way the reader writes it; numbers stay numbers (a message's plural chooses by them). */
export function valueText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((part) => String(valueText(part))).join(' ')
  if (!isObject(value)) return value
  if (isSaid(value)) return say(value) ?? ''
  if (typeof value.amount === 'number' || typeof value.amount === 'string') {
    const amount = Number(value.amount)
    if (typeof value.currency === 'string' && Number.isFinite(amount)) {
      try {
        return formatMoney(amount, value.currency)
      } catch {
        return `${value.currency} ${amount.toFixed(2)}`
      }
    }
  }
  // A calendar day in the words every page uses for one ("Mon 30 Nov 2026"); it has no zone.
  if (typeof value.day === 'string') return formatBookingDate(value.day as IsoDate)
  if (typeof value.at === 'string') return momentText(value.at, value.zone) ?? value.at
  if (typeof value.weekday === 'number') return weekdayText(value.weekday) ?? String(value.weekday)
  if (typeof value.person === 'string') return value.person
  if (typeof value.number === 'number' || typeof value.number === 'string') {
    const figure = Number(value.number)
    const decimals = typeof value.decimals === 'number' && Number.isInteger(value.decimals) ? Math.min(Math.max(value.decimals, 0), 6) : 0
    if (Number.isFinite(figure)) return formatFigure(figure, decimals, value.signed === true)
  }
  return JSON.stringify(value)
}

/** Every value of a message the reader's way. */
export function valueTexts(values: Record<string, unknown> | undefined): Record<string, unknown> {
  const shown: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values ?? {})) shown[name] = valueText(value)
  return shown
}

/**
 * The message in the reader's language, or null when the words are not loaded yet or the catalogue has no
 * such message (an app older than the server): the caller then shows the server's own sentence.
 */
export function say(said: Said): string | null {
  if (!hasMessages('member')) return null
  let message: Message | undefined
  try {
    message = (m as unknown as Record<string, Message | undefined>)[said.message_key]
  } catch {
    return null
  }
  if (typeof message !== 'function') return null
  try {
    return message(valueTexts(said.message_values))
  } catch {
    return null
  }
}

/**
 * Words the data layer kept as data (lib/words.ts: a refusal, an error, a label) in the reader's language: the
 * message said, else the text as it came; null when there is neither.
 */
export function sayWords(words: Words | null | undefined): string | null {
  if (!words) return null
  return (isSaid(words) ? say(words) : null) ?? (words.text || null)
}

/** What went wrong, for a person: a refusal's words said (WordsError), else the error's own message, else `fallback`. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof WordsError) return say(err.words) ?? fallback
  return err instanceof Error ? err.message : fallback
}

/** A piece of what the server said: the app's words, or a person's name as they typed it. */
export type SaidPart = { text: string; person: boolean }

const MARKED = /\uE000(\d+)\uE001/

/** `value` with each person's name in it, at any depth (in a message inside it, in sentences), left out as a mark. */
function markPeople(value: unknown, people: string[]): unknown {
  if (Array.isArray(value)) return value.map((part) => markPeople(part, people))
  if (!isObject(value)) return value
  if (typeof value.person === 'string') {
    // A mark typed into a name would be read as one: such characters are not text anyone reads.
    people.push(value.person.replace(/[\uE000\uE001]/g, ''))
    return `\uE000${people.length - 1}\uE001`
  }
  if (!isSaid(value)) return value
  const marked: Record<string, unknown> = {}
  for (const [name, inner] of Object.entries(value.message_values ?? {})) marked[name] = markPeople(inner, people)
  return { message_key: value.message_key, message_values: marked }
}

/**
 * say() in pieces: each person's name ({"person": …}, also in a message inside it) a piece of its own, to be
 * shown set apart from the app's words. Null as say() is.
 */
export function sayParts(said: Said): SaidPart[] | null {
  const people: string[] = []
  const text = say(markPeople({ message_key: said.message_key, message_values: said.message_values ?? {} }, people) as Said)
  if (text === null) return null
  return text
    .split(MARKED)
    .map((piece, i) => (i % 2 === 1 ? { text: people[Number(piece)] ?? '', person: true } : { text: piece, person: false }))
    .filter((part) => part.text !== '')
}

/** An answer's sentence in the reader's language: its message when it names one, else the server's own sentence. */
export function answerSentence(answer: { message: string } & Record<string, unknown>): string {
  return (isSaid(answer) ? say(answer) : null) ?? answer.message
}

/** `data` with its sentence in the reader's language when it is a server answer ({status, message}), else as it is. */
export function withAnswerSentence<T>(data: T): T {
  if (typeof data !== 'object' || data === null) return data
  const answer = data as { status?: unknown; message?: unknown } & Record<string, unknown>
  if (typeof answer.status !== 'string' || typeof answer.message !== 'string') return data
  return { ...data, message: answerSentence(answer as { message: string } & Record<string, unknown>) }
}

/**
 * A stored text (a ledger line's description, a notification's title or body) in the reader's language: its
 * message (`description_message`, `title_message`…) when it names one, else the text as stored.
 */
export function storedWords(text: string, message: unknown): string {
  return (isSaid(message) ? say(message) : null) ?? text
}

/** storedWords in pieces, people's names apart from ELSY's words. */
export function storedWordParts(text: string, message: unknown): SaidPart[] {
  const parts = isSaid(message) ? sayParts(message) : null
  return parts ?? (text ? [{ text, person: false }] : [])
}
