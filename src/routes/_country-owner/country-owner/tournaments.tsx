import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '~/components/page-header'
import { StaffTournaments } from '~/features/tournaments/components/staff/staff-tournaments'
import { m } from '~/i18n/staff'

// A country owner is staff of every club in their country (staff_club_ids), so the club owners' tools apply as they are.
export const Route = createFileRoute('/_country-owner/country-owner/tournaments')({
  component: () => (
    <>
      <PageHeader title={m.area_pages_tournaments()} description={m.area_pages_tournaments_country()} />
      <StaffTournaments />
    </>
  ),
})
