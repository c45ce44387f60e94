import { formatDateTime } from '~/lib/time-format'

/*
 * Matching an English sentence the server wrote against a catalogue message's English, and reading the values
 * it carries back out as the message's inputs. Shared by the server answers (server-sentence.ts) and the texts
 * the server stores (stored-text.ts). Dates the SQL wrote in English are written again the reader's way.
 */

export type Inputs = Record<string, unknown>
type Variant = { declarations?: string[]; match: Record<string, string> }
export type Source = string | Variant[]
/** One English text of a message: what it matches, the inputs it reads back, and a plural count it implies. */
export type Pattern = { regex: RegExp; names: string[]; words: number; implied?: { input: string; count: number } }

const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Regular-expression sources for the values of some inputs, instead of "anything up to the end of a sentence". */
export type ValueShapes = Readonly<Record<string, string>>

function patternOf(text: string, plural?: { input: string; category: string }, shapes?: ValueShapes): Pattern {
  const names: string[] = []
  let source = ''
  let last = 0
  for (const found of text.matchAll(PLACEHOLDER)) {
    // A value never runs over the end of a sentence: "{n} already blocked..." must not take the clauses before it.
    // An input with a shape is matched by it (a person's name may hold whole sentences; a score is "6-4 7-5").
    const shape = shapes?.[found[1]!]
    source += `${escape(text.slice(last, found.index))}${shape ? `(${shape})` : '((?:(?![.!?]\\s).)+?)'}`
    names.push(found[1]!)
    last = found.index + found[0].length
  }
  source += escape(text.slice(last))
  // "1 booking" reads no count: the variant chosen says it.
  const implied = plural && plural.category === 'one' && !names.includes(plural.input) ? { input: plural.input, count: 1 } : undefined
  const words = text.replace(PLACEHOLDER, '').length
  return { regex: new RegExp(`^${source}$`, 's'), names, words, ...(implied ? { implied } : {}) }
}

/** Every English text of a message (each plural form is one); `shapes` gives some inputs' values their own pattern. */
export function patternsOf(source: Source, shapes?: ValueShapes): Pattern[] {
  if (typeof source === 'string') return [patternOf(source, undefined, shapes)]
  return source.flatMap((variant) => {
    const locals = new Map<string, string>()
    for (const declaration of variant.declarations ?? []) {
      const local = /^local\s+(\w+)\s*=\s*(\w+)\s*:\s*plural/.exec(declaration)
      if (local) locals.set(local[1]!, local[2]!)
    }
    return Object.entries(variant.match).map(([selector, text]) => {
      const [local, category] = selector.split('=')
      const input = locals.get(local ?? '')
      return patternOf(text, input && category ? { input, category } : undefined, shapes)
    })
  })
}

const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec'
const WEEKDAYS = 'SunMonTueWedThuFriSat'
const ENGLISH_DATE = /^(?:([A-Z][a-z]{2}) )?(\d{1,2}) ([A-Z][a-z]{2})(?: (\d{4}))?(?: (\d{2}):(\d{2}))?$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * An English to_char date written the reader's way, showing what it showed (weekday, year, time): "Mon 3 Nov
 * 2026" (Dy FMDD Mon YYYY), "3 Nov 2026", "Sat 28 Nov", "03 Nov 18:30", or an ISO day "2026-11-30"; else as it is.
 */
export function readerDate(text: string): string {
  const iso = ISO_DATE.exec(text)
  if (iso) {
    const date = new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])))
    if (Number.isNaN(date.getTime())) return text
    return formatDateTime(date, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' })
  }
  const parts = ENGLISH_DATE.exec(text)
  const month = parts ? MONTHS.indexOf(parts[3]!) / 3 : -1
  if (!parts || !Number.isInteger(month) || month < 0) return text
  const [, weekday, day, , year, hour, minute] = parts
  const weekdayIndex = weekday ? WEEKDAYS.indexOf(weekday) / 3 : -1
  const at = (y: number) => new Date(Date.UTC(y, month, Number(day), Number(hour ?? 0), Number(minute ?? 0)))
  // Without a year, the one around today whose date falls on the weekday shown.
  const thisYear = new Date().getUTCFullYear()
  const guessed = [thisYear, thisYear + 1, thisYear - 1].find((y) => weekdayIndex < 0 || at(y).getUTCDay() === weekdayIndex)
  const date = at(year ? Number(year) : guessed ?? thisYear)
  return formatDateTime(date, {
    timeZone: 'UTC',
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    ...(hour ? { hour: '2-digit', minute: '2-digit' } : {}),
  })
}

/** weekday_name's "Monday" .. "Sunday" (input `weekday`), named the reader's way. */
function readerWeekday(text: string): string {
  const index = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(text)
  // 1 January 2024 was a Monday.
  return index < 0 ? text : formatDateTime(new Date(Date.UTC(2024, 0, 1 + index)), { timeZone: 'UTC', weekday: 'long' })
}

/**
 * The inputs `text` carries when it is `pattern`'s English, or null when it is another sentence. Inputs named in
 * `dateInputs` are dates written again the reader's way; `weekday` a weekday; digits a number.
 */
export function readBack(pattern: Pattern, text: string, dateInputs: ReadonlySet<string>): Inputs | null {
  const found = pattern.regex.exec(text)
  if (!found) return null
  const inputs: Inputs = {}
  pattern.names.forEach((name, i) => {
    const value = found[i + 1]!
    inputs[name] = dateInputs.has(name)
      ? readerDate(value)
      : name === 'weekday'
        ? readerWeekday(value)
        : /^\d+$/.test(value)
          ? Number(value)
          : value
  })
  if (pattern.implied) inputs[pattern.implied.input] = pattern.implied.count
  return inputs
}
