import type { ElsyDatabase } from '../database'
import { instant } from '../instant'
import type { MyMatch } from '../types'
import { SYNCED } from '../operations/operation'
import { operationOf, readUnsettled } from '../operations/registry'
import { useUserLiveQuery } from './use-live'

/**
 * The user's matches (`my_matches()`) with this device's unsent changes applied: reports not sent yet come
 * from their outbox preview (so a pull can never erase them), a queued confirmation shows the match as
 * confirmed and a queued dispute as disputed, each marked pending; a refused one keeps the server's row and
 * carries the refusal. Newest first.
 */
export async function readMyMatches(db: ElsyDatabase): Promise<MyMatch[]> {
  const [server, queue] = await Promise.all([db.matches.toArray(), readUnsettled(db)])
  const byId = new Map<string, MyMatch>(server.map((m) => [m.id, { ...m, ...SYNCED }]))
  for (const item of queue) operationOf(item)?.overlay?.matches?.(byId, item)
  // Instants, not strings: server rows say +00:00 with microseconds, local previews Z with milliseconds.
  return [...byId.values()].sort((a, b) => instant(b.played_at) - instant(a.played_at) || instant(b.reported_at) - instant(a.reported_at))
}

/** Results the user is asked to confirm or dispute (reported by the other team), newest first. */
export function matchesToConfirm(matches: MyMatch[]): MyMatch[] {
  return matches.filter((m) => m.status === 'reported' && m.can_confirm && m.syncState === 'synced')
}

/** The user's matches, newest first, each with its syncState; `undefined` while loading. */
export function useMyMatches(): MyMatch[] | undefined {
  return useUserLiveQuery(readMyMatches, [])
}

/** Results waiting for the user's confirmation (a queued answer takes a match off this list). */
export function useMatchesToConfirm(): MyMatch[] | undefined {
  return useUserLiveQuery(async (db) => matchesToConfirm(await readMyMatches(db)), [])
}
