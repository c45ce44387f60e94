// First: the address the app was opened at, before supabase-js (loaded later) may change it.
import '~/lib/landing-address'
import { StrictMode, Suspense, lazy, type ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { sessionStore } from '~/db/session-store'
import { routeTree } from './routeTree.gen'
import './index.css'

// The route states (buttons, spinner: Panda's styled factory) are not needed to paint a page: they load on first use.
function lazyState<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>
  return function LazyState(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
}
const RouteError = lazyState<ErrorComponentProps>(() => import('~/components/route-states/error').then((m) => m.RouteError))
const RouteNotFound = lazyState(() => import('~/components/route-states/not-found').then((m) => m.RouteNotFound))
const RoutePending = lazyState(() => import('~/components/route-states/pending').then((m) => m.RoutePending))

const router = createRouter({
  routeTree,
  context: { session: sessionStore },
  defaultPreload: 'intent',
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: RouteNotFound,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
