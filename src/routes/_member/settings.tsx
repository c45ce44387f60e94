import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { ChangePasswordDialog } from '~/features/auth/components/change-password-dialog'
import { TwoFactorSettings } from '~/features/auth/components/two-factor-settings'
import { AccountSettings } from '~/features/profile/components/account-settings'

// The auth service's words when one of the two e-mail change links has been followed. Only this exact
// message is recognised: a crafted link must not put its own text on the page.
const HALF_CONFIRMED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email'

export const Route = createFileRoute('/_member/settings')({
  validateSearch: (search: Record<string, unknown>): { message?: string } =>
    search.message === HALF_CONFIRMED ? { message: HALF_CONFIRMED } : {},
  component: SettingsPage,
})

function SettingsPage() {
  const { message } = Route.useSearch()
  return (
    <>
      <PageHeader title="Account Settings" description="Manage your personal information and security." />
      <AccountSettings
        emailHalfConfirmed={message === HALF_CONFIRMED}
        changePassword={(dialog) => <ChangePasswordDialog {...dialog} />}
        twoFactor={(userId) => <TwoFactorSettings userId={userId} />}
      />
    </>
  )
}
