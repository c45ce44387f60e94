import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '~/router'
import { loadMessages } from '~/i18n/catalogue'
import { applyLocale } from '~/i18n/current-locale'
import type { Locale } from '~/i18n/locales'

/** Renders a public page as an anonymous first visit sees it before any data arrives (built with `vite build --ssr`). */
export async function render(url: string, locale: Locale): Promise<string> {
  // One page per language: the server sends each reader theirs (a cookie, else Accept-Language).
  applyLocale(locale)
  await loadMessages('public')
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
