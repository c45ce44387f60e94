import { EmptyState } from '~/components/empty-state'
import { PageHeader } from '~/components/page-header'
import { ReportIcon } from '~/components/icons'

/** A staff page whose data arrives in a later release: says so instead of showing invented figures. */
export function AreaPage({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState
        icon={ReportIcon}
        title="Nothing to show yet"
        description={`${title} will appear here once club data is connected in the next release.`}
      />
    </>
  )
}
