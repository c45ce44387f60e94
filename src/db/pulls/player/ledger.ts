import type { ApiResult, SyncApi } from '../../sync/api'

/** The server caps a response's rows (PostgREST max-rows): the ledger is read in pages of this size. */
export const LEDGER_PAGE = 1000
const LEDGER_MAX_PAGES = 100

/** The whole ledger (or the rows written since `since`), page by page, newest first. */
export async function fetchLedger(api: SyncApi, userId: string, since: number | null): Promise<ApiResult<unknown[]>> {
  const rows: unknown[] = []
  for (let n = 0; n < LEDGER_MAX_PAGES; n++) {
    const res = await api.fetchMyTransactions(userId, { offset: n * LEDGER_PAGE, limit: LEDGER_PAGE }, since ?? undefined)
    if (res.error) return res
    rows.push(...res.data)
    if (res.data.length < LEDGER_PAGE) break
  }
  return { data: rows, error: null }
}
