import { createFileRoute } from '@tanstack/react-router'
import { requireAccess } from './-lib/access'
import { AreaShell } from './-components/area-shell'
import { MEMBER_NAV } from './-components/nav-items'

// Every signed-in page of the spec's route table (any role) lives under this guard.
export const Route = createFileRoute('/_member')({
  beforeLoad: (opts) => requireAccess(opts).then(() => undefined),
  component: () => <AreaShell heading="ELSY MEMBER" items={MEMBER_NAV} />,
})
