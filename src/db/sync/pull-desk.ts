import type { ElsyDatabase } from '../database'
import type { ApiError, SyncApi } from './api'
import { describeProblem, readOne } from './rows-base'
import { DeskDashboardSchema } from './rows-desk'
import { toRpcAnswer } from './rows'

/**
 * Fetches the desk's dashboard of one club into the device. A refusal (no longer staff of that club) drops the
 * copy: a desk the user may not run must not stay readable on a shared tablet.
 */
export async function pullDeskDashboard(db: ElsyDatabase, api: SyncApi, clubId: string): Promise<ApiError | null> {
  const res = await api.rpc('club_dashboard', { p_club_id: clubId })
  if (res.error) return res.error
  const answer = toRpcAnswer(res.data)
  if (!answer) return { message: 'The server sent a dashboard this app does not understand.', status: 200 }
  if (answer.status !== 'ok') {
    await db.deskDashboards.delete(clubId)
    return { message: answer.message, code: answer.status, status: 200 }
  }
  const { row, problem } = readOne(DeskDashboardSchema, answer, 'desk dashboard')
  if (!row) return { message: `The server sent a dashboard this app does not understand (${problem ? describeProblem(problem) : 'no detail'}).`, status: 200 }
  await db.deskDashboards.put({ clubId, data: row, fetchedAt: new Date().toISOString() })
  return null
}
