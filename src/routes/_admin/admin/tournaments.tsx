import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { StaffTournaments } from '~/features/tournaments/components/staff/staff-tournaments'

export const Route = createFileRoute('/_admin/admin/tournaments')({
  component: () => (
    <>
      <PageHeader title="Tournaments" description="Tournaments across all clubs: publish, close registration and record results." />
      <StaffTournaments />
    </>
  ),
})
