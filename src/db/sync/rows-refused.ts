import type { ElsyDatabase } from '../database'
import { describeProblem, type RowProblem } from './rows-base'

/** Meta key of the rows the last pull refused: `RowProblem[]`, empty when every row fitted. */
export const REFUSED_ROWS_KEY = 'refusedRows'

/**
 * Makes refused server rows visible: each is logged with its dataset and field, and the last pull's list is
 * kept in Dexie (meta 'refusedRows'), where every tab and a bug report can read it.
 */
export async function recordRefusedRows(db: ElsyDatabase, problems: RowProblem[]): Promise<void> {
  for (const problem of problems) console.warn(describeProblem(problem))
  await db.meta.put({ key: REFUSED_ROWS_KEY, value: problems })
}

/** What the last pull refused (see recordRefusedRows). */
export async function readRefusedRows(db: ElsyDatabase): Promise<RowProblem[]> {
  const value = (await db.meta.get(REFUSED_ROWS_KEY))?.value
  return Array.isArray(value) ? (value as RowProblem[]) : []
}
