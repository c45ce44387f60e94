import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogueParts, LOCALES, messageInputs, readCatalogue } from './message-catalogue'
import { answers, latestFunctions, saidCalls } from './sql-functions'

/*
 * The contract between the database and the app's words. Every message the SQL names (public.said) is a
 * message of the member catalogue in every language (message-catalogue.test.ts checks that each language
 * takes the English's inputs), and every input it reads is a value the SQL sends beside the key.
 */

const root = path.resolve(import.meta.dirname, '..')
const functions = [...latestFunctions().values()]
const calls = functions.flatMap(saidCalls)

function memberCatalogue(locale: string) {
  const messages = new Map<string, ReturnType<typeof readCatalogue>[string]>()
  for (const part of catalogueParts(root).filter((p) => p.area === 'member')) {
    for (const [key, message] of Object.entries(readCatalogue(path.join(part.dir, `${locale}.json`)))) messages.set(key, message)
  }
  return messages
}

describe('the messages the database names', () => {
  it('finds the said() calls of the functions as the migrations leave them', () => {
    expect(functions.length).toBeGreaterThan(100)
    expect(calls.length).toBeGreaterThan(0)
  })

  it('names each with a literal key and its values written out beside it', () => {
    expect(calls.filter((call) => call.names === null || call.names.includes('?'))).toEqual([])
  })

  it.each(LOCALES)('has every key in the %s catalogue', (locale) => {
    const catalogue = memberCatalogue(locale)
    expect([...new Set(calls.map((c) => c.key))].filter((key) => !catalogue.has(key))).toEqual([])
  })

  it('sends every value each message reads', () => {
    const english = memberCatalogue('en')
    const unfilled = calls.flatMap((call) => {
      const message = english.get(call.key)
      if (!message || call.names === null) return []
      const missing = messageInputs(message).filter((input) => !call.names!.includes(input))
      return missing.length ? [`${call.fn}: ${call.key} reads ${missing.join(', ')}, which it is not sent`] : []
    })
    expect(unfilled).toEqual([])
  })

  it('sends no value a message does not read', () => {
    const english = memberCatalogue('en')
    const unread = calls.flatMap((call) => {
      const message = english.get(call.key)
      if (!message || call.names === null) return []
      const inputs = messageInputs(message)
      const extra = call.names.filter((name) => !inputs.includes(name))
      return extra.length ? [`${call.fn}: ${call.key} is sent ${extra.join(', ')}, which it does not read`] : []
    })
    expect(unread).toEqual([])
  })
})

describe('answers that name their message', () => {
  const all = functions.flatMap((fn) => answers(fn).map((a) => ({ ...a, fn: fn.name })))
  it('are every answer the database gives (npm run said lists any that is not)', () => {
    expect(all.length).toBeGreaterThan(300)
    expect(all.filter((a) => !a.said).map((a) => `${a.fn}: ${a.status}`)).toEqual([])
  })
})
