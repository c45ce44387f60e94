import { useMemo } from 'react'
import { useLedger } from '~/db/queries'
import type { DateRange } from '../lib/period'
import { buildStatement, type Statement } from '../lib/statement'

/** One balance's statement of a period from this device's copy of the ledger; `undefined` while it loads. */
export function useStatement(currency: string, range: DateRange): Statement | undefined {
  const ledger = useLedger()
  return useMemo(() => (ledger ? buildStatement(ledger, currency, range) : undefined), [ledger, currency, range])
}
