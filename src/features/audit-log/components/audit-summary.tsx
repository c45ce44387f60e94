import { Fragment } from 'react'
import { css } from 'styled-system/css'
import type { AuditEntry } from '../api/audit-entries'
import { summaryParts } from '../lib/audit-words'

/** A person's name in a summary: bolder, and isolated so a name written right to left cannot reorder the words around it. */
const personName = css({ fontWeight: 'semibold' })

/** What a row says happened, in the reader's language, with the names of the people in it set apart. */
export function AuditSummary({ row }: { row: Pick<AuditEntry, 'summary' | 'summary_message'> }) {
  return (
    <>
      {summaryParts(row.summary, row.summary_message).map((part, i) =>
        part.person ? (
          <bdi key={i} className={personName} data-person-name="">
            {part.text}
          </bdi>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}
