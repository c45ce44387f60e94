import type { ElsyDatabase } from '../database'
import { openUserDatabase } from '../user-database'
import type { ApiError, SyncApi } from './api'
import { describeError } from './describe-error'
import { drainOutbox } from './drain'
import { setDrainRequester } from './kick'
import { withDrainLock } from './lock'
import { pullAll, pullAvailability } from './pull'
import { pullDeskDashboard, pullDeskDay, pullDeskDays, pullDeskMembers } from './pull-desk'
import { engineStatus } from './status-store'

const BUSY_RETRY_MS = 2000
const DONE_KEPT_MS = 24 * 60 * 60 * 1000
const MAX_WATCHED_DAYS = 4

interface Running {
  userId: string
  db: ElsyDatabase
  api: SyncApi
  stopped: boolean
  timer: ReturnType<typeof setTimeout> | null
  cycle: Promise<void> | null
  /** Another cycle was asked for while one ran (and whether it must pull). */
  again: 'drain' | 'pull' | null
  /** Club days the screens asked about; refreshed after each sync so free/taken stays current. */
  watched: Map<string, { clubId: string; date: string }>
  /** The club whose desk this device shows (staff only); its dashboard is refreshed with each sync. */
  deskClub: string | null
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
    const drained = await withDrainLock(r.userId, () =>
      drainOutbox(r.db, r.api, { resumeInflight: true, stopped: () => r.stopped }),
    )
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
      const pulled = await pullAll(r.db, r.api)
      if (pulled.auth && (await r.api.refreshSession()) === 'rejected') needsSignIn = true
      for (const { clubId, date } of r.watched.values()) await pullAvailability(r.db, r.api, clubId, date)
      if (r.deskClub) {
        await pullDeskDashboard(r.db, r.api, r.deskClub)
        await pullDeskDays(r.db, r.api, r.deskClub)
        await pullDeskMembers(r.db, r.api, r.deskClub)
      }
      if (r.stopped) return
      engineStatus.set(pulled.error ? { error: pulled.error } : { error: undefined })
    }
    engineStatus.set({ needsSignIn })
  } catch (err) {
    if (!r.stopped) engineStatus.set({ error: describeError(err) })
  } finally {
    if (!r.stopped) engineStatus.set({ syncing: false })
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
export async function startSync(userId: string, opts: { api?: SyncApi } = {}): Promise<void> {
  if (running?.userId === userId && !running.stopped) return
  if (starting) await starting.catch(() => undefined)
  if (running?.userId === userId && !running.stopped) return
  stopSync()
  const start = (async () => {
    const [db, api] = await Promise.all([openUserDatabase(userId), opts.api ?? defaultApi()])
    engineStatus.reset()
    const r: Running = { userId, db, api, stopped: false, timer: null, cycle: null, again: null, watched: new Map(), deskClub: null, cleanup: () => {} }
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

/**
 * Fetches a club's day into the availability snapshot (and keeps it fresh after later syncs).
 * 'offline' leaves the last snapshot in place; the screen shows how old it is.
 */
export async function refreshAvailability(clubId: string, date: string): Promise<Refreshed> {
  // A full page load asks before sign-in has started the engine: wait for it rather than call that "offline".
  const r = await engineSoon()
  if (!r) return 'offline'
  r.watched.delete(`${clubId}|${date}`)
  r.watched.set(`${clubId}|${date}`, { clubId, date })
  while (r.watched.size > MAX_WATCHED_DAYS) r.watched.delete(r.watched.keys().next().value!)
  if (!isOnline()) return 'offline'
  return refreshOutcome(() => pullAvailability(r.db, r.api, clubId, date))
}

type Refreshed = 'fresh' | 'offline' | 'error'

/** How a screen's own refresh went: fresh, offline (the kept copy stays), or an error (also shown in the sync status). */
async function refreshOutcome(pull: () => Promise<ApiError | null>): Promise<Refreshed> {
  try {
    const error = await pull()
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

/**
 * The desk shows this club: its dashboard is fetched now and after every later sync, and kept on the device for
 * when the club's Wi-Fi drops. 'offline' leaves the last copy in place; the screen says how old it is.
 */
export async function refreshDesk(clubId: string): Promise<Refreshed> {
  const r = await engineSoon()
  if (!r) return 'offline'
  r.deskClub = clubId
  if (!isOnline()) return 'offline'
  const outcome = await refreshOutcome(() => pullDeskDashboard(r.db, r.api, clubId))
  // The next days' grid and the member list ride along in the background: the dashboard is what the desk waits for.
  if (outcome === 'fresh') {
    void pullDeskDays(r.db, r.api, clubId)
      .then(() => pullDeskMembers(r.db, r.api, clubId))
      .catch((err: unknown) => engineStatus.set({ error: describeError(err) }))
  }
  return outcome
}

/** The desk shows this day of the club's grid: fetched now ('offline' leaves the kept copy in place). */
export async function refreshDeskDay(clubId: string, date: string): Promise<Refreshed> {
  const r = await engineSoon()
  if (!r) return 'offline'
  r.deskClub = clubId
  if (!isOnline()) return 'offline'
  return refreshOutcome(() => pullDeskDay(r.db, r.api, clubId, date))
}

/** A desk screen shows this club: keep its member list on the device too (fetched when the kept one is old). */
export function watchDesk(clubId: string): void {
  const r = running
  if (!r) return
  r.deskClub = clubId
  if (isOnline()) void pullDeskMembers(r.db, r.api, clubId).catch((err: unknown) => engineStatus.set({ error: describeError(err) }))
}

/** The server the running engine talks to (or the app's default one), for the online-only reads. */
export async function getSyncApi(): Promise<SyncApi> {
  return running?.api ?? defaultApi()
}

/** The user whose data is being synced, if any. */
export function syncingUserId(): string | null {
  return running?.userId ?? null
}
