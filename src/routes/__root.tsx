import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { AppToaster } from '~/components/app-toaster'
import { UpdatePrompt } from '~/components/update-prompt'
import type { RouterContext } from './-lib/access'
import { LazyAuthDialogs } from './-components/lazy-auth-dialogs'
import { FollowSignOut } from './-components/follow-sign-out'
import { SyncLifecycle } from '~/db/sync/use-sync-lifecycle'
import { LazySignOutDialog } from '~/features/auth/components/lazy-sign-out-dialog'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <Outlet />
      <LazyAuthDialogs />
      <LazySignOutDialog />
      <SyncLifecycle />
      <FollowSignOut />
      <AppToaster />
      <UpdatePrompt />
    </>
  )
}
