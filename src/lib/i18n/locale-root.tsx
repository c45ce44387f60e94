import { Fragment, useSyncExternalStore, type ReactNode } from 'react'
import { getLocale, subscribeLocale } from './current-locale'

/**
 * Renders the app again, from the top, in a newly chosen language: every message and format is read in render,
 * so one new tree is the whole switch. The router keeps the page, its data and its scroll.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, getLocale, getLocale)
  return <Fragment key={locale}>{children}</Fragment>
}
