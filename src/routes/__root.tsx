import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useState } from 'react'
import type { RouterContext } from './-lib/access'
import { LazyAuthDialogs } from './-components/lazy-auth-dialogs'
import { FollowSignOut } from './-components/follow-sign-out'
import { SyncLifecycle } from '~/db/sync/use-sync-lifecycle'
import { LazySignOutDialog } from '~/features/auth/components/lazy-sign-out-dialog'

// Neither the toast area nor the update prompt is part of a first paint: their code (react-hot-toast,
// the service-worker registration, buttons) loads right after it. A toast raised meanwhile waits in the store.
const AppToaster = lazy(() => import('~/components/app-toaster').then((m) => ({ default: m.AppToaster })))
const UpdatePrompt = lazy(() => import('~/components/update-prompt').then((m) => ({ default: m.UpdatePrompt })))

// Follows a signed-in player's language from their profile: nothing to do before the first paint (the device's copy
// of the choice already chose the page's language), so its code loads after it.
const FollowProfileLocale = lazy(() => import('~/components/follow-profile-locale').then((m) => ({ default: m.FollowProfileLocale })))

// An address nothing answers (and a page whose address does not parse, such as /book-court/abc) gets its 404 in the
// site's frame, signed in or not; the frame loads on first use, as most visits never need it.
const SiteNotFound = lazy(() => import('./-components/site-not-found'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <SiteNotFound />
    </Suspense>
  ),
})

function RootLayout() {
  // After the first commit only, so a prerendered page hydrates exactly the markup the build rendered.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return (
    <>
      <Outlet />
      <LazyAuthDialogs />
      <LazySignOutDialog />
      <SyncLifecycle />
      <FollowSignOut />
      {mounted && (
        <Suspense fallback={null}>
          <AppToaster />
          <FollowProfileLocale />
          <UpdatePrompt />
        </Suspense>
      )}
    </>
  )
}
