import { BASE_LOCALE, chooseLocale, formatTagFor, isLocale, LOCALE_COOKIE, type Locale } from './locales'

/**
 * The language the app is shown in, and the tag its dates, numbers and amounts are written in. One value
 * for the whole page: helpers read it when they format, React re-renders the app when it changes
 * (LocaleRoot), and <html lang> follows it.
 */

/** This device's choice, made in the public header before signing in. */
export const DEVICE_LOCALE_KEY = 'elsy.locale'
/** The signed-in player's choice, copied from their profile so the first paint is already in it. */
export const PROFILE_LOCALE_KEY = 'elsy.locale.profile'

let locale: Locale = BASE_LOCALE
let formatTag = formatTagFor(BASE_LOCALE, [])
const listeners = new Set<() => void>()

export const getLocale = (): Locale => locale
export const getFormatTag = (): string => formatTag

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStoredLocale(key: string): Locale | null {
  const value = storage()?.getItem(key)
  return isLocale(value) ? value : null
}

export function writeStoredLocale(key: string, value: Locale | null): void {
  const store = storage()
  if (!store) return
  try {
    if (value) store.setItem(key, value)
    else store.removeItem(key)
  } catch {
    // A full or blocked storage only costs remembering the choice.
  }
}

/** The language this device would show now: the profile's, the device's choice, the browser's, English. */
export function preferredLocale(): Locale {
  return chooseLocale({
    profile: readStoredLocale(PROFILE_LOCALE_KEY),
    device: readStoredLocale(DEVICE_LOCALE_KEY),
    browser: browserLanguages(),
  })
}

/** Makes `next` the page's language (its messages must be loaded: see switchLocale in catalogue.ts). */
export function applyLocale(next: Locale): void {
  const tag = formatTagFor(next, browserLanguages())
  rememberForServer(next)
  if (next === locale && tag === formatTag) return
  locale = next
  formatTag = tag
  if (typeof document !== 'undefined') document.documentElement.lang = next
  for (const listener of listeners) listener()
}

/** Tells the server the language this device shows, so the public pages it prerenders per language arrive in it. */
function rememberForServer(next: Locale): void {
  if (typeof document === 'undefined') return
  const cookie = `${LOCALE_COOKIE}=${next}`
  if (document.cookie.split('; ').includes(cookie)) return
  document.cookie = [cookie, 'Path=/', 'Max-Age=31536000', 'SameSite=Lax'].join('; ')
}
