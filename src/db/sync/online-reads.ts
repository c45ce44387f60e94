import type { ElsyDatabase } from '../database'
import type { RankingEntry, RankingScope, TournamentDetail } from '../types'
import type { ApiError, ApiResult, SyncApi } from './api'
import { RANKING_PAGE, pullMyRanking, requestRankingPage, storeRankingPage } from './rankings-store'
import { pullTournamentDetail } from './tournament-detail'
import { said, type Words } from '~/lib/words'

/*
 * Reads that only make sense online (a deeper rankings page, a search, a tournament's detail). Each one
 * also stores what it got, so the same screen works offline afterwards from the cache.
 */

export type OnlineRead<T> = { status: 'fresh'; data: T } | { status: 'offline' } | { status: 'error'; message: Words }

export interface OnlineReadOptions {
  /** The server to ask; defaults to the running sync engine's (or the app's supabase client). */
  api?: SyncApi
}

async function resolveApi(opts: OnlineReadOptions): Promise<SyncApi> {
  if (opts.api) return opts.api
  // Loaded on first use: the engine (and supabase-js) stay out of the screens' first chunk.
  const { getSyncApi } = await import('./engine')
  return getSyncApi()
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine

function outcome<T>(res: ApiResult<T>): OnlineRead<T> {
  if (!res.error) return { status: 'fresh', data: res.data }
  return res.error.status === 0 ? { status: 'offline' } : { status: 'error', message: describe(res.error) }
}

function describe(error: ApiError): Words {
  return error.words ?? (error.message ? { text: error.message } : said('sync_server_no_answer'))
}

async function run<T>(opts: OnlineReadOptions, read: (api: SyncApi) => Promise<ApiResult<T>>): Promise<OnlineRead<T>> {
  if (!opts.api && !isOnline()) return { status: 'offline' }
  try {
    return outcome(await read(await resolveApi(opts)))
  } catch (err) {
    return { status: 'error', message: { text: err instanceof Error ? err.message : String(err) } }
  }
}

export interface RankingsPageOptions extends OnlineReadOptions {
  /** Name or username filter; matching rows keep their real rank. */
  search?: string | null
  offset?: number
  /** Rows per page (default 50). */
  limit?: number
}

/**
 * One page of a scope's ranking. Pages without a search are stored (offset 0 replaces the scope's cached
 * rows; a later page the ranks it covers). Search results are returned, not stored: their real ranks
 * would leave gaps in the cached list — offline, the screen filters the cached rows instead.
 */
export function fetchRankingsPage(
  db: ElsyDatabase,
  scope: RankingScope,
  opts: RankingsPageOptions = {},
): Promise<OnlineRead<{ rows: RankingEntry[]; total: number }>> {
  const offset = Math.max(0, opts.offset ?? 0)
  const limit = opts.limit ?? RANKING_PAGE
  const search = opts.search?.trim() || null
  return run(opts, async (api) => {
    const res = await requestRankingPage(api, scope, { search, offset, limit })
    if (!res.error && !search) await storeRankingPage(db, scope, res.data, { offset, limit })
    return res
  })
}

/** The user's own entry in a scope (null while unranked), stored for useMyRanking(scope). */
export function fetchMyRanking(db: ElsyDatabase, scope: RankingScope, opts: OnlineReadOptions = {}): Promise<OnlineRead<RankingEntry | null>> {
  return run(opts, (api) => pullMyRanking(db, api, scope))
}

/** A tournament's entries, bracket or schedule and standings, stored for useTournamentDetail(id). */
export function fetchTournamentDetail(db: ElsyDatabase, id: string, opts: OnlineReadOptions = {}): Promise<OnlineRead<TournamentDetail>> {
  return run(opts, (api) => pullTournamentDetail(db, api, id))
}
