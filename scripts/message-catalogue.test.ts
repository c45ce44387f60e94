import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { APP_AREAS, AREAS, LOCALES, catalogueProblems, messageInputs } from './message-catalogue'

const roots: string[] = []
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })))

function catalogue(files: Record<string, Record<string, unknown>>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'elsy-messages-'))
  roots.push(root)
  for (const [file, json] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), JSON.stringify(json))
  }
  return root
}

const everyLanguage = (part: string, messages: Record<string, unknown>) =>
  Object.fromEntries(LOCALES.map((locale) => [`messages/public/${part}/${locale}.json`, messages]))

const plural = (one: string, other: string) => [
  { declarations: ['input count', 'local countPlural = count: plural'], selectors: ['countPlural'], match: { 'countPlural=one': one, 'countPlural=other': other } },
]

describe('the message catalogues check', () => {
  it('passes complete catalogues', () => {
    expect(catalogueProblems(catalogue(everyLanguage('home', { home_title: 'Hi {name}', home_count: plural('{count} court', '{count} courts') })))).toEqual([])
  })

  it('names a key missing in one language, and a key only a translation has', () => {
    const files = everyLanguage('home', { home_title: 'Hi', home_more: 'More' })
    files['messages/public/home/de.json'] = { home_title: 'Hallo', home_extra: 'Extra' }
    expect(catalogueProblems(catalogue(files))).toEqual([
      'messages/public/home/de.json: the key home_more is missing',
      'messages/public/home/de.json: the key home_extra is not in en.json',
    ])
  })

  it('names a plural message without a catch-all form', () => {
    const files = everyLanguage('home', { home_count: [{ declarations: ['input count', 'local n = count: plural'], selectors: ['n'], match: { 'n=one': '{count} court', 'n=two': '{count} courts' } }] })
    expect(catalogueProblems(catalogue(files))).toContain('messages/public/home/en.json: home_count has no catch-all form (…=other or …=*)')
  })

  it('names a language with no file', () => {
    const files = everyLanguage('home', { home_title: 'Hi' })
    delete files['messages/public/home/nl.json']
    expect(catalogueProblems(catalogue(files))).toEqual(['messages/public/home: no nl.json'])
  })

  it('names a translation that reads other inputs than the English', () => {
    const files = everyLanguage('home', { home_title: 'Hi {name}' })
    files['messages/public/home/es.json'] = { home_title: 'Hola {nombre}' }
    expect(catalogueProblems(catalogue(files))).toEqual(['messages/public/home/es.json: home_title reads {nombre} where English reads {name}'])
  })

  it("names a key without its part's prefix and a key two parts share", () => {
    const files = { ...everyLanguage('home', { home_title: 'Hi', title: 'Hi' }), ...everyLanguage('homes', { home_title: 'Again' }) }
    const problems = catalogueProblems(catalogue(files))
    expect(problems).toContain('messages/public/home/en.json: the key title does not start with home_')
    expect(problems).toContain('messages/public/homes/en.json: the key home_title does not start with homes_')
    expect(problems).toContain('messages/public/homes: the key home_title is also in messages/public/home')
  })
})

describe('the mail area', () => {
  const mail = (messages: Record<string, unknown>) => Object.fromEntries(LOCALES.map((locale) => [`messages/mail/account/${locale}.json`, messages]))

  it('is checked like the others, and takes plain texts only (the server fills {inputs}, nothing more)', () => {
    expect(catalogueProblems(catalogue(mail({ account_title: 'Hi {name}' })))).toEqual([])
    const files = mail({ account_title: 'Hi' })
    delete files['messages/mail/account/fr.json']
    expect(catalogueProblems(catalogue(files))).toEqual(['messages/mail/account: no fr.json'])
    expect(catalogueProblems(catalogue(mail({ account_count: plural('{count} court', '{count} courts') })))).toContain(
      'messages/mail/account/en.json: account_count is not a plain text (the server fills only {inputs})',
    )
  })

  it('is no area the app compiles', () => {
    expect(AREAS).toContain('mail')
    expect(APP_AREAS).not.toContain('mail')
  })
})

describe('messageInputs', () => {
  it('reads the inputs of texts and of plural messages, not their locals', () => {
    expect(messageInputs('{a} and {b} and {a}')).toEqual(['a', 'b'])
    expect(messageInputs(plural('{count} court at {club}', '{count} courts at {club}') as never)).toEqual(['club', 'count'])
  })
})
