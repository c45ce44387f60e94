import type { RankingEntry } from '~/db/types'

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Offline search: the cached rows whose name or username contains the query (case and accents ignored). */
export function filterRows(rows: readonly RankingEntry[], query: string): RankingEntry[] {
  const q = fold(query.trim())
  if (!q) return [...rows]
  return rows.filter((r) => fold(r.name).includes(q) || fold(r.username ?? '').includes(q))
}
