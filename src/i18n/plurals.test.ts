import { describe, expect, it } from 'vitest'
import { LOCALES } from './locales'

/**
 * Plurals in every language: each message of the catalogues that chooses a form by a count is called, as
 * compiled, with counts of every category (CLDR's rules, as the browser has them) in each language.
 */
type Variant = { declarations?: string[]; match: Record<string, string> }
type Message = string | Variant[]

const catalogues = import.meta.glob<Record<string, Message>>('../../messages/*/*/en.json', { eager: true, import: 'default' })
const compiled = import.meta.glob<Record<string, (inputs: Record<string, unknown>) => string>>('./generated/*/messages/*.js', { eager: true })

const pluralMessages = Object.entries(catalogues).flatMap(([file, messages]) => {
  const area = file.split('/')[3]!
  return Object.entries(messages)
    .filter((entry): entry is [string, Variant[]] => Array.isArray(entry[1]) && entry[1].some((v) => v.declarations?.some((d) => /: plural/.test(d))))
    .map(([key, variants]) => {
      const counted = variants.flatMap((v) => v.declarations ?? []).map((d) => /^local\s+\w+\s*=\s*(\w+)\s*:\s*plural/.exec(d)?.[1]).find(Boolean)!
      const inputs = variants.flatMap((v) => v.declarations ?? []).map((d) => /^input\s+(\w+)/.exec(d)?.[1]).filter((name): name is string => Boolean(name))
      return { area, key, counted, inputs }
    })
})

/** Counts of each category the languages have: one (1; and 0 in French and Portuguese), many (a million in French, Spanish, Italian, Portuguese), other. */
const COUNTS = [0, 1, 2, 5, 21, 1_000_000]

describe('plural messages', () => {
  it('exist in the catalogues (the checks below have something to check)', () => {
    expect(pluralMessages.length).toBeGreaterThan(10)
  })

  for (const locale of LOCALES) {
    it(`choose the form the language's rules ask for, in ${locale}`, () => {
      const rules = new Intl.PluralRules(locale)
      for (const { area, key, counted, inputs } of pluralMessages) {
        const message = compiled[`./generated/${area}/messages/${locale}.js`]?.[key]
        expect(message, `${area}/${locale}: ${key}`).toBeTypeOf('function')
        const say = (n: number) => {
          const values: Record<string, unknown> = Object.fromEntries(inputs.map((name) => [name, `‹${name}›`]))
          values[counted] = n
          return message!(values).replace(/\d+/g, '#')
        }
        // The same category reads the same; "many" (no form of its own in the catalogues) reads as "other".
        const byCategory = new Map<string, string>()
        for (const n of COUNTS) {
          const category = rules.select(n) === 'many' ? 'other' : rules.select(n)
          const text = say(n)
          expect(text, `${locale} ${key}(${n})`).not.toBe(key)
          expect(text.length, `${locale} ${key}(${n})`).toBeGreaterThan(0)
          const earlier = byCategory.get(category)
          if (earlier === undefined) byCategory.set(category, text)
          else expect(text, `${locale} ${key}: ${n} is "${category}"`).toBe(earlier)
        }
      }
    })
  }

  it('read "1 place" and "2 places" in each language (a message whose noun changes everywhere)', () => {
    const expected: Record<string, [string, string]> = {
      en: ['1 place left', '2 places left'],
      es: ['Queda 1 plaza', 'Quedan 2 plazas'],
      fr: ['1 place restante', '2 places restantes'],
      de: ['1 Platz frei', '2 Plätze frei'],
      it: ['1 posto libero', '2 posti liberi'],
      pt: ['1 vaga disponível', '2 vagas disponíveis'],
      nl: ['Nog 1 plaats', 'Nog 2 plaatsen'],
    }
    for (const locale of LOCALES) {
      const placesLeft = compiled[`./generated/member/messages/${locale}.js`]!.tournaments_places_left!
      expect([placesLeft({ count: 1 }), placesLeft({ count: 2 })]).toEqual(expected[locale])
    }
    // French counts 0 as one; Spanish as many.
    expect(compiled['./generated/member/messages/fr.js']!.tournaments_places_left!({ count: 0 })).toBe('0 place restante')
    expect(compiled['./generated/member/messages/es.js']!.tournaments_places_left!({ count: 0 })).toBe('Quedan 0 plazas')
    expect(compiled['./generated/member/messages/it.js']!.tournaments_places_left!({ count: 1_000_000 })).toBe('1000000 posti liberi')
  })
})
