import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BASE_LOCALE, LOCALES } from '../src/i18n/locales'

/**
 * The message catalogues: messages/<area>/<part>/<locale>.json in inlang's message format. An area is what one
 * kind of page loads (public: every page; member; staff); a part is one feature's words, owned with it. Every
 * part has every language, the same keys in each, each key starting with "<part>_", and each translation uses
 * exactly the inputs the English message uses. English is the reference text (docs/product.md §15).
 *
 * One area is no page's: mail, the words of the e-mails the auth service sends (server/auth/mail/templates.ts
 * reads them at run time). It is checked like the others but never compiled for the app, so no browser
 * downloads or precaches it; its messages are plain texts with {inputs}, which is all the server fills.
 */

export { BASE_LOCALE, LOCALES } from '../src/i18n/locales'
/** The areas the app loads, compiled into src/i18n/generated/<area>/. */
export const APP_AREAS = ['public', 'explore', 'auth', 'member', 'staff'] as const
/** The areas only the server reads, from the JSON itself. */
export const SERVER_AREAS = ['mail'] as const
export const AREAS = [...APP_AREAS, ...SERVER_AREAS] as const
export type AppArea = (typeof APP_AREAS)[number]
export type Area = (typeof AREAS)[number]

export interface CataloguePart {
  area: Area
  part: string
  dir: string
}

export function catalogueParts(root: string): CataloguePart[] {
  const parts: CataloguePart[] = []
  for (const area of AREAS) {
    const areaDir = path.join(root, 'messages', area)
    if (!existsSync(areaDir)) continue
    for (const entry of readdirSync(areaDir, { withFileTypes: true })) {
      if (entry.isDirectory()) parts.push({ area, part: entry.name, dir: path.join(areaDir, entry.name) })
    }
  }
  return parts.sort((a, b) => `${a.area}/${a.part}`.localeCompare(`${b.area}/${b.part}`))
}

type Message = string | Array<{ declarations?: string[]; selectors?: string[]; match: Record<string, string> }>

/** The inputs a message reads: `{name}` in its texts and `input name` in its declarations. */
export function messageInputs(message: Message): string[] {
  const names = new Set<string>()
  const fromText = (text: string) => {
    for (const [, name] of text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)) names.add(name!)
  }
  if (typeof message === 'string') fromText(message)
  else {
    const locals = new Set<string>()
    for (const variant of message) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input\s+([A-Za-z_]\w*)/.exec(declaration)
        if (input) names.add(input[1]!)
        const local = /^local\s+([A-Za-z_]\w*)/.exec(declaration)
        if (local) locals.add(local[1]!)
      }
      for (const text of Object.values(variant.match)) fromText(text)
    }
    for (const local of locals) names.delete(local)
  }
  return [...names].sort()
}

const catchAll = (key: string) => /=(other|\*)$/.test(key)
const hasCatchAll = (message: Message) => typeof message === 'string' || message.every((variant) => Object.keys(variant.match).some(catchAll))

/**
 * A catalogue as the compiler gets it: each selector's `other` form also answers the categories a language has
 * beyond it ("many" is a million in French, Spanish, Italian and Portuguese), which the compiled code would
 * otherwise answer with the message's key.
 */
export function compilableCatalogue(file: string): string {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>
  for (const message of Object.values(json)) {
    if (typeof message === 'string') continue
    for (const variant of message) {
      variant.match = Object.fromEntries(Object.entries(variant.match).map(([key, text]) => [key.replace(/=other\b/g, '=*'), text]))
    }
  }
  return JSON.stringify(json)
}

export function readCatalogue(file: string): Record<string, Message> {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Message>
  delete json.$schema
  return json
}

/** Every problem with the catalogues, one sentence each; empty when they are complete and consistent. */
export function catalogueProblems(root: string): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const { area, part, dir } of catalogueParts(root)) {
    const where = `messages/${area}/${part}`
    if (!/^[a-z][a-z0-9_]*$/.test(part)) problems.push(`${where}: a part's name is lower-case letters, digits and _ (it prefixes its keys)`)
    const base = path.join(dir, `${BASE_LOCALE}.json`)
    if (!existsSync(base)) {
      problems.push(`${where}: no ${BASE_LOCALE}.json`)
      continue
    }
    const english = readCatalogue(base)
    for (const [key, message] of Object.entries(english)) {
      if (!hasCatchAll(message)) problems.push(`${where}/${BASE_LOCALE}.json: ${key} has no catch-all form (…=other or …=*)`)
    }
    const plainOnly = (SERVER_AREAS as readonly Area[]).includes(area)
    const notPlain = (locale: string, catalogue: Record<string, Message>) => {
      for (const [key, message] of Object.entries(catalogue)) {
        if (plainOnly && typeof message !== 'string') problems.push(`${where}/${locale}.json: ${key} is not a plain text (the server fills only {inputs})`)
      }
    }
    notPlain(BASE_LOCALE, english)
    for (const key of Object.keys(english)) {
      if (!key.startsWith(`${part}_`)) problems.push(`${where}/${BASE_LOCALE}.json: the key ${key} does not start with ${part}_`)
      const other = seen.get(key)
      if (other) problems.push(`${where}: the key ${key} is also in ${other}`)
      seen.set(key, where)
    }
    for (const locale of LOCALES) {
      if (locale === BASE_LOCALE) continue
      const file = path.join(dir, `${locale}.json`)
      if (!existsSync(file)) {
        problems.push(`${where}: no ${locale}.json`)
        continue
      }
      const translated = readCatalogue(file)
      notPlain(locale, translated)
      for (const [key, message] of Object.entries(translated)) {
        if (!hasCatchAll(message)) problems.push(`${where}/${locale}.json: ${key} has no catch-all form (…=other or …=*)`)
      }
      for (const key of Object.keys(english)) {
        if (!(key in translated)) {
          problems.push(`${where}/${locale}.json: the key ${key} is missing`)
          continue
        }
        const want = messageInputs(english[key]!).join(', ')
        const got = messageInputs(translated[key]!).join(', ')
        if (want !== got) problems.push(`${where}/${locale}.json: ${key} reads {${got}} where English reads {${want}}`)
      }
      for (const key of Object.keys(translated)) {
        if (!(key in english)) problems.push(`${where}/${locale}.json: the key ${key} is not in ${BASE_LOCALE}.json`)
      }
    }
  }
  return problems
}
