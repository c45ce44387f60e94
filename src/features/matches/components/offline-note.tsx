import { css } from 'styled-system/css'
import { useSyncStatus } from '~/db/queries'

const time = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

/** Offline, the figures are this device's copy: say how old, and that new results wait for the connection. */
export function OfflineNote() {
  const { online, lastSyncedAt } = useSyncStatus()
  if (online) return null
  return (
    <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
      Offline — showing your statistics as last updated {lastSyncedAt ? time.format(lastSyncedAt) : 'on this device'}. Results you record, confirm or dispute
      are sent when you're back online.
    </p>
  )
}
