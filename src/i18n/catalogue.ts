import { applyLocale, getLocale } from './current-locale'
import { BASE_LOCALE, type Locale } from './locales'

/**
 * The compiled messages (scripts/compile-messages.ts), one module per area and language, imported when a page
 * of that area is first shown in that language: a visitor of the landing page downloads the public words of
 * their own language only. The service worker precaches them all, so a language can be switched offline.
 */
export type Area = 'public' | 'explore' | 'auth' | 'member' | 'staff'

/**
 * Staff pages show member features too (a club's tournaments, a player's wallet): their words come along.
 * The sign-in, join and password forms (auth) load with their dialogs and pages, and the explore page's words
 * with it: neither is part of the landing's download.
 */
const ALSO_NEEDS: Record<Area, Area[]> = { public: [], explore: [], auth: [], member: [], staff: ['member'] }
type Table = Record<string, ((inputs?: unknown) => string) | undefined>

const modules = import.meta.glob<Table>(['./generated/*/messages/*.js', '!**/_index.js'])
const tables = new Map<string, Table>()
const wanted = new Set<Area>()

const keyOf = (area: Area, locale: Locale) => `${area}/${locale}`

async function loadTable(area: Area, locale: Locale): Promise<void> {
  if (tables.has(keyOf(area, locale))) return
  const load = modules[`./generated/${area}/messages/${locale}.js`]
  if (!load) throw new Error(`There are no ${locale} messages for the ${area} pages`)
  tables.set(keyOf(area, locale), await load())
}

/**
 * Loads an area's messages in the page's language before its pages render. If they cannot be fetched
 * (a connection lost mid-update), the English ones stand in rather than an error page.
 */
export async function loadMessages(area: Area): Promise<void> {
  await Promise.all(ALSO_NEEDS[area].map(loadMessages))
  wanted.add(area)
  const locale = getLocale()
  try {
    await loadTable(area, locale)
  } catch (error) {
    if (locale === BASE_LOCALE) throw error
    await loadTable(area, BASE_LOCALE)
  }
}

/** Loads what the pages shown so far need in `next`, then shows the app in it. */
export async function switchLocale(next: Locale): Promise<void> {
  await Promise.all([...wanted].map((area) => loadTable(area, next)))
  applyLocale(next)
}

/** Whether an area's words are ready in the page's language (or in English while they load). */
export function hasMessages(area: Area): boolean {
  return tables.has(keyOf(area, getLocale())) || tables.has(keyOf(area, BASE_LOCALE))
}

/**
 * An area's messages as one typed object: `m.booking_title()` calls the function compiled for the page's
 * language at the moment it is called.
 */
export function areaMessages<T extends object>(area: Area): T {
  return new Proxy({} as T, {
    get(_target, key) {
      if (typeof key !== 'string') return undefined
      const table = tables.get(keyOf(area, getLocale())) ?? tables.get(keyOf(area, BASE_LOCALE))
      if (!table) throw new Error(`The ${area} messages were read before they were loaded (${key})`)
      const message = table[key]
      if (!message) throw new Error(`There is no message ${key} among the ${area} messages`)
      return message
    },
  })
}
