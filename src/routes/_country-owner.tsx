import { createFileRoute } from '@tanstack/react-router'
import { COUNTRY_OWNER_ROLES, requireAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { COUNTRY_OWNER_NAV } from './-components/nav-items'

// /country-owner-dashboard and /country-owner/*: country_owner or super_admin (spec §6).
export const Route = createFileRoute('/_country-owner')({
  beforeLoad: (opts) => requireAccess(opts, COUNTRY_OWNER_ROLES).then(() => undefined),
  component: () => <AreaShell heading="ELSY COUNTRY" items={COUNTRY_OWNER_NAV} />,
})
