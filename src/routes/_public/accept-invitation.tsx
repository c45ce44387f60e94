import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AcceptInvitation } from '~/features/auth/components/accept-invitation'
import type { Role } from '~/lib/session/profile'
import { dashboardPath } from '../-lib/dashboard-path'
import { AuthPage } from './-components/auth-page'
import { InvitationNames } from './-components/invitation-names'

// Reached from the invitation e-mail (the auth service's /verify redirects here with the session).
export const Route = createFileRoute('/_public/accept-invitation')({
  component: AcceptInvitationPage,
})

/** The password first (the link's session is only good for that), then the person's name, then their area. */
function AcceptInvitationPage() {
  const router = useRouter()
  const [accepted, setAccepted] = useState<{ role: Role | null } | null>(null)
  return (
    <AuthPage title="Accept your invitation" description="Finish creating your ELSY account.">
      {accepted ? (
        <InvitationNames onSaved={() => router.history.push(dashboardPath(accepted.role))} />
      ) : (
        <AcceptInvitation onAccepted={(role) => setAccepted({ role })} />
      )}
    </AuthPage>
  )
}
