import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/i18n/staff'
import { loadMessages } from '~/i18n/catalogue'
import { COUNTRY_OWNER_ROLES, requireAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { COUNTRY_OWNER_NAV } from './-components/nav-items'

// /country-owner-dashboard and /country-owner/*: country_owner or super_admin (docs/product.md §6). The desk pages show one of the
// country's clubs at a time, chosen in the top bar: the club desk's screens, in the country owner's scope.
export const Route = createFileRoute('/_country-owner')({
  // The staff words load beside the access check, not after it.
  beforeLoad: (opts) => Promise.all([requireAccess(opts, COUNTRY_OWNER_ROLES), loadMessages('staff')]).then(() => undefined),
  component: () => <AreaShell area="/country-owner" heading={m.area_pages_heading_country()} items={COUNTRY_OWNER_NAV} clubChoice />,
})
