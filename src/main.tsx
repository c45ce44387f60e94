// First: the address the app was opened at, before supabase-js (loaded later) may change it.
import '~/lib/landing-address'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import { applyLocale, getLocale, preferredLocale } from '~/i18n/current-locale'
import { loadMessages } from '~/i18n/catalogue'
import { LocaleRoot } from '~/i18n/locale-root'
import './index.css'

applyLocale(preferredLocale())
// Any page may show the public words (the header, sign-in, errors): they load beside the page's code.
const publicWords = loadMessages('public')

const router = createAppRouter()
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <LocaleRoot>
      <RouterProvider router={router} />
    </LocaleRoot>
  </StrictMode>
)

// A public page prerendered at build time (scripts/prerender.ts) arrives with its content, in the language the
// server chose for this device: the router loads the page's chunks first, then React takes over the markup as it
// is. Any other page, or one that came in another language than this device shows, starts from the empty shell.
if (container.dataset.prerendered === window.location.pathname && container.dataset.prerenderedLocale === getLocale()) {
  // Marks the router as hydrating server markup, so it renders the same tree as the build's renderer.
  router.ssr = { manifest: undefined }
  // As a transition, React hydrates in slices (the page is already painted): no long task on a slow phone.
  void Promise.all([publicWords, router.load()]).then(() => startTransition(() => void hydrateRoot(container, app)))
} else {
  // The page's code loads now, beside the session check and the route guards, instead of after them.
  for (const match of router.matchRoutes(router.latestLocation)) {
    void router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => undefined)
  }
  void publicWords.then(() => {
    container.replaceChildren()
    createRoot(container).render(app)
  })
}
