import { createFileRoute, useRouter } from '@tanstack/react-router'
import { AcceptInvitation } from '~/features/auth/components/accept-invitation'
import { dashboardPath } from '../-lib/dashboard-path'
import { AuthPage } from './-components/auth-page'

// Reached from the invitation e-mail (the auth service's /verify redirects here with the session).
export const Route = createFileRoute('/_public/accept-invitation')({
  component: AcceptInvitationPage,
})

function AcceptInvitationPage() {
  const router = useRouter()
  return (
    <AuthPage title="Accept your invitation" description="Finish creating your ELSY account.">
      <AcceptInvitation onAccepted={(role) => router.history.push(dashboardPath(role))} />
    </AuthPage>
  )
}
