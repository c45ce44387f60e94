import { Suspense, lazy, type ComponentType } from 'react'
import { createRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router'
import { sessionStore } from '~/db/session-store'
import { routeTree } from './routeTree.gen'

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

/** The app's router; the build's prerender passes a memory history to render a public page to HTML. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { session: sessionStore },
    defaultPreload: 'intent',
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: RouteNotFound,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
