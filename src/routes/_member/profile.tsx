import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { ProfileCard } from '~/features/profile/components/profile-card'

export const Route = createFileRoute('/_member/profile')({
  component: () => (
    <>
      <PageHeader title="My Profile" />
      <ProfileCard />
    </>
  ),
})
