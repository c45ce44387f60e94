import { useMemo } from 'react'
import { useOutbox } from '~/db/queries'
import { pendingByTournament, type PendingChange } from '../lib/pending'

/** This device's unsettled registrations and withdrawals, by tournament id (empty while loading). */
export function usePendingChanges(): Map<string, PendingChange> {
  const outbox = useOutbox()
  return useMemo(() => pendingByTournament(outbox ?? []), [outbox])
}
