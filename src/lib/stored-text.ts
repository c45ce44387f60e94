import { isSaid, say, sayParts } from '~/lib/i18n/server-words'
import { useSyncExternalStore } from 'react'
import { m } from '~/i18n/member'
import { hasMessages } from '~/lib/i18n/catalogue'
import { getLocale, subscribeLocale } from '~/lib/i18n/current-locale'
import { BASE_LOCALE } from '~/lib/i18n/locales'
import { type Inputs, type Pattern, patternsOf, readBack, type Source, type ValueShapes } from '~/lib/sentence-match'

/*
 * Text the server stores in English, in the reader's language: wallet ledger descriptions
 * (`transactions.description`, `desk_payments.description`) and notifications (`notifications.title`, `.body`).
 * messages/member/ledger and messages/member/notice hold their patterns, English exactly as the SQL writes it;
 * the values in the text (a court's number, a club's name, a tournament's) are read back out as the message's
 * inputs, the dates written again the reader's way (see sentence-match.ts). A notification body the SQL strings
 * together from optional sentences is translated sentence by sentence. A text no message matches stays as stored.
 */

let sources: Record<string, Source> | null = null
const listeners = new Set<() => void>()
let loading: Promise<void> | null = null
const messages = m as unknown as Record<string, (inputs: Inputs) => string>

/** Inputs holding a date: to_char's 'YYYY-MM-DD' (ledger) and 'Dy FMDD Mon' / 'FMDD Mon' (notifications). */
const DATE_INPUTS = new Set(['date', 'day', 'closes'])
/** Inputs holding a booking in one line (public.booking_summary): translated by notice_summary, or no match. */
const SUMMARY_INPUTS = new Set(['booking', 'was', 'now'])
const SUMMARY_KEY = 'notice_summary'
/** Inputs whose values have a shape: a court's number, a slot's label ("18:00 - 19:30"). */
const SHAPES: Record<string, RegExp> = { court: /^\d+$/, slot: /^\d{1,2}:\d{2} - \d{1,2}:\d{2}$/ }
/**
 * Inputs holding people's names as they typed them (a player, a team's players, a match's winners and losers):
 * read back whole, whatever they contain, and shown set apart by storedTextParts, so a name such as
 * "Security team. Your account is locked" never reads as the app's own sentence.
 */
const PERSON_INPUTS: ReadonlySet<string> = new Set(['name', 'names', 'winners', 'losers'])
/** How those names are read back (anything at all), and the scores beside them ("6-4 3-6 7-5") that end them. */
const VALUE_SHAPES: ValueShapes = {
  ...Object.fromEntries([...PERSON_INPUTS].map((name) => [name, '.+?'])),
  score: '\\d+-\\d+(?: \\d+-\\d+)*',
}
/** Where a person's name stands in a text being put together (private-use characters no message holds). */
const MARK_OPEN = '\uE000'
const MARK_CLOSE = '\uE001'
const MARKED = /\uE000(\d+)\uE001/

type Candidate = { key: string; pattern: Pattern }
let all: Candidate[] | null = null

function candidates(): Candidate[] {
  if (!sources) return []
  if (!all) {
    all = Object.keys(sources)
      .filter((key) => key.startsWith('ledger_') || key.startsWith('notice_'))
      .flatMap((key) => patternsOf(sources![key]!, VALUE_SHAPES).map((pattern) => ({ key, pattern })))
      // A message that is only its value (notice_sentences: sentences in a row, each a message the server names)
      // would read any sentence as itself.
      .filter(({ pattern }) => pattern.words > 0)
      // The most words first: "Entry fee refund: {tournament} (cancelled)" before "Entry fee refund: {tournament}".
      .sort((a, b) => b.pattern.words - a.pattern.words)
  }
  return all
}

/**
 * `text` in the reader's language, or null when no message matches. With `people`, each person's name is left
 * out as a mark (MARK_OPEN index MARK_CLOSE) and the names are collected there, in order.
 */
function translated(text: string, only?: string, people?: string[]): string | null {
  for (const { key, pattern } of candidates()) {
    if (only && key !== only) continue
    const inputs = readBack(pattern, text, DATE_INPUTS)
    if (!inputs) continue
    let whole = true
    for (const name of pattern.names) {
      if (SHAPES[name] && !SHAPES[name].test(String(inputs[name]))) whole = false
      if (!SUMMARY_INPUTS.has(name)) continue
      const summary = typeof inputs[name] === 'string' ? translated(inputs[name], SUMMARY_KEY) : null
      if (summary === null) whole = false
      else inputs[name] = summary
    }
    if (!whole) continue
    if (people) {
      for (const name of pattern.names) {
        const value = inputs[name]
        if (!PERSON_INPUTS.has(name) || typeof value !== 'string') continue
        inputs[name] = `${MARK_OPEN}${people.length}${MARK_CLOSE}`
        people.push(value)
      }
    }
    try {
      return messages[key]!(inputs)
    } catch {
      return null
    }
  }
  return null
}

/** Loads the English the stored texts are matched against: only a page in another language needs it. */
export function loadStoredTexts(): Promise<void> {
  loading ??= Promise.all([
    import('../../messages/member/ledger/en.json'),
    import('../../messages/member/notice/en.json'),
  ])
    .then(([ledger, notice]) => {
      sources = { ...(ledger.default as unknown as Record<string, Source>), ...(notice.default as unknown as Record<string, Source>) }
      all = null
      for (const listener of listeners) listener()
    })
    .catch(() => {
      loading = null
    })
  return loading
}

/** Resolves once stored texts can be translated (at once in English): for a file written now, e.g. a CSV. */
export function storedTextsReady(): Promise<void> {
  return getLocale() === BASE_LOCALE ? Promise.resolve() : loadStoredTexts()
}

const wanted = () => {
  if (getLocale() !== BASE_LOCALE) void loadStoredTexts()
}
wanted()
subscribeLocale(wanted)

/** `text` (a ledger description, a notification's title or body) in the reader's language, else as stored. */
export function storedText(text: string): string
export function storedText(text: string | null | undefined): string | null | undefined
export function storedText(text: string | null | undefined): string | null | undefined {
  // In English the text is the server's itself (the catalogue's English is the SQL's, exactly).
  if (typeof text !== 'string' || text === '' || getLocale() === BASE_LOCALE || !hasMessages('member')) return text
  if (!sources) {
    void loadStoredTexts()
    return text
  }
  const whole = translated(text)
  if (whole !== null) return whole
  const sentences = text.split(/(?<=[.!?])\s+(?=\S)/)
  if (sentences.length < 2) return text
  const parts = sentences.map((sentence) => translated(sentence))
  return parts.every((part) => part !== null) ? parts.join(' ') : text
}

/** A piece of a stored text: the app's words, or a person's name as they typed it. */
export type StoredTextPart = { text: string; person: boolean }

/**
 * `text` (a notification's title or body) in the reader's language, in pieces: the names of people in it are
 * pieces of their own (`person`), to be shown set apart. A text no message matches is one piece, as stored.
 * Unlike storedText it matches in English too (the catalogue is loaded on first use, and the text stays whole until then).
 */
export function storedTextParts(text: string | null | undefined): StoredTextPart[] {
  if (typeof text !== 'string' || text === '') return []
  const whole = [{ text, person: false }]
  if (!hasMessages('member')) return whole
  if (!sources) {
    void loadStoredTexts()
    return whole
  }
  // A mark typed into a name would be read as one: such characters are not text anyone reads.
  const plain = text.replace(/[\uE000\uE001]/g, '')
  const people: string[] = []
  let marked = translated(plain, undefined, people)
  if (marked === null) {
    const sentences = plain.split(/(?<=[.!?])\s+(?=\S)/)
    const parts = sentences.length < 2 ? [null] : sentences.map((sentence) => translated(sentence, undefined, people))
    if (parts.some((part) => part === null)) return whole
    marked = parts.join(' ')
  }
  const pieces = marked.split(MARKED)
  // split with a capturing group: text, index, text, index, ..., text.
  return pieces
    .map((piece, i) => (i % 2 === 1 ? { text: people[Number(piece)] ?? '', person: true } : { text: piece, person: false }))
    .filter((part) => part.text !== '')
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const loaded = () => sources !== null

/**
 * storedText for a component: it renders again once the English the texts are matched against has come (a
 * page opened in another language shows the stored English for a moment, then the reader's).
 */
export function useStoredText(): typeof storedText {
  useSyncExternalStore(subscribe, loaded, loaded)
  return storedText
}

/** storedTextParts for a component: it renders again once the English the texts are matched against has come. */
export function useStoredTextParts(): typeof storedTextParts {
  useSyncExternalStore(subscribe, loaded, loaded)
  return storedTextParts
}

/**
 * A stored text that names its message (`description_message`, `title_message`…: public.said) said from its
 * key and values; one that does not (written before the server named its messages), as storedText says it.
 */
export function storedWords(text: string, message: unknown): string {
  if (isSaid(message)) {
    const said = say(message)
    if (said !== null) return said
  }
  return storedText(text)
}

/** storedWords in pieces, people's names apart (see storedTextParts). */
export function storedWordParts(text: string, message: unknown): StoredTextPart[] {
  if (isSaid(message)) {
    const parts = sayParts(message)
    if (parts !== null) return parts
  }
  return storedTextParts(text)
}

/** storedWords for a component (see useStoredText). */
export function useStoredWords(): typeof storedWords {
  useSyncExternalStore(subscribe, loaded, loaded)
  return storedWords
}

/** storedWordParts for a component (see useStoredText). */
export function useStoredWordParts(): typeof storedWordParts {
  useSyncExternalStore(subscribe, loaded, loaded)
  return storedWordParts
}
