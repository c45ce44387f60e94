import type { ElsyDatabase } from '../database'
import { openUserDatabase, VISITOR_ID } from '../user-database'
import type { SyncApi } from './api'
import { describeError } from './describe-error'
import { drainOutbox, type DrainResult } from './drain'
import { setDrainRequester } from './kick'
import { withDrainLock } from './lock'
import { runPull, runsFor, watchedBy, type Pull, type PullReport, type Watch } from '../pulls/pull'
import { pullNamed, pulls, type KeyedPullName, type PullKey } from '../pulls/registry'
import { engineStatus } from './status-store'
import type { Said } from '~/lib/words'

const BUSY_RETRY_MS = 2000
const DONE_KEPT_MS = 24 * 60 * 60 * 1000

interface Running {
  userId: string
  /** A visitor's engine: public pulls only, and no outbox to send. */
  visitor: boolean
  db: ElsyDatabase
  api: SyncApi
  stopped: boolean
  timer: ReturnType<typeof setTimeout> | null
  cycle: Promise<void> | null
  /** Another cycle was asked for while one ran (and whether it must pull). */
  again: 'drain' | 'pull' | null
  /** The keys the screens watch (club days shown, the desk's club), oldest first per watch: pulled after each sync. */
  watched: Map<Watch<unknown>, Map<string, unknown>>
  cleanup: () => void
}

let running: Running | null = null
let starting: Promise<void> | null = null
let persistAsked = false
const profileListeners = new Set<() => void>()

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine

/** Called after a queued profile edit reached the server (the session store re-reads the profile). */
export function onProfileSynced(listener: () => void): () => void {
  profileListeners.add(listener)
  return () => profileListeners.delete(listener)
}

function schedule(r: Running, at: number) {
  if (r.timer) clearTimeout(r.timer)
  r.timer = setTimeout(() => void runCycle(r, 'drain'), Math.max(0, at - Date.now()))
}

async function cycleOnce(r: Running, mode: 'drain' | 'pull'): Promise<void> {
  engineStatus.set({ syncing: true })
  try {
    // The browser knows it is offline: leave the queue alone until the 'online' event instead of failing requests.
    if (!isOnline()) return
    const drained: DrainResult | 'busy' = r.visitor
      ? { stop: 'empty', settled: 0, needsSignIn: false, profileSynced: false }
      : await withDrainLock(r.userId, () => drainOutbox(r.db, r.api, { resumeInflight: true, stopped: () => r.stopped }))
    if (r.stopped) return
    let needsSignIn = false
    if (drained === 'busy') {
      // Another tab is draining; look again shortly in case it finished just before our item was queued.
      schedule(r, Date.now() + BUSY_RETRY_MS)
    } else {
      needsSignIn = drained.needsSignIn
      if (drained.wakeAt) schedule(r, drained.wakeAt)
      if (drained.profileSynced) profileListeners.forEach((l) => l())
    }
    const settled = drained !== 'busy' && drained.settled > 0
    if (!needsSignIn && isOnline() && (mode === 'pull' || settled)) {
      let shown: Said | undefined
      let refreshed = false
      for (const [pull, key] of cycleRuns(r)) {
        const report = await runPull(pull, r, key)
        // The session is refreshed once per cycle, right after the pull that met the refused token.
        if (report.auth && !refreshed) {
          refreshed = true
          if ((await r.api.refreshSession()) === 'rejected') needsSignIn = true
        }
        shown ??= report.shown
      }
      if (r.stopped) return
      engineStatus.set(shown ? { error: shown } : { error: undefined })
    }
    engineStatus.set({ needsSignIn })
  } catch (err) {
    if (!r.stopped) engineStatus.set({ error: describeError(err) })
  } finally {
    if (!r.stopped) engineStatus.set({ syncing: false })
  }
}

/**
 * The pulls of one cycle in the registry's order: each once, or once for every key its watch holds when the
 * cycle reaches it.
 */
function* cycleRuns(r: Running): Generator<[Pull<unknown>, unknown]> {
  const all: readonly Pull<unknown>[] = pulls
  for (const pull of all) {
    if (!runsFor(pull, r.visitor)) continue
    if (pull.runs.every === 'cycle') yield [pull, undefined]
    else if (pull.runs.every === 'watched-key') {
      for (const key of r.watched.get(pull.runs.watch)?.values() ?? []) yield [pull, key]
    }
  }
}

/** Runs drain (+ pull) cycles one at a time; requests made meanwhile fold into one more cycle. */
function runCycle(r: Running, mode: 'drain' | 'pull'): Promise<void> {
  if (r.stopped) return Promise.resolve()
  if (r.cycle) {
    r.again = r.again === 'pull' || mode === 'pull' ? 'pull' : 'drain'
    return r.cycle
  }
  r.cycle = (async () => {
    let next: 'drain' | 'pull' | null = mode
    while (next && !r.stopped) {
      r.again = null
      await cycleOnce(r, next)
      next = r.again
    }
  })().finally(() => {
    r.cycle = null
  })
  return r.cycle
}

function listen(r: Running): () => void {
  const online = () => {
    engineStatus.set({ online: true })
    void runCycle(r, 'pull')
  }
  const offline = () => engineStatus.set({ online: false })
  const visible = () => {
    if (document.visibilityState === 'visible') void runCycle(r, 'pull')
  }
  window.addEventListener('online', online)
  window.addEventListener('offline', offline)
  document.addEventListener('visibilitychange', visible)
  return () => {
    window.removeEventListener('online', online)
    window.removeEventListener('offline', offline)
    document.removeEventListener('visibilitychange', visible)
  }
}

async function defaultApi(): Promise<SyncApi> {
  const [{ supabase }, { createSupabaseSyncApi }] = await Promise.all([import('~/lib/supabase'), import('./supabase-api')])
  return createSupabaseSyncApi(supabase)
}

/** Opens `userId`'s database and keeps it in sync until stopSync: drain + pull now, on online, on visible. */
export function startSync(userId: string, opts: { api?: SyncApi } = {}): Promise<void> {
  return start(userId, opts)
}

/**
 * A visitor on the booking pages: the visitor's database, kept in sync with the public clubs, courts and free
 * cells, until someone signs in (startSync) or stopSync.
 */
export function startVisitorSync(opts: { api?: SyncApi } = {}): Promise<void> {
  return start(VISITOR_ID, opts)
}

async function start(userId: string, opts: { api?: SyncApi }): Promise<void> {
  if (running?.userId === userId && !running.stopped) return
  if (starting) await starting.catch(() => undefined)
  if (running?.userId === userId && !running.stopped) return
  stopSync()
  const start = (async () => {
    const [db, api] = await Promise.all([openUserDatabase(userId), opts.api ?? defaultApi()])
    engineStatus.reset()
    const r: Running = { userId, visitor: userId === VISITOR_ID, db, api, stopped: false, timer: null, cycle: null, again: null, watched: new Map(), cleanup: () => {} }
    running = r
    if (typeof window !== 'undefined') r.cleanup = listen(r)
    setDrainRequester(() => void runCycle(r, 'drain'))
    const cutoff = new Date(Date.now() - DONE_KEPT_MS).toISOString()
    await db.outbox.where('status').equals('done').filter((i) => i.createdAt < cutoff).delete()
    await db.meta.delete('kept')
    if (!persistAsked && typeof navigator !== 'undefined' && navigator.storage?.persist) {
      // Ask once per page: a persisted origin keeps the outbox even when the device runs low on space.
      persistAsked = true
      void navigator.storage.persist().catch(() => false)
    }
    void runCycle(r, 'pull')
  })()
  starting = start
  try {
    await start
  } catch (err) {
    engineStatus.set({ error: describeError(err) })
  } finally {
    if (starting === start) starting = null
  }
}

/** Stops timers, listeners and any drain between two items; the database stays open (see closeUserDatabase). */
export function stopSync(): void {
  const r = running
  running = null
  setDrainRequester(null)
  if (!r) return
  r.stopped = true
  if (r.timer) clearTimeout(r.timer)
  r.cleanup()
  engineStatus.reset()
}

/** Drains the outbox and pulls fresh data now; resolves when that cycle has finished. */
export function syncNow(): Promise<void> {
  return running ? runCycle(running, 'pull') : Promise.resolve()
}

export type Refreshed = 'fresh' | 'offline' | 'error'

/**
 * A screen shows `key` of the pull `name` (a club's day, the desk's dashboard): the key is watched, so the
 * following syncs keep it fresh, and fetched now. 'offline' leaves the kept copy in place; the screen says how
 * old it is. When it came back fresh, the pulls that ride along with it follow in the background.
 */
export async function refreshPull<N extends KeyedPullName>(name: N, key: PullKey<N>): Promise<Refreshed> {
  // A full page load asks before sign-in has started the engine: wait for it rather than call that "offline".
  const r = await engineSoon()
  if (!r) return 'offline'
  const pull = pullNamed(name)
  if (!runsFor(pull, r.visitor)) return 'error'
  keepWatched(r, pull, key)
  if (!isOnline()) return 'offline'
  const outcome = await refreshOutcome(() => runPull(pull, r, key))
  if (outcome === 'fresh' && pull.ridesAlong?.length) inBackground(r, pull.ridesAlong, key)
  return outcome
}

/**
 * A screen shows `key` of the pull `name` without waiting for it (any staff page keeps the desk's member list):
 * the key is watched, and pulled now in the background unless the kept copy is fresh.
 */
export function watchPull<N extends KeyedPullName>(name: N, key: PullKey<N>): void {
  const r = running
  if (!r) return
  const pull = pullNamed(name)
  if (!runsFor(pull, r.visitor)) return
  keepWatched(r, pull, key)
  if (isOnline()) inBackground(r, [pull], key)
}

/** Watches the key a pull is asked for (moved last when already watched); the oldest past the watch's room is dropped. */
function keepWatched<K>(r: Running, pull: Pull<K>, key: K): void {
  const watched = watchedBy(pull, key)
  if (!watched) return
  let keys = r.watched.get(watched.watch)
  if (!keys) r.watched.set(watched.watch, (keys = new Map()))
  keys.delete(watched.id)
  keys.set(watched.id, watched.key)
  while (keys.size > watched.watch.keep) keys.delete(keys.keys().next().value!)
}

/** Runs the pulls one after another without anyone waiting; what throws is shown in the sync status. */
function inBackground<K>(r: Running, list: readonly Pull<K>[], key: K): void {
  void (async () => {
    for (const pull of list) await runPull(pull, r, key)
  })().catch((err: unknown) => engineStatus.set({ error: describeError(err) }))
}

/** How a screen's own refresh went: fresh, offline (the kept copy stays), or an error (also shown in the sync status). */
async function refreshOutcome(pull: () => Promise<PullReport>): Promise<Refreshed> {
  try {
    const { error } = await pull()
    if (!error) return 'fresh'
    return error.status === 0 ? 'offline' : 'error'
  } catch (err) {
    engineStatus.set({ error: describeError(err) })
    return 'error'
  }
}

/**
 * The running engine, waiting a moment for it when the screen asks before sign-in has started it (a desk page
 * opened right after signing in); null when no engine comes.
 */
async function engineSoon(ms = 5000): Promise<Running | null> {
  const deadline = Date.now() + ms
  while (!running && Date.now() < deadline) {
    if (starting) await starting.catch(() => undefined)
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return running
}

/** The server the running engine talks to (or the app's default one), for the online-only reads. */
export async function getSyncApi(): Promise<SyncApi> {
  return running?.api ?? defaultApi()
}

/** The user whose data is being synced, if any (a visitor's engine syncs nobody's). */
export function syncingUserId(): string | null {
  return running && !running.visitor ? running.userId : null
}
