import type { Statement } from '../lib/statement'

/**
 * Saves the statement as a CSV file. The CSV writer (papaparse) is fetched on the first download only:
 * most visits to the wallet never ask for a file.
 */
export async function downloadStatementCsv(statement: Statement): Promise<void> {
  const { statementCsv, statementFileName } = await import('../lib/statement-csv')
  // A byte-order mark so spreadsheet apps read the file as UTF-8 (club names with accents).
  const blob = new Blob(['\uFEFF', statementCsv(statement)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = statementFileName(statement)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next turn: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
