import { Outlet, createFileRoute } from '@tanstack/react-router'
import { PublicShell } from './-components/public-shell'

// Pages anyone may open: home, explore, login, reset-password, accept-invitation.
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
})

function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  )
}
