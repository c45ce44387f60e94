import { createFileRoute } from '@tanstack/react-router'
import { EmptyState } from '~/components/empty-state'
import { MedalIcon } from '~/components/icons'
import { PageHeader } from '~/components/page-header'

export const Route = createFileRoute('/_member/rankings')({
  component: () => (
    <>
      <PageHeader title="Rankings" description="Where you stand in the ELSY community." />
      <EmptyState icon={MedalIcon} title="Rankings start with the first recorded matches" description="They open in a later release." />
    </>
  ),
})
