import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

/**
 * Plurals in every language: each message of the catalogues that chooses a form by a count is called, as
 * compiled, with 0, 1, 2 and 5 in each language. One and two read differently everywhere; French and
 * Portuguese count 0 as one ("0 réservation"), the others as many ("0 bookings").
 */
type Variant = { declarations?: string[]; match: Record<string, string> }
type Message = string | Variant[]

const catalogues = import.meta.glob<Record<string, Message>>('../../../messages/*/*/en.json', { eager: true, import: 'default' })
const compiled = import.meta.glob<Record<string, (inputs: Record<string, unknown>) => string>>('../../i18n/generated/*/messages/*.js', { eager: true })

const pluralMessages = Object.entries(catalogues).flatMap(([file, messages]) => {
  const area = file.split('/')[4]!
  return Object.entries(messages)
    .filter((entry): entry is [string, Variant[]] => Array.isArray(entry[1]) && entry[1].some((v) => v.declarations?.some((d) => /: plural/.test(d))))
    .map(([key, variants]) => {
      const counted = variants.flatMap((v) => v.declarations ?? []).map((d) => /^local\s+\w+\s*=\s*(\w+)\s*:\s*plural/.exec(d)?.[1]).find(Boolean)!
      const inputs = variants.flatMap((v) => v.declarations ?? []).map((d) => /^input\s+(\w+)/.exec(d)?.[1]).filter((name): name is string => Boolean(name))
      return { area, key, counted, inputs }
    })
})

const ZERO_IS_ONE = new Set(['fr', 'pt'])

describe('plural messages', () => {
  it('exist in the catalogues (the check below has something to check)', () => {
    expect(pluralMessages.length).toBeGreaterThan(0)
  })

  for (const locale of LOCALES) {
    it(`choose the right form in ${locale}`, () => {
      for (const { area, key, counted, inputs } of pluralMessages) {
        const message = compiled[`../../i18n/generated/${area}/messages/${locale}.js`]?.[key]
        expect(message, `${area}/${locale}: ${key}`).toBeTypeOf('function')
        const say = (n: number) => {
          const values: Record<string, unknown> = Object.fromEntries(inputs.map((name) => [name, `‹${name}›`]))
          values[counted] = n
          // Formatted copies of the count, if the message shows one, read like the count.
          for (const name of inputs) if (name !== counted && /count|shown|formatted/i.test(name)) values[name] = String(n)
          return message!(values).replace(/\d+/g, '#')
        }
        expect(say(1), `${locale} ${key}: one and two read differently`).not.toBe(say(2))
        expect(say(2), `${locale} ${key}: two and five read alike`).toBe(say(5))
        expect(say(0), `${locale} ${key}: zero`).toBe(ZERO_IS_ONE.has(locale) ? say(1) : say(2))
        // A million is "many" in French, Spanish, Italian and Portuguese: the catch-all form answers it.
        expect(say(1_000_000), `${locale} ${key}: a million`).toBe(say(2))
      }
    })
  }
})
