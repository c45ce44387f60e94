import { css, cx } from 'styled-system/css'
import { ScrollFrame } from '~/components/scroll-frame'
import { m } from '~/i18n/staff'
import { formatDateTime } from '~/lib/time-format'
import type { AuditEntry } from '../api/audit-entries'
import { actionLabel } from '../lib/audit-words'
import { AuditSummary } from './audit-summary'

const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
/** The zone of rows about no club: its abbreviation reads the same in every language. */
const UTC = 'UTC'
const muted = css({ display: 'block', color: 'fg.muted', overflowWrap: 'anywhere' })

/**
 * When, on the club's clock (the country's for a country's rows, UTC for other rows about no club): the same day
 * the date filter counts it on. The zone is named, since one page mixes clubs of several zones.
 */
function when(at: string, timeZone: string): string {
  return formatDateTime(at, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' })
}

/** The rows of one page, newest first; on a phone the frame scrolls sideways. */
export function AuditTable({ rows }: { rows: AuditEntry[] }) {
  return (
    <ScrollFrame label={m.audit_log_entries_label()}>
      <table className={css({ w: 'full', minW: '3xl', borderCollapse: 'collapse', textStyle: 'sm' })}>
        <caption className={css({ srOnly: true })}>{m.audit_log_title()}</caption>
        <thead>
          <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
            <th scope="col" className={cell}>
              {m.audit_log_when()}
            </th>
            <th scope="col" className={cell}>
              {m.audit_log_who()}
            </th>
            <th scope="col" className={cell}>
              {m.audit_log_action()}
            </th>
            <th scope="col" className={cell}>
              {m.audit_log_summary()}
            </th>
            <th scope="col" className={cell}>
              {m.audit_log_club()}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={cx(cell, css({ whiteSpace: 'nowrap' }))}>
                <time dateTime={r.at}>{when(r.at, r.time_zone)}</time>
                {r.club ? null : <span className={muted}>{UTC}</span>}
              </td>
              <td className={cx(cell, css({ minW: '48' }))}>
                <span className={css({ display: 'block', fontWeight: 'medium' })}>{r.actor?.name ?? m.audit_log_the_system()}</span>
                {r.actor?.email ? <span className={muted}>{r.actor.email}</span> : null}
              </td>
              <td className={cx(cell, css({ whiteSpace: 'nowrap' }))}>{actionLabel({ label: r.action_label, message: r.action_label_message })}</td>
              <td className={cx(cell, css({ minW: '64', overflowWrap: 'anywhere' }))}>
                <AuditSummary row={r} />
              </td>
              <td className={cell}>{r.club?.name ?? <span className={css({ color: 'fg.muted' })}>{m.audit_log_network()}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  )
}
