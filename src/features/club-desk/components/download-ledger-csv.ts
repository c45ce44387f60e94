import type { ClubLedger } from '../api/club-ledger'

/**
 * Saves the ledger's lines or its daily totals as a CSV file. The CSV writer (papaparse) is fetched on the
 * first download only: most visits to the finance page never ask for a file.
 */
export async function downloadLedgerCsv(ledger: ClubLedger, what: 'lines' | 'days'): Promise<void> {
  const { ledgerDaysCsv, ledgerFileName, ledgerLinesCsv } = await import('../lib/ledger-csv')
  const text = what === 'lines' ? ledgerLinesCsv(ledger) : ledgerDaysCsv(ledger)
  // A byte-order mark so spreadsheet apps read the file as UTF-8 (names with accents).
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = ledgerFileName(ledger, what)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
