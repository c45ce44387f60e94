import { OfflineNote } from '~/components/offline-note'

/** Offline, says the tournaments shown are this device's copy and that registrations wait for the connection. */
export function TournamentsOfflineNote() {
  return (
    <OfflineNote>
      {(when) =>
        `Offline — showing tournaments as of ${when ?? 'the last sync'}. Registrations and withdrawals you make now are sent when you're back online.`
      }
    </OfflineNote>
  )
}
