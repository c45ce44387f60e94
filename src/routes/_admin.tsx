import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/i18n/staff'
import { loadMessages } from '~/i18n/catalogue'
import { ADMIN_ROLES, requireAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { ADMIN_NAV } from './-components/nav-items'

// /admin-dashboard and /admin/*: super_admin only (docs/product.md §6). The desk pages show one club at a time, chosen in the top bar.
export const Route = createFileRoute('/_admin')({
  // The staff words load beside the access check, not after it.
  beforeLoad: (opts) => Promise.all([requireAccess(opts, ADMIN_ROLES), loadMessages('staff')]).then(() => undefined),
  component: () => <AreaShell area="/admin" heading={m.area_pages_heading_admin()} items={ADMIN_NAV} clubChoice />,
})
