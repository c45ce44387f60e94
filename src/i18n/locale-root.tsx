import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import { m } from '~/i18n/public'
import { getLocale, subscribeLocale } from './current-locale'

/**
 * Renders the app again, from the top, in a newly chosen language: every message and format is read in render,
 * so one new tree is the whole switch. The router keeps the page, its data and its scroll. The document's title
 * and description follow (search engines and the tab read them).
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale)
  useEffect(() => {
    document.title = m.app_title()
    document.querySelector('meta[name="description"]')?.setAttribute('content', m.app_description())
  }, [locale])
  return <Fragment key={locale}>{children}</Fragment>
}
