import { afterAll, expect } from 'vitest'
import { loadMessages } from '~/i18n/catalogue'
import { m } from '~/i18n/member'

/*
 * Vitest setup for the stack suite: every RPC (or edge function) answer a test reads is checked as it
 * passes. When it names its message (public.said), the catalogue's English said with its values must be the
 * server's own English sentence: a placeholder the SQL does not fill, a value of the wrong shape or a key
 * whose English drifted fails the file that met it. Amounts are compared as the SQL writes them ("€12.00",
 * "CHF 12.00"), days and moments as whatever the SQL wrote there (to_char has several forms).
 */

await loadMessages('member')

type Message = (inputs: Record<string, unknown>) => string
const messages = m as unknown as Record<string, Message | undefined>
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The SQL's money_text. */
function moneyText(amount: number, currency: string): string {
  const sign = { EUR: '€', GBP: '£', USD: '$', CHF: 'CHF ', SEK: 'SEK ' }[currency] ?? `${currency} `
  const figure = Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${amount < 0 ? '-' : ''}${sign}${figure}`
}

const ANY = '\u0000ANY\u0000'
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function valueEnglish(value: unknown, problems: string[]): unknown {
  if (Array.isArray(value)) return value.map((part) => valueEnglish(part, problems)).join(' ')
  if (!isObject(value)) return value
  if (typeof value.message_key === 'string') return english(value, problems)
  if (typeof value.currency === 'string' && value.amount !== undefined) return moneyText(Number(value.amount), value.currency)
  if (typeof value.day === 'string' || typeof value.at === 'string') return ANY
  if (typeof value.weekday === 'number') return WEEKDAYS[value.weekday - 1] ?? ANY
  if (typeof value.person === 'string') return value.person
  // A figure: the SQL writes it with or without grouping ("1500.0", "1,475.0").
  if (value.number !== undefined) return ANY
  problems.push(`a value of no known shape: ${JSON.stringify(value)}`)
  return ANY
}

function english(said: Record<string, unknown>, problems: string[]): string {
  const key = said.message_key as string
  const message = messages[key]
  if (typeof message !== 'function') {
    problems.push(`no message ${key} in the catalogue`)
    return ANY
  }
  const values = isObject(said.message_values) ? said.message_values : {}
  const inputs: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(values)) inputs[name] = valueEnglish(value, problems)
  return message(inputs)
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function check(said: Record<string, unknown>, sentence: unknown, problems: string[]): void {
  const expected = english(said, problems)
  if (typeof sentence !== 'string' || problems.length) return
  const pattern = new RegExp(`^${expected.split(ANY).map(escape).join('.+?')}$`, 's')
  if (!pattern.test(sentence)) problems.push(`${String(said.message_key)} says "${expected.replaceAll(ANY, '…')}" where the server says "${sentence}"`)
}

/**
 * What is wrong with the messages in a body, or nothing: an answer's own (message_key beside message) and
 * each stored text's (`description_message` beside `description`, `title_message` beside `title`…), at any depth.
 */
export function saidProblems(body: unknown): string[] {
  const problems: string[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (!isObject(value)) return
    if (typeof value.message_key === 'string') check(value, value.message, problems)
    for (const [name, inner] of Object.entries(value)) {
      if (name.endsWith('_message') && isObject(inner) && typeof inner.message_key === 'string') check(inner, value[name.slice(0, -'_message'.length)], problems)
      else if (name !== 'message_values') walk(inner)
    }
  }
  walk(body)
  return problems
}

const found: string[] = []
const realFetch = globalThis.fetch
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await realFetch(input, init)
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  // The data API's answers and the edge functions' (which answer in the same shape).
  if ((url.includes('/rest/v1/') || url.includes('/functions/v1/')) && response.headers.get('content-type')?.includes('json')) {
    try {
      for (const problem of saidProblems(await response.clone().json())) found.push(`${new URL(url).pathname}: ${problem}`)
    } catch {
      /* not JSON after all: nothing said */
    }
  }
  return response
}

afterAll(() => {
  expect(found, 'answers whose key and values do not say the server\u2019s sentence').toEqual([])
})
