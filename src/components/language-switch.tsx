import { useId, useSyncExternalStore } from 'react'
import { css, cx } from 'styled-system/css'
import { useSession } from '~/db/use-session'
import { m } from '~/i18n/public'
import { switchLocale } from '~/i18n/catalogue'
import { DEVICE_LOCALE_KEY, PROFILE_LOCALE_KEY, getLocale, subscribeLocale, writeStoredLocale } from '~/i18n/current-locale'
import { LANGUAGE_NAMES, LOCALES, isLocale } from '~/i18n/locales'
import { NativeSelect } from './native-select'

// On the brand header: light words and border on the dark bar (the options keep the page's colours).
const onDark = css({
  h: '9',
  px: '2',
  borderWidth: '1px',
  borderColor: 'border.inverted',
  borderRadius: 'l2',
  bg: 'transparent',
  color: 'fg.inverted',
  textStyle: 'sm',
  cursor: 'pointer',
  '& option': { color: 'fg.default', bg: 'bg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ball.focusRing' },
})

/**
 * The language switch: each language named in its own words. Signed in, the choice is the player's (saved in
 * their profile through the outbox, so it also holds offline and on their other devices); before signing in, it
 * is this device's and the next sign-up's.
 */
export function LanguageSwitch({ tone = 'default', showLabel = false, className }: { tone?: 'default' | 'light'; showLabel?: boolean; className?: string }) {
  const id = useId()
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale)
  const { user } = useSession()

  async function choose(value: string) {
    if (!isLocale(value)) return
    writeStoredLocale(DEVICE_LOCALE_KEY, value)
    if (user) {
      writeStoredLocale(PROFILE_LOCALE_KEY, value)
      // Dexie and the outbox load only for a signed-in player.
      const { queueProfileLocale } = await import('~/db/operations/profile-locale')
      await queueProfileLocale(value).catch(() => undefined)
    }
    await switchLocale(value)
  }

  const options = LOCALES.map((code) => (
    <option key={code} value={code} lang={code}>
      {LANGUAGE_NAMES[code]}
    </option>
  ))
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5' }), className)}>
      <label htmlFor={id} className={showLabel ? css({ fontWeight: 'medium', textStyle: 'sm' }) : css({ srOnly: true })}>
        {m.language_label()}
      </label>
      {tone === 'light' ? (
        <select id={id} value={locale} onChange={(event) => void choose(event.target.value)} className={onDark}>
          {options}
        </select>
      ) : (
        <NativeSelect id={id} value={locale} onChange={(event) => void choose(event.target.value)}>
          {options}
        </NativeSelect>
      )}
    </div>
  )
}
