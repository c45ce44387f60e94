import type { Said } from '~/lib/words'
import type { ApiFunction } from '../operations/operation'
import type { WriteRpc } from '../operations/registry'

/** An API failure: `status` 0 means the request never got an answer (offline, DNS, CORS, aborted). */
export interface ApiError {
  /** What the server or the network said, as it came. */
  message: string
  code?: string
  status: number
  /** The app's own words for a failure it found itself (an answer it cannot read): shown instead of `message`. */
  words?: Said
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError }

export type SessionCheck = { state: 'ok'; userId: string } | { state: 'offline' } | { state: 'signed-out' }

export type RefreshOutcome = 'refreshed' | 'offline' | 'rejected'

/** The RPCs the sync engine reads with; the ones it writes with are declared by the outbox's operations. */
export type ReadRpc =
  | 'court_availability'
  | 'wallet_balances'
  | 'my_matches'
  | 'player_statistics'
  | 'rankings'
  | 'my_ranking'
  | 'tournament_list'
  | 'tournament_details'
  | 'club_dashboard'
  | 'club_members'
  | 'club_day'
  | 'sync_state'
  | 'open_matches'
  | 'my_open_matches'

/** Every RPC the engine names is a function of the generated API schema (a misspelt or dropped one fails tsc). */
type InApiSchema<T extends ApiFunction> = T
export type SyncRpc = InApiSchema<ReadRpc | WriteRpc>

/** A slice of a long list: rows offset .. offset + limit - 1. */
export interface Page {
  offset: number
  limit: number
}

/**
 * Everything the sync engine asks of the server, narrowed so tests can hand in a fake. Tokens stay inside
 * the implementation (supabase-js): nothing here, and nothing in the outbox, ever holds one.
 */
export interface SyncApi {
  /** The session's user; supabase-js refreshes an expired access token here when it can. */
  checkSession(): Promise<SessionCheck>
  /** One explicit refresh, after the server said the token was expired or invalid. */
  refreshSession(): Promise<RefreshOutcome>
  rpc(fn: SyncRpc, args: Record<string, unknown>): Promise<ApiResult<unknown>>
  /** Updates the user's names if the row's updated_at is not newer than `baseUpdatedAt` (null: always). */
  updateProfile(
    userId: string,
    names: { first_name: string; last_name: string },
    baseUpdatedAt: string | null,
  ): Promise<ApiResult<unknown[]>>
  fetchProfile(userId: string): Promise<ApiResult<unknown>>
  /*
   * The mirrored tables. With `since` (a cursor from sync_state()), only the rows written at or after it:
   * the incremental pull; without it, every row the user may read.
   */
  fetchClubs(since?: number): Promise<ApiResult<unknown[]>>
  fetchCourts(since?: number): Promise<ApiResult<unknown[]>>
  fetchSlots(since?: number): Promise<ApiResult<unknown[]>>
  fetchMyBookings(userId: string, since?: number): Promise<ApiResult<unknown[]>>
  /** The user's ledger, newest first; one page of it when `page` is given (the server caps a response's rows). */
  fetchMyTransactions(userId: string, page?: Page, since?: number): Promise<ApiResult<unknown[]>>
  /** The user's latest notifications, newest first. */
  fetchNotifications(limit: number, since?: number): Promise<ApiResult<unknown[]>>
  /** Tombstones of mirrored rows deleted at or after `since` that the user may know about. */
  fetchDeletions(since: number): Promise<ApiResult<unknown[]>>
}

/** 401s and PostgREST's JWT errors: the access token expired (or is otherwise refused) — refresh, then retry. */
export function isAuthError(error: ApiError): boolean {
  return error.status === 401 || /^PGRST30[0-3]$/.test(error.code ?? '') || /jwt/i.test(error.message)
}

/**
 * The server does not have that function or table (yet): PostgREST's "not found in the schema cache" codes,
 * or Postgres' undefined function/table. While a migration is not deployed its dataset is skipped, not an error.
 */
export function isMissingError(error: ApiError): boolean {
  return error.status === 404 || ['PGRST202', 'PGRST205', '42883', '42P01'].includes(error.code ?? '')
}
