import { m } from '~/i18n/member'
import { hasMessages } from '~/lib/i18n/catalogue'
import { getLocale, subscribeLocale } from '~/lib/i18n/current-locale'
import { BASE_LOCALE } from '~/lib/i18n/locales'
import { isSaid, say } from '~/lib/i18n/server-words'
import { type Inputs, type Pattern, patternsOf, readBack, type Source } from '~/lib/sentence-match'

/*
 * The sentence a server answer (`public.rpc_result`) carries, in the reader's language. The server writes it
 * in English; messages/member/server holds each status's sentences as `server_<status>` (and
 * `server_<status>_<variant>` where one status has several sentences), English exactly as the SQL writes it.
 * A message is used only when its English is the answer's sentence: the values the server put in it (a
 * tournament's name, a court's number, an amount) are read back from the sentence as the message's inputs.
 * Dates and weekdays the SQL wrote in English (to_char's "Mon 3 Nov 2026", "03 Nov 18:30", "Monday") are
 * written again the reader's way. A sentence no message matches (a new one, or one built in a way the catalogue does not know) stays as
 * it came.
 */

/** The catalogue's English, matched against the answers: loaded once the page is in another language. */
let sources: Record<string, Source> | null = null
let loading: Promise<void> | null = null
const messages = m as unknown as Record<string, (inputs: Inputs) => string>

type Candidate = { key: string; pattern: Pattern }
let byStatus: Map<string, Candidate[]> | null = null

function candidates(status: string): Candidate[] {
  if (!sources) return []
  if (!byStatus) {
    byStatus = new Map()
    for (const key of Object.keys(sources)) {
      if (!key.startsWith('server_')) continue
      const entries = patternsOf(sources[key]!).map((pattern) => ({ key, pattern }))
      // A key names its status and maybe a variant: server_unknown_club_chosen is a sentence of unknown_club
      // (and, were there one, of unknown): each prefix is tried, the English text decides.
      const parts = key.slice('server_'.length).split('_')
      for (let n = 1; n <= parts.length; n++) {
        const prefix = parts.slice(0, n).join('_')
        byStatus.set(prefix, [...(byStatus.get(prefix) ?? []), ...entries])
      }
    }
    // The most words first: "Booking moved to {place}. Take {amount} more at the desk." before "Booking moved
    // to {place}.", whose last value would otherwise swallow the clause.
    for (const list of byStatus.values()) list.sort((a, b) => b.pattern.words - a.pattern.words)
  }
  return byStatus.get(status) ?? []
}

/** Inputs the SQL fills with to_char dates: "Mon 3 Nov 2026" (Dy FMDD Mon YYYY), "3 Nov 2026", "Sat 28 Nov", "03 Nov 18:30". */
const DATE_INPUTS = new Set(['day', 'from', 'until', 'first_day', 'last_day', 'at'])

/** `sentence` as one of `status`'s messages in the reader's language, or null when none is its English. */
function translated(status: string, sentence: string, answer: Record<string, unknown>): string | null {
  for (const { key, pattern } of candidates(status)) {
    const inputs = readBack(pattern, sentence, DATE_INPUTS)
    if (!inputs) continue
    // "Court 2: {problem}": the problem is itself one of the status's sentences.
    if (typeof inputs.problem === 'string') {
      const problem = translated(status, inputs.problem, answer)
      if (problem === null) continue
      inputs.problem = problem
    }
    try {
      return messages[key]!({ ...answer, ...inputs })
    } catch {
      return null
    }
  }
  return null
}

/**
 * Loads the English the server's sentences are matched against. A page in English never needs it (its
 * sentences are the server's): it comes with the first other language, in a chunk of its own.
 */
export function loadServerSentences(): Promise<void> {
  loading ??= import('../../messages/member/server/en.json')
    .then((module) => {
      sources = module.default as unknown as Record<string, Source>
      byStatus = null
    })
    .catch(() => {
      loading = null
    })
  return loading
}

const wanted = () => {
  if (getLocale() !== BASE_LOCALE) void loadServerSentences()
}
wanted()
subscribeLocale(wanted)

/**
 * The answer's sentence in the reader's language when the member words are loaded, else as the server wrote
 * it. A sentence the SQL strings together from optional clauses ("3 court-slots blocked. 1 booking was
 * cancelled and refunded in full. 2 already blocked were left as they were.") is translated clause by clause
 * when no message has it whole: each clause is a message of the status, else the whole stays in English.
 */
export function serverSentence(answer: { status: string; message: string } & Record<string, unknown>): string {
  // An answer that names its message: said from its key and values, whatever the language.
  if (isSaid(answer)) {
    const said = say(answer)
    if (said !== null) return said
  }
  // In English the message is the server's sentence itself (the catalogue's English is the SQL's, exactly).
  if (typeof answer.message !== 'string' || getLocale() === BASE_LOCALE || !hasMessages('member')) return answer.message
  // Until the English has come (the first moments after switching language) the sentence stays as it came.
  if (!sources) {
    void loadServerSentences()
    return answer.message
  }
  const whole = translated(answer.status, answer.message, answer)
  if (whole !== null) return whole
  const clauses = answer.message.split(/(?<=[.!?])\s+(?=\S)/)
  if (clauses.length < 2) return answer.message
  const parts = clauses.map((clause) => translated(answer.status, clause, answer))
  return parts.every((part) => part !== null) ? parts.join(' ') : answer.message
}

/** `data` with its sentence in the reader's language when it is a server answer ({status, message}), else as it is. */
export function withServerSentence<T>(data: T): T {
  if (typeof data !== 'object' || data === null) return data
  const answer = data as { status?: unknown; message?: unknown } & Record<string, unknown>
  if (typeof answer.status !== 'string' || typeof answer.message !== 'string') return data
  return { ...data, message: serverSentence(answer as { status: string; message: string } & Record<string, unknown>) }
}
