import type { RankingEntry } from '~/db/types'
import { foldText, includesFolded } from '~/lib/fold-text'

/** Offline search: the cached rows whose name or username contains the query (case and accents ignored). */
export function filterRows(rows: readonly RankingEntry[], query: string): RankingEntry[] {
  if (!foldText(query.trim())) return [...rows]
  return rows.filter((r) => includesFolded(r.name, query) || includesFolded(r.username ?? '', query))
}
