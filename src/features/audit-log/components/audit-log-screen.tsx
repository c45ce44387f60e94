import { useState } from 'react'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { useSyncStatus } from '~/db/queries'
import { PAGE_SIZE, type AuditFilters } from '../api/audit-entries'
import { AuditFiltersForm } from './audit-filters'
import { AuditTable } from './audit-table'
import { useAuditOptions } from './use-audit-options'
import { useAuditPage } from './use-audit-page'

const NO_FILTERS: AuditFilters = { clubId: '', person: '', action: '', from: '', to: '' }
const count = new Intl.NumberFormat('en-GB')

/**
 * What staff did, newest first: every club's for a super admin, the clubs they run for an owner (the database
 * decides which rows). Online only: the log is read from the server, never kept on the device.
 */
export function AuditLogScreen({ description }: { description: string }) {
  const { online } = useSyncStatus()
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS)
  const [offset, setOffset] = useState(0)
  // Waits until typing pauses, so each keystroke does not cost a round trip.
  const person = useDebouncedValue(filters.person.trim(), 300)
  const options = useAuditOptions(online)
  const { page, error, retry } = useAuditPage({ ...filters, person }, offset, online)

  return (
    <>
      <PageHeader title="Audit log" description={description} />
      <AuditFiltersForm
        value={filters}
        options={options}
        onChange={(next) => {
          setFilters(next)
          setOffset(0)
        }}
      />
      {!online ? (
        <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
          The audit log needs a connection.
        </p>
      ) : error ? (
        <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p className={css({ color: 'fg.error' })}>The audit log could not be loaded: {error}</p>
          <Button size="sm" variant="outline" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : !page ? (
        <p className={css({ color: 'fg.muted' })} aria-live="polite">
          Loading the audit log…
        </p>
      ) : (page.total === 0 || page.rows.length === 0) && JSON.stringify(filters) === JSON.stringify(NO_FILTERS) ? (
        <EmptyState
          title="No staff actions yet."
          description="Bookings made for members, moves, cancellations, blocks, price and rule changes, top-up confirmations, role changes and bans appear here as staff make them."
        />
      ) : page.total === 0 || page.rows.length === 0 ? (
        <EmptyState title="No actions match these filters." description="Try another club, person, action or period." />
      ) : (
        <>
          <AuditTable rows={page.rows} />
          <nav aria-label="Audit log pages" className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '4', flexWrap: 'wrap' })}>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              Rows {count.format(offset + 1)}–{count.format(offset + page.rows.length)} of {count.format(page.total)}
            </p>
            <span className={css({ display: 'flex', gap: '2' })}>
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE_SIZE >= page.total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                Next
              </Button>
            </span>
          </nav>
        </>
      )}
    </>
  )
}
