import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

type Catalogue = Record<string, unknown>
const cache = new Map<string, Map<string, string>>()

/**
 * A message of the catalogues as a person reads it in `locale` (messages/<area>/<part>/<locale>.json), for specs
 * about other languages: they find the words the app shows without copying them. Plain messages only, with
 * `{inputs}` filled from `values`.
 */
export function words(locale: string, key: string, values: Record<string, string> = {}): string {
  let table = cache.get(locale)
  if (!table) {
    table = new Map()
    const root = path.resolve('messages')
    for (const area of readdirSync(root)) {
      for (const part of readdirSync(path.join(root, area))) {
        const json = JSON.parse(readFileSync(path.join(root, area, part, `${locale}.json`), 'utf8')) as Catalogue
        for (const [k, v] of Object.entries(json)) if (typeof v === 'string') table.set(k, v)
      }
    }
    cache.set(locale, table)
  }
  const text = table.get(key)
  if (text === undefined) throw new Error(`No plain message ${key} in the ${locale} catalogue`)
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
