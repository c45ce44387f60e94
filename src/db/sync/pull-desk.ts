import type { ElsyDatabase } from '../database'
import type { ApiError, SyncApi } from './api'
import type { DeskMemberRow } from '../types'
import { describeProblem, readOne, readRows } from './rows-base'
import { DeskDashboardSchema, DeskDaySchema, DeskMemberSchema } from './rows-desk'
import { addDaysIso } from '~/lib/club-time'
import { toRpcAnswer } from './rows'
import { said } from '~/lib/words'

/**
 * Fetches the desk's dashboard of one club into the device. A refusal (no longer staff of that club) drops the
 * copy (and the member list): a desk the user may not run must not stay readable on a shared tablet.
 */
export async function pullDeskDashboard(db: ElsyDatabase, api: SyncApi, clubId: string): Promise<ApiError | null> {
  const res = await api.rpc('club_dashboard', { p_club_id: clubId })
  if (res.error) return res.error
  const answer = toRpcAnswer(res.data)
  if (!answer) return { message: '', words: said('sync_bad_dashboard'), status: 200 }
  if (answer.status !== 'ok') {
    await db.deskDashboards.delete(clubId)
    await dropDeskMembers(db, clubId)
    return { message: answer.message, code: answer.status, status: 200 }
  }
  const { row, problem } = readOne(DeskDashboardSchema, answer, 'desk dashboard')
  if (!row) return { message: '', words: said('sync_bad_dashboard_detail', { detail: problem ? describeProblem(problem) : said('sync_no_detail') }), status: 200 }
  await db.deskDashboards.put({ clubId, data: row, fetchedAt: new Date().toISOString() })
  return null
}

/** club_members answers at most this many rows at a time. */
const MEMBER_PAGE = 200
/** Enough for any club of the network; a longer list is kept as far as this. */
const MAX_KEPT_MEMBERS = 20_000
/** A member list changes slowly: fetched again when the kept one is older than this. */
export const MEMBERS_FRESH_MS = 30 * 60_000

const membersKeptAt = (clubId: string) => `deskMembersAt:${clubId}`

/**
 * Keeps the club's member list on the device (contact details included: the desk calls members), replaced whole
 * once every page arrived, and at most every MEMBERS_FRESH_MS unless `force`.
 */
export async function pullDeskMembers(db: ElsyDatabase, api: SyncApi, clubId: string, opts: { force?: boolean } = {}): Promise<ApiError | null> {
  const kept = (await db.meta.get(membersKeptAt(clubId)))?.value
  if (!opts.force && typeof kept === 'string' && Date.now() - Date.parse(kept) < MEMBERS_FRESH_MS) return null
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

async function dropDeskMembers(db: ElsyDatabase, clubId: string): Promise<void> {
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

/** Days of the grid kept for the desk: today and the next two (a tablet that loses Wi-Fi on Friday still has Sunday). */
export const DESK_DAYS_AHEAD = 2

/** Fetches one day of the desk's grid into the device (a refusal drops that day's copy). */
export async function pullDeskDay(db: ElsyDatabase, api: SyncApi, clubId: string, date: string): Promise<ApiError | null> {
  const res = await api.rpc('club_day', { p_club_id: clubId, p_date: date })
  if (res.error) return res.error
  const answer = toRpcAnswer(res.data)
  if (!answer) return { message: '', words: said('sync_bad_day'), status: 200 }
  if (answer.status !== 'ok') {
    await db.deskDays.delete([clubId, date])
    return { message: answer.message, code: answer.status, status: 200 }
  }
  const { row, problem } = readOne(DeskDaySchema, answer, 'desk day')
  if (!row) return { message: '', words: said('sync_bad_day_detail', { detail: problem ? describeProblem(problem) : said('sync_no_detail') }), status: 200 }
  await db.deskDays.put({ clubId, date, data: row, fetchedAt: new Date().toISOString() })
  return null
}

/** Keeps today's and the next days' grid of the club (today on the club's calendar), and forgets days gone by. */
export async function pullDeskDays(db: ElsyDatabase, api: SyncApi, clubId: string): Promise<ApiError | null> {
  const today = (await db.deskDashboards.get(clubId))?.data.today
  if (!today) return null
  for (let ahead = 0; ahead <= DESK_DAYS_AHEAD; ahead += 1) {
    const error = await pullDeskDay(db, api, clubId, addDaysIso(today, ahead))
    if (error) return error
  }
  await db.deskDays.where('clubId').equals(clubId).filter((d) => d.date < today).delete()
  return null
}
