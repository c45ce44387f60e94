import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { ChangePasswordDialog } from '~/features/auth/components/change-password-dialog'
import { AccountSettings } from '~/features/profile/components/account-settings'

export const Route = createFileRoute('/_member/settings')({
  component: () => (
    <>
      <PageHeader title="Account Settings" description="Manage your personal information and security." />
      <AccountSettings changePassword={(dialog) => <ChangePasswordDialog {...dialog} />} />
    </>
  ),
})
