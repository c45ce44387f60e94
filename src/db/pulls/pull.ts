import type { Table } from 'dexie'
import type { ElsyDatabase } from '../database'
import type { ApiError, ReadRpc, SyncApi } from '../sync/api'
import type { Said } from '~/lib/words'

/*
 * A pull brings one dataset (or a group that must arrive together) from the server into the device. Each one
 * says what it reads and stores, when it runs and for which keys; the engine runs them from the registry
 * without knowing any of them.
 */

/** What a pull is handed: the signed-in user's database and the server. */
export interface PullContext {
  db: ElsyDatabase
  api: SyncApi
}

/** How one run of a pull went. */
export interface PullReport {
  /** Why it failed, for the screen that asked (status 0: no answer came, the kept copy stays); null: stored. */
  error: ApiError | null
  /** The server refused the session's token: the engine refreshes the session. */
  auth?: boolean
  /** A failure worded for the sync status; a pull that gives none leaves its failures to the screens that ask. */
  shown?: Said
}

/** What a pull may ask the server: a read RPC, or one of the API's fetches of a mirrored table. */
export type PullRead = ReadRpc | Extract<keyof SyncApi, `fetch${string}`>

/** A store of the user's database. */
export type PullStore = { [T in keyof ElsyDatabase]: ElsyDatabase[T] extends Table ? T : never }[keyof ElsyDatabase]

/**
 * Keys the screens watch (the club days shown, the club whose desk the device runs): the engine keeps them, at
 * most `keep`, the one watched longest ago dropped first, and runs the pulls that follow the watch for each.
 */
export interface Watch<K> {
  name: string
  keep: number
  /** Tells two keys apart: watching a key again moves it last instead of adding it twice. */
  id(key: K): string
}

/** One key of a watch. */
export interface Watched {
  watch: Watch<unknown>
  id: string
  key: unknown
}

/** Names one key of a watch. */
export function watchedKey<K>(watch: Watch<K>, key: K): Watched {
  return { watch, id: watch.id(key), key }
}

/** When a pull runs. */
export type Runs<K> =
  /** Once in every sync cycle. */
  | { every: 'cycle' }
  /** In every sync cycle, once for each key of the watch; a screen that asks for the pull watches its key. */
  | { every: 'watched-key'; watch: Watch<K> }
  /** Only when a screen asks; asking keeps `watches(key)` watched, so the pulls that follow it run for it too. */
  | { every: 'ask'; watches?(key: K): Watched }

export const everyCycle: Runs<void> = { every: 'cycle' }

export const eachWatchedKey = <K>(watch: Watch<K>): Runs<K> => ({ every: 'watched-key', watch })

export const whenAsked = <K>(watches?: (key: K) => Watched): Runs<K> => ({ every: 'ask', ...(watches ? { watches } : {}) })

/** Everything about one pull. */
export interface Pull<K = void, N extends string = string> {
  name: N
  reads: readonly PullRead[]
  stores: readonly PullStore[]
  runs: Runs<K>
  /** The kept copy is not fetched again while younger than `ms` (unless a run is forced). */
  fresh?: { ms: number; keptAt(db: ElsyDatabase, key: K): Promise<string | null> }
  /**
   * Run in the background, in this order, after a screen's request for this pull came back fresh: the screen
   * waits for this one only.
   */
  ridesAlong?: readonly Pull<K>[]
  /**
   * Whose engine runs it: a signed-in user's (the default), a visitor's (only public data: the courts before
   * joining), or both.
   */
  for?: PullAudience
  /** Fetches and stores the dataset for `key`. */
  run(ctx: PullContext, key: K): Promise<PullReport>
}

export type PullAudience = 'members' | 'visitors' | 'everyone'

/** Whether a signed-in user's engine (visitor false) or a visitor's runs this pull. */
export function runsFor(pull: Pick<Pull<unknown>, 'for'>, visitor: boolean): boolean {
  const audience = pull.for ?? 'members'
  return audience === 'everyone' || (audience === 'visitors') === visitor
}

/** Declares a pull, keeping its literal name. */
export function definePull<const N extends string, K = void>(pull: Pull<K, N>): Pull<K, N> {
  return pull
}

/** Runs a pull for one key, unless its freshness rule says the kept copy is recent enough (and it is not forced). */
export async function runPull<K>(pull: Pull<K>, ctx: PullContext, key: K, opts: { force?: boolean } = {}): Promise<PullReport> {
  if (pull.fresh && !opts.force) {
    const kept = await pull.fresh.keptAt(ctx.db, key)
    if (kept !== null && Date.now() - Date.parse(kept) < pull.fresh.ms) return { error: null }
  }
  return pull.run(ctx, key)
}

/** The watched key a screen's request for this pull keeps, if any. */
export function watchedBy<K>(pull: Pull<K>, key: K): Watched | null {
  if (pull.runs.every === 'watched-key') return watchedKey(pull.runs.watch, key)
  if (pull.runs.every === 'ask') return pull.runs.watches?.(key) ?? null
  return null
}

/** A report of a pull whose failures are for the screen that asked. */
export const reportOf = (error: ApiError | null): PullReport => ({ error })
