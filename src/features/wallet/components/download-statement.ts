import { saveCsv } from '~/lib/save-csv'
import { storedTextsReady } from '~/lib/stored-text'
import type { Statement } from '../lib/statement'

/**
 * Saves the statement as a CSV file. The CSV writer (papaparse) is fetched on the first download only:
 * most visits to the wallet never ask for a file.
 */
export async function downloadStatementCsv(statement: Statement): Promise<void> {
  // The descriptions are written in the reader's language too (a Spanish reader's file is in Spanish).
  const [{ statementCsv, statementFileName }] = await Promise.all([import('../lib/statement-csv'), storedTextsReady()])
  saveCsv(statementCsv(statement), statementFileName(statement))
}
