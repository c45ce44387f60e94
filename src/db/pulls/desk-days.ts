import type { ElsyDatabase } from '../database'
import type { ApiError, SyncApi } from '../sync/api'
import { describeProblem, readOne } from '../sync/rows-base'
import { DeskDaySchema } from '../sync/rows-desk'
import { toRpcAnswer } from '../sync/rows'
import { addDaysIso } from '~/lib/club-time'
import { definePull, eachWatchedKey, reportOf, watchedKey, whenAsked } from './pull'
import { deskClub } from './watches'
import { said } from '~/lib/words'

/** Days of the grid kept for the desk: today and the next two (a tablet that loses Wi-Fi on Friday still has Sunday). */
export const DESK_DAYS_AHEAD = 2

/** Fetches one day of the desk's grid into the device (a refusal drops that day's copy). */
async function pullDeskDay(db: ElsyDatabase, api: SyncApi, clubId: string, date: string): Promise<ApiError | null> {
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
async function pullDeskDays(db: ElsyDatabase, api: SyncApi, clubId: string): Promise<ApiError | null> {
  const today = (await db.deskDashboards.get(clubId))?.data.today
  if (!today) return null
  for (let ahead = 0; ahead <= DESK_DAYS_AHEAD; ahead += 1) {
    const error = await pullDeskDay(db, api, clubId, addDaysIso(today, ahead))
    if (error) return error
  }
  await db.deskDays.where('clubId').equals(clubId).filter((d) => d.date < today).delete()
  return null
}

/** Today's and the next days' grid of the desk's club, after each sync (and behind a fresh dashboard). */
export const deskDays = definePull({
  name: 'desk-days',
  reads: ['club_day'],
  stores: ['deskDays'],
  runs: eachWatchedKey(deskClub),
  run: async ({ db, api }, clubId) => reportOf(await pullDeskDays(db, api, clubId)),
})

/** The day of the desk's grid a screen shows, when it asks (the club's desk stays watched meanwhile). */
export const deskDay = definePull({
  name: 'desk-day',
  reads: ['club_day'],
  stores: ['deskDays'],
  runs: whenAsked((day: { clubId: string; date: string }) => watchedKey(deskClub, day.clubId)),
  run: async ({ db, api }, { clubId, date }) => reportOf(await pullDeskDay(db, api, clubId, date)),
})
