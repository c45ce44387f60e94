import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '~/router'
import { loadMessages } from '~/lib/i18n/catalogue'

/** Renders a public page as an anonymous first visit sees it before any data arrives (built with `vite build --ssr`). */
export async function render(url: string): Promise<string> {
  // Prerendered pages are English, the base language; a reader of another language gets them rendered on the device.
  await loadMessages('public')
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
