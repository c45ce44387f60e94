import { css } from 'styled-system/css'
import { useSyncStatus } from '~/db/queries'

const time = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })

/** Offline, says the tournaments shown are this device's copy and that registrations wait for the connection. */
export function OfflineNote() {
  const { online, lastSyncedAt } = useSyncStatus()
  if (online) return null
  return (
    <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
      Offline — showing tournaments as of {lastSyncedAt ? time.format(lastSyncedAt) : 'the last sync'}. Registrations and withdrawals you make now are sent
      when you're back online.
    </p>
  )
}
