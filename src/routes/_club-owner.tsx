import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/i18n/staff'
import { loadMessages } from '~/i18n/catalogue'
import { CLUB_OWNER_ROLES, requireAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { CLUB_OWNER_NAV } from './-components/nav-items'

// /club-owner-dashboard and /club-owner/*: club_owner, country_owner or super_admin (docs/product.md §6). The pages show one
// club at a time; staff of several choose it in the top bar.
export const Route = createFileRoute('/_club-owner')({
  // The staff words load beside the access check, not after it.
  beforeLoad: (opts) => Promise.all([requireAccess(opts, CLUB_OWNER_ROLES), loadMessages('staff')]).then(() => undefined),
  component: () => <AreaShell area="/club-owner" heading={m.area_pages_heading_club()} items={CLUB_OWNER_NAV} clubChoice />,
})
