import { saveCsv } from '~/lib/save-csv'
import type { ClubLedger } from './club-ledger'

/**
 * Saves the ledger's lines or its daily totals as a CSV file. The CSV writer (papaparse) is fetched on the
 * first download only: most visits to the finance page never ask for a file.
 */
export async function downloadLedgerCsv(ledger: ClubLedger, what: 'lines' | 'days'): Promise<void> {
  // The descriptions are written in the reader's language too (a Spanish manager's file is in Spanish).
  const { ledgerDaysCsv, ledgerFileName, ledgerLinesCsv } = await import('./ledger-csv')
  saveCsv(what === 'lines' ? ledgerLinesCsv(ledger) : ledgerDaysCsv(ledger), ledgerFileName(ledger, what))
}
