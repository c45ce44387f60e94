// First: the address the app was opened at, before supabase-js (loaded later) may change it.
import '~/lib/landing-address'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { createAppRouter } from './router'
import './index.css'

const router = createAppRouter()
const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
)

// A public page prerendered at build time (scripts/prerender.ts) arrives with its content: the router loads
// the page's chunks first, then React takes over the markup as it is. Any other page starts from the empty shell.
if (container.dataset.prerendered === window.location.pathname) {
  // Marks the router as hydrating server markup, so it renders the same tree as the build's renderer.
  router.ssr = { manifest: undefined }
  void router.load().then(() => hydrateRoot(container, app))
} else {
  container.replaceChildren()
  createRoot(container).render(app)
}
