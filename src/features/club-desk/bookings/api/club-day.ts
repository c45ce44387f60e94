import * as v from 'valibot'
import { DeskDaySchema, type DeskCell, type DeskCellBooking, type DeskDay, type DeskCellMatch, type DeskMatchPlayer } from '~/db/sync/rows-desk'
import type { SyncMarks } from '~/db/types'
import { readAnswer } from '~/lib/rpc-answer'
import { supabase } from '~/lib/supabase'
import { m } from '~/i18n/staff'

export { DeskDayClub as DeskClub, DeskDaySlot as DeskSlot } from '~/db/sync/rows-desk'

/** A cell of the grid; on the desk's own day it carries the marks of a change queued on this device. */
export type DayCell = DeskCell & Partial<SyncMarks>
export type ClubDay = Omit<DeskDay, 'cells'> & { cells: DayCell[] }
export type DayCourt = DeskDay['courts'][number]
export type DeskSlotRow = DeskDay['slots'][number]
export type CellBooking = DeskCellBooking
export type CellMatch = DeskCellMatch
export type MatchPlayer = DeskMatchPlayer

/** `club_day(club, date)` read online (another day than the desk keeps, e.g. the target of a move). */
export async function fetchClubDay(clubId: string, date: string): Promise<ClubDay> {
  const { data, error } = await supabase.rpc('club_day', { p_club_id: clubId, p_date: date })
  const answer = readAnswer(data, error, m.desk_offline_grid())
  if (answer.status !== 'ok') throw new Error(answer.message)
  const parsed = v.safeParse(DeskDaySchema, answer)
  if (!parsed.success) throw new Error('The server sent a day this app does not understand.')
  return parsed.output
}
