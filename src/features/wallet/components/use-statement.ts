import { useMemo } from 'react'
import { useLedger } from '~/db/queries'
import type { DateRange } from '../lib/period'
import { buildStatement, type Statement } from '../lib/statement'

/** The statement of a period from this device's copy of the ledger; `undefined` while the ledger loads. */
export function useStatement(range: DateRange): Statement | undefined {
  const ledger = useLedger()
  return useMemo(() => (ledger ? buildStatement(ledger, range) : undefined), [ledger, range])
}
