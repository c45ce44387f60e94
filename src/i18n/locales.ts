/**
 * The languages ELSY speaks (docs/product.md §15): the product's English and the languages of the countries its
 * clubs are in. Each is named in its own language in the switches (a reader looks for the name they can read).
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const
export type Locale = (typeof LOCALES)[number]
export const BASE_LOCALE: Locale = 'en'

export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
}

/** Where a language is written when the reader's browser names no region for it. */
const DEFAULT_REGION_TAG: Record<Locale, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
  nl: 'nl-NL',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** "es-ES" → "es", "EN_ie" → "en"; null for a language ELSY does not speak. */
export function localeOfTag(tag: string): Locale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(language) ? language : null
}

function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null
  } catch {
    return null
  }
}

/**
 * The tag dates, numbers and amounts are written in: the reader's own (their browser's first tag in the
 * chosen language, so an Irish reader of English gets "€70.00" and a Mexican reader of Spanish their own
 * ways), else the language's home country.
 */
export function formatTagFor(locale: Locale, preferred: readonly string[]): string {
  for (const tag of preferred) {
    if (localeOfTag(tag) !== locale) continue
    const tidy = canonical(tag)
    if (tidy && tidy.includes('-')) return tidy
    break
  }
  return DEFAULT_REGION_TAG[locale]
}

export interface LocaleSources {
  /** The signed-in player's choice, from their profile (synced and kept on the device). */
  profile?: string | null
  /** A choice made on this device before signing in (the public header's switch). */
  device?: string | null
  /** navigator.languages. */
  browser: readonly string[]
}

/** The profile's language, else this device's choice, else the browser's first language ELSY speaks, else English. */
export function chooseLocale({ profile, device, browser }: LocaleSources): Locale {
  if (isLocale(profile)) return profile
  if (isLocale(device)) return device
  for (const tag of browser) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return BASE_LOCALE
}

/**
 * The cookie that tells the server which language this device shows (written whenever the page's language is
 * set), so the public pages prerendered per language arrive in it from the first paint.
 */
export const LOCALE_COOKIE = 'elsy-locale'

/**
 * The language a request's page is sent in: the device's own (LOCALE_COOKIE), else the browser's
 * Accept-Language by its weights, else English — what the app itself would choose on a first visit.
 */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim())
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  const weighted = (acceptLanguage ?? '')
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';').map((s) => s.trim())
      const q = params.find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order }
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
  for (const { tag } of weighted) {
    const locale = localeOfTag(tag)
    if (locale) return locale
  }
  return BASE_LOCALE
}
