import type { ElsyDatabase } from '../database'
import type { ApiError, SyncApi } from '../sync/api'
import type { DeskMemberRow } from '../types'
import { describeProblem, readRows } from '../sync/rows-base'
import { DeskMemberSchema } from '../sync/rows-desk'
import { toRpcAnswer } from '../sync/rows'
import { definePull, eachWatchedKey, reportOf, runPull } from './pull'
import { deskClub } from './watches'
import { said } from '~/lib/words'

/** club_members answers at most this many rows at a time. */
const MEMBER_PAGE = 200
/** Enough for any club of the network; a longer list is kept as far as this. */
const MAX_KEPT_MEMBERS = 20_000
/** A member list changes slowly: fetched again when the kept one is older than this. */
export const MEMBERS_FRESH_MS = 30 * 60_000

const membersKeptAt = (clubId: string) => `deskMembersAt:${clubId}`

/** Fetches the club's member list, every page, and replaces the kept one once all of them arrived. */
async function fetchDeskMembers(db: ElsyDatabase, api: SyncApi, clubId: string): Promise<ApiError | null> {
  const rows: DeskMemberRow[] = []
  for (let offset = 0; offset < MAX_KEPT_MEMBERS; offset += MEMBER_PAGE) {
    const res = await api.rpc('club_members', { p_club_id: clubId, p_search: null, p_sort: 'name', p_offset: offset, p_limit: MEMBER_PAGE })
    if (res.error) return res.error
    const answer = toRpcAnswer(res.data)
    if (!answer) return { message: '', words: said('sync_bad_members'), status: 200 }
    if (answer.status !== 'ok') {
      await dropDeskMembers(db, clubId)
      return { message: answer.message, code: answer.status, status: 200 }
    }
    const { rows: page, problems } = readRows(DeskMemberSchema, answer.rows, 'desk members')
    problems.forEach((p) => console.warn(describeProblem(p)))
    rows.push(...page.map((m) => ({ ...m, clubId })))
    const total = typeof answer.total === 'number' ? answer.total : 0
    if (offset + MEMBER_PAGE >= total) break
  }
  await db.transaction('rw', db.deskMembers, db.meta, async () => {
    await db.deskMembers.where('clubId').equals(clubId).delete()
    await db.deskMembers.bulkPut(rows)
    await db.meta.put({ key: membersKeptAt(clubId), value: new Date().toISOString() })
  })
  return null
}

export async function dropDeskMembers(db: ElsyDatabase, clubId: string): Promise<void> {
  await db.transaction('rw', db.deskMembers, db.meta, async () => {
    await db.deskMembers.where('clubId').equals(clubId).delete()
    await db.meta.delete(membersKeptAt(clubId))
  })
}

/** When the kept member list of a club was fetched (ISO), or null when none is kept. */
export async function deskMembersKeptAt(db: ElsyDatabase, clubId: string): Promise<string | null> {
  const value = (await db.meta.get(membersKeptAt(clubId)))?.value
  return typeof value === 'string' ? value : null
}


/**
 * The member list of the club whose desk the device shows (contact details included: the desk calls members),
 * for when the connection drops: after each sync and whenever a staff page shows the club, at most every
 * MEMBERS_FRESH_MS.
 */
export const deskMembers = definePull({
  name: 'desk-members',
  reads: ['club_members'],
  stores: ['deskMembers', 'meta'],
  runs: eachWatchedKey(deskClub),
  fresh: { ms: MEMBERS_FRESH_MS, keptAt: deskMembersKeptAt },
  run: async ({ db, api }, clubId) => reportOf(await fetchDeskMembers(db, api, clubId)),
})

/** Keeps the club's member list on the device: fetched unless the kept one is fresh (or `force`). */
export async function pullDeskMembers(db: ElsyDatabase, api: SyncApi, clubId: string, opts: { force?: boolean } = {}): Promise<ApiError | null> {
  return (await runPull(deskMembers, { db, api }, clubId, opts)).error
}
