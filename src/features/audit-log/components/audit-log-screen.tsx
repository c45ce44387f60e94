import { useState } from 'react'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { useSyncStatus } from '~/db/queries'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { PAGE_SIZE, type AuditFilters } from '../api/audit-entries'
import { AuditFiltersForm } from './audit-filters'
import { AuditTable } from './audit-table'
import { useAuditOptions } from './use-audit-options'
import { useAuditPage } from './use-audit-page'

const NO_FILTERS: AuditFilters = { clubId: '', person: '', action: '', from: '', to: '' }
const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

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
      <PageHeader title={m.audit_log_title()} description={description} />
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
          {m.audit_log_offline()}
        </p>
      ) : error ? (
        <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p className={css({ color: 'fg.error' })}>{m.audit_log_load_failed({ error })}</p>
          <Button size="sm" variant="outline" onClick={retry}>
            {m.audit_log_try_again()}
          </Button>
        </div>
      ) : !page ? (
        <p className={css({ color: 'fg.muted' })} aria-live="polite">
          {m.audit_log_loading()}
        </p>
      ) : (page.total === 0 || page.rows.length === 0) && JSON.stringify(filters) === JSON.stringify(NO_FILTERS) ? (
        <EmptyState title={m.audit_log_empty_title()} description={m.audit_log_empty_description()} />
      ) : page.total === 0 || page.rows.length === 0 ? (
        <EmptyState title={m.audit_log_no_match_title()} description={m.audit_log_no_match_description()} />
      ) : (
        <>
          <AuditTable rows={page.rows} />
          <nav aria-label={m.audit_log_pages_label()} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '4', flexWrap: 'wrap' })}>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {m.audit_log_range({ from: count(offset + 1), to: count(offset + page.rows.length), total: count(page.total) })}
            </p>
            <span className={css({ display: 'flex', gap: '2' })}>
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                {m.audit_log_previous()}
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE_SIZE >= page.total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                {m.audit_log_next()}
              </Button>
            </span>
          </nav>
        </>
      )}
    </>
  )
}
