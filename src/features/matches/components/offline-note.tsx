import { OfflineNote } from '~/components/offline-note'
import { m } from '~/i18n/member'

/** Offline, the figures are this device's copy: say how old, and that new results wait for the connection. */
export function StatisticsOfflineNote() {
  return (
    <OfflineNote>
      {(when) => (when ? m.matches_offline_note({ when }) : m.matches_offline_note_device())}
    </OfflineNote>
  )
}
