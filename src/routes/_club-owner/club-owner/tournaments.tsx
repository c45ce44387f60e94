import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { StaffTournaments } from '~/features/tournaments/components/staff/staff-tournaments'

export const Route = createFileRoute('/_club-owner/club-owner/tournaments')({
  component: () => (
    <>
      <PageHeader title="Tournaments" description="Publish tournaments at your club, close registration and record results." />
      <StaffTournaments />
    </>
  ),
})
