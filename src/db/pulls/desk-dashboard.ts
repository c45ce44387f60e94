import type { ElsyDatabase } from '../database'
import type { ApiError, SyncApi } from '../sync/api'
import { describeProblem, readOne } from '../sync/rows-base'
import { DeskDashboardSchema } from '../sync/rows-desk'
import { toRpcAnswer } from '../sync/rows'
import { deskDays } from './desk-days'
import { deskMembers, dropDeskMembers } from './desk-members'
import { definePull, eachWatchedKey, reportOf } from './pull'
import { deskClub } from './watches'
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

/**
 * The dashboard of the club whose desk the device shows (figures, today's bookings): fetched when a desk screen
 * asks, and after each sync. The dashboard is what the desk waits for: the next days' grid and the member list
 * ride along in the background.
 */
export const deskDashboard = definePull({
  name: 'desk-dashboard',
  reads: ['club_dashboard'],
  stores: ['deskDashboards', 'deskMembers', 'meta'],
  runs: eachWatchedKey(deskClub),
  ridesAlong: [deskDays, deskMembers],
  run: async ({ db, api }, clubId) => reportOf(await pullDeskDashboard(db, api, clubId)),
})
