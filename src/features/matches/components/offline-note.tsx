import { OfflineNote } from '~/components/offline-note'

/** Offline, the figures are this device's copy: say how old, and that new results wait for the connection. */
export function StatisticsOfflineNote() {
  return (
    <OfflineNote>
      {(when) =>
        `Offline — showing your statistics as last updated ${when ?? 'on this device'}. Results you record, confirm or dispute are sent when you're back online.`
      }
    </OfflineNote>
  )
}
