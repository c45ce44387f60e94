import { useEffect } from 'react'
import { useSession } from '~/db/use-session'
import { switchLocale } from '~/i18n/catalogue'
import { PROFILE_LOCALE_KEY, getLocale, preferredLocale, readStoredLocale, writeStoredLocale } from '~/i18n/current-locale'
import { isLocale } from '~/i18n/locales'

/**
 * Keeps the page in the signed-in player's language: their profile's choice (synced from another device, or
 * the one made at sign-up) is copied for the next start's first paint and shown now; signing out hands the
 * page back to this device's choice or the browser's languages.
 */
export function FollowProfileLocale() {
  const { user, profile, loading } = useSession()
  const chosen = user && profile?.id === user.id && isLocale(profile.locale) ? profile.locale : null
  const known = !loading && (!user || profile?.id === user.id)
  useEffect(() => {
    if (!known) return
    if (readStoredLocale(PROFILE_LOCALE_KEY) !== chosen) writeStoredLocale(PROFILE_LOCALE_KEY, chosen)
    const next = preferredLocale()
    if (next !== getLocale()) void switchLocale(next).catch(() => undefined)
  }, [known, chosen])
  return null
}
