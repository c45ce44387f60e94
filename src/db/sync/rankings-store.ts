import type { ElsyDatabase } from '../database'
import { lastSyncedKey, myRankingKey, rankingTotalKey } from '../meta-keys'
import type { RankingEntry, RankingScope } from '../types'
import type { ApiResult, SyncApi } from './api'
import { toRankingEntry, toRankingPage } from './rows-rankings'
import { said } from '~/lib/words'

export const RANKING_PAGE = 50

/**
 * Stores one page of a scope's ranking. The first page replaces the scope's cache (so it never mixes two
 * moments of the ranking beyond what was just fetched); a later page replaces the ranks it covers.
 */
export async function storeRankingPage(
  db: ElsyDatabase,
  scope: RankingScope,
  page: { total: number; rows: RankingEntry[] },
  range: { offset: number; limit: number },
): Promise<void> {
  await db.transaction('rw', [db.rankingEntries, db.meta], async () => {
    if (range.offset === 0) await db.rankingEntries.where('scope').equals(scope).delete()
    else {
      await db.rankingEntries
        .where('[scope+rank]')
        .between([scope, range.offset + 1], [scope, range.offset + range.limit], true, true)
        .delete()
    }
    await db.rankingEntries.bulkPut(page.rows)
    await db.meta.put({ key: rankingTotalKey(scope), value: page.total })
    const me = page.rows.find((r) => r.is_me)
    if (me) await db.meta.put({ key: myRankingKey(scope), value: me })
    if (range.offset === 0) await db.meta.put({ key: lastSyncedKey(`rankings:${scope}`), value: page.rows[0]?.fetchedAt ?? new Date().toISOString() })
  })
}

/** Asks the server for one page of a scope (search filters rows, keeping their real rank). */
export async function requestRankingPage(
  api: SyncApi,
  scope: RankingScope,
  opts: { search?: string | null; offset?: number; limit?: number },
): Promise<ApiResult<{ total: number; rows: RankingEntry[] }>> {
  const args = { p_scope: scope, p_search: opts.search?.trim() || null, p_limit: opts.limit ?? RANKING_PAGE, p_offset: opts.offset ?? 0 }
  const res = await api.rpc('rankings', args)
  if (res.error) return res
  const page = toRankingPage(res.data, scope, new Date().toISOString())
  if (!page) return { data: null, error: { message: '', words: said('sync_unexpected_answer'), status: 200, code: 'bad_answer' } }
  return { data: page, error: null }
}

/** `my_ranking(scope)`: the user's entry (null while unranked), stored under the scope's meta key. */
export async function pullMyRanking(db: ElsyDatabase, api: SyncApi, scope: RankingScope): Promise<ApiResult<RankingEntry | null>> {
  const res = await api.rpc('my_ranking', { p_scope: scope })
  if (res.error) return res
  const entry = res.data === null ? null : toRankingEntry(res.data, scope, new Date().toISOString())
  await db.meta.put({ key: myRankingKey(scope), value: entry })
  return { data: entry, error: null }
}
