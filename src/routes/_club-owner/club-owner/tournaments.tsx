import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { StaffTournaments } from '~/features/tournaments/components/staff/staff-tournaments'
import { m } from '~/i18n/staff'

export const Route = createFileRoute('/_club-owner/club-owner/tournaments')({
  component: () => (
    <>
      <PageHeader title={m.area_pages_tournaments()} description={m.area_pages_tournaments_club()} />
      <StaffTournaments />
    </>
  ),
})
