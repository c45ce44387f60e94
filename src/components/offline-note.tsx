import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { useSyncStatus } from '~/db/queries/sync-status'
import { formatLastUpdated } from '~/lib/last-updated'

/**
 * Offline only: a page says that what it shows is this device's copy, how old it is (null when this device
 * never finished a sync) and what happens to changes made now. Each page words it for what it shows.
 */
export function OfflineNote({ children }: { children: (lastUpdated: string | null) => ReactNode }) {
  const { online, lastSyncedAt } = useSyncStatus()
  if (online) return null
  return (
    <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
      {children(lastSyncedAt ? formatLastUpdated(lastSyncedAt) : null)}
    </p>
  )
}
