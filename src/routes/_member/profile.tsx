import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { ProfileCard } from '~/features/profile/components/profile-card'
import { m } from '~/i18n/member'

export const Route = createFileRoute('/_member/profile')({
  component: () => (
    <>
      <PageHeader title={m.pages_profile_title()} />
      <ProfileCard />
    </>
  ),
})
