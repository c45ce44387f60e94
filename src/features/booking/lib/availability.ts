import type { AvailabilityRow, CourtRow, SlotRow } from '~/db/types'
import { hasStarted, isoWeekday, shortTime, type IsoDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { isPeak, slotPrice, type PeakRule } from '~/lib/peak-hours'
import { m } from '~/i18n/member'

/**
 * free/taken come from the last availability snapshot; unknown = no snapshot for this date (offline);
 * unavailable = the club took the court-slot out of booking (closed that day or hour, court out of service, blocked).
 */
export type CellState = 'free' | 'taken' | 'past' | 'unknown' | 'unavailable'

export interface Cell {
  court: CourtRow
  slot: SlotRow
  state: CellState
  price: number
  currency: string
  isPeak: boolean
  /** A taken cell holding a listed open match: its id and the places it has left (0: full). */
  openMatch?: { id: string; places: number }
}

export interface Availability {
  courts: CourtRow[]
  slots: SlotRow[]
  /** Whether a server snapshot exists for this club and date (else every future cell is "unknown"). */
  known: boolean
  /** When the snapshot was fetched, if any. */
  fetchedAt: Date | null
  cell(courtNumber: number, slotId: number): Cell | undefined
}

export interface AvailabilityInput {
  courts: readonly CourtRow[]
  slots: readonly SlotRow[]
  rows: readonly AvailabilityRow[] | undefined
  club: PeakRule & { time_zone: string; currency: string; opens_at: readonly (string | null)[]; closes_at: readonly (string | null)[] }
  date: IsoDate
  now: Date
}

/**
 * Courts × slots for one club and date. "Past" is decided here from the clock, not from the snapshot,
 * so a snapshot fetched this morning does not offer a slot that started an hour ago.
 */
export function buildAvailability({ courts, slots, rows, club, date, now }: AvailabilityInput): Availability {
  const sortedCourts = [...courts].sort((a, b) => a.number - b.number)
  // The grid shows the slots of the club's longest day; outside that weekday's hours a cell is unavailable
  // (the server answers "club_closed"). Times arrive as "09:00" or "09:00:00": compare hours and minutes only.
  const week = weekBounds(club)
  const today = dayHours(club, date)
  const openSlots = [...slots]
    .filter((s) => week !== null && shortTime(s.starts_at) >= week.opens && shortTime(s.ends_at) <= week.closes)
    .sort((a, b) => a.id - b.id)
  const byKey = new Map<string, AvailabilityRow>()
  for (const row of rows ?? []) byKey.set(`${row.courtNumber}:${row.slotId}`, row)
  const fetched = (rows ?? []).map((r) => Date.parse(r.fetchedAt)).filter((t) => !Number.isNaN(t))
  const cells = new Map<string, Cell>()
  for (const court of sortedCourts) {
    for (const slot of openSlots) {
      const key = `${court.number}:${slot.id}`
      const row = byKey.get(key)
      const past = hasStarted(date, slot.starts_at, club.time_zone, now) || row?.isPast === true
      const closed = today === null || shortTime(slot.starts_at) < today.opens || shortTime(slot.ends_at) > today.closes || !court.in_service
      const state: CellState = past
        ? 'past'
        : row?.isUnavailable === true || (row === undefined && closed)
          ? 'unavailable'
          : row === undefined
            ? 'unknown'
            : row.isFree
              ? 'free'
              : 'taken'
      cells.set(key, {
        court,
        slot,
        state,
        price: row ? Number(row.price) : slotPrice(court, club, date, slot.starts_at),
        currency: row?.currency ?? club.currency,
        isPeak: row?.isPeak ?? isPeak(club, date, slot.starts_at),
        ...(state === 'taken' && row?.openMatchId ? { openMatch: { id: row.openMatchId, places: row.openMatchPlaces ?? 0 } } : {}),
      })
    }
  }
  return {
    courts: sortedCourts,
    slots: openSlots,
    known: byKey.size > 0,
    fetchedAt: fetched.length > 0 ? new Date(Math.min(...fetched)) : null,
    cell: (courtNumber, slotId) => cells.get(`${courtNumber}:${slotId}`),
  }
}

type Hours = { opens: string; closes: string }

/** The club's hours on a date's weekday ("09:00".."21:00"), or null when it is closed that weekday. */
function dayHours(club: AvailabilityInput['club'], date: IsoDate): Hours | null {
  const weekday = isoWeekday(date)
  // A club row cached before hours were per weekday holds one time, not seven: no answer rather than a wrong one.
  if (weekday === null || !Array.isArray(club.opens_at) || !Array.isArray(club.closes_at)) return null
  const opens = club.opens_at[weekday - 1]
  const closes = club.closes_at[weekday - 1]
  return opens && closes ? { opens: shortTime(opens), closes: shortTime(closes) } : null
}

/** The earliest opening and latest closing of the club's week: the grid's rows. */
function weekBounds(club: AvailabilityInput['club']): Hours | null {
  if (!Array.isArray(club.opens_at) || !Array.isArray(club.closes_at)) return null
  const opens = club.opens_at.filter((t): t is string => t !== null).map(shortTime).sort()
  const closes = club.closes_at.filter((t): t is string => t !== null).map(shortTime).sort()
  return opens.length > 0 && closes.length > 0 ? { opens: opens[0], closes: closes[closes.length - 1] } : null
}

/** Whether a cell may be chosen: free, or unknown while offline (the server has the last word on sync). */
export function isBookable(state: CellState): boolean {
  return state === 'free' || state === 'unknown'
}

export function stateWord(state: CellState): string {
  switch (state) {
    case 'free':
      return m.booking_state_free()
    case 'taken':
      return m.booking_state_taken()
    case 'past':
      return m.booking_state_started()
    case 'unknown':
      return m.booking_state_unknown()
    case 'unavailable':
      return m.booking_cell_blocked()
  }
}

export function courtTypeLabel(type: CourtRow['type']): string {
  return type === 'indoor' ? m.booking_court_indoor() : m.booking_court_outdoor()
}

/** "Court 3, Outdoor, 10:30 - 12:00, free, €24.00": what a screen reader says for one grid cell. */
export function cellLabel(cell: Cell): string {
  return [
    m.booking_court_number({ number: cell.court.number }),
    courtTypeLabel(cell.court.type),
    cell.slot.label,
    stateWord(cell.state),
    formatMoney(cell.price, cell.currency),
  ].join(', ')
}
