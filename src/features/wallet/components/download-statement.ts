import { saveCsv } from '~/lib/save-csv'
import type { Statement } from '../lib/statement'

/**
 * Saves the statement as a CSV file. The CSV writer (papaparse) is fetched on the first download only:
 * most visits to the wallet never ask for a file.
 */
export async function downloadStatementCsv(statement: Statement): Promise<void> {
  // The descriptions are written in the reader's language too (a Spanish reader's file is in Spanish).
  const { statementCsv, statementFileName } = await import('../lib/statement-csv')
  saveCsv(statementCsv(statement), statementFileName(statement))
}
