import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AcceptInvitation } from '~/features/auth/components/accept-invitation'
import type { Role } from '~/lib/session/profile'
import { dashboardPath } from '../-lib/dashboard-path'
import { AuthPage } from './-components/auth-page'
import { InvitationNames } from './-components/invitation-names'
import { m } from '~/i18n/auth'
import { loadMessages } from '~/i18n/catalogue'

// Reached from the invitation e-mail (the auth service's /verify redirects here with the session).
export const Route = createFileRoute('/_public/accept-invitation')({
  loader: () => loadMessages('auth'),
  component: AcceptInvitationPage,
})

/** The password first (the link's session is only good for that), then the person's name, then their area. */
function AcceptInvitationPage() {
  const router = useRouter()
  const [accepted, setAccepted] = useState<{ role: Role | null } | null>(null)
  return (
    <AuthPage title={m.pages_invitation_title()} description={m.pages_invitation_description()}>
      {accepted ? (
        <InvitationNames onSaved={() => router.history.push(dashboardPath(accepted.role))} />
      ) : (
        <AcceptInvitation onAccepted={(role) => setAccepted({ role })} />
      )}
    </AuthPage>
  )
}
