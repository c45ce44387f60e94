import { m } from '~/i18n/staff'
import { formatMoney } from '~/lib/money'
import { getFormatTag } from '~/i18n/current-locale'
import { formatBookingDate } from '~/lib/club-time'
import { matchMarks, type GridMatch } from './match-cell'

const percentFormat = () => new Intl.NumberFormat(getFormatTag(), { style: 'percent', maximumFractionDigits: 0 })

/** The parts of a club_day cell this file reads (kept structural so lib imports nothing from api/). */
export interface GridCell {
  court_id: string
  slot_id: number
  past: boolean
  price: number
  state: 'free' | 'booked' | 'blocked' | 'closed' | 'out_of_service'
  booking: null | {
    name: string
    walk_in: boolean
    currency: string
    pay_with: 'wallet' | 'club' | 'card'
    due: number
    checked_in_at: string | null
    no_show_at: string | null
    no_shows: number
    /** The match the booking holds, if it is one. */
    match?: GridMatch | null
  }
  block: null | { kind: string; reason: string }
  /** A change made on this device: not sent yet, or refused by the server. */
  syncState?: 'synced' | 'pending' | 'conflict' | 'failed'
}

/** "Tue 24 Nov 2026": the desk's day in the words every other date of the app uses (formatBookingDate). */
export function dayLabel(date: string): string {
  return formatBookingDate(date)
}

/** The kinds of block, in the reader's language. */
export const blockKinds = () => ({ maintenance: m.desk_kind_maintenance(), class: m.desk_kind_class(), event: m.desk_kind_event(), other: m.desk_kind_other() }) as const

export function blockKindLabel(kind: string): string {
  const kinds = blockKinds()
  return kind in kinds ? kinds[kind as keyof typeof kinds] : kind
}

function paidMark(b: NonNullable<GridCell['booking']>): string {
  if (b.due > 0) return m.desk_due_at_desk({ amount: formatMoney(b.due, b.currency) })
  return b.walk_in || b.pay_with === 'club' ? m.desk_paid_at_desk() : m.desk_wallet()
}

/** How a booking was paid and who came: the short words a cell shows. */
export function bookingMarks(b: NonNullable<GridCell['booking']>): string[] {
  // A match's money is its players': the badge, then what any of them still owes.
  const marks = b.match ? matchMarks(b.match, b.currency) : [paidMark(b)]
  if (b.checked_in_at) marks.push(m.desk_checked_in())
  if (b.no_show_at) marks.push(m.desk_no_show())
  return marks
}

/** What the cell's change made on this device waits for, or that the server refused it; null once it is the server's. */
export function syncMark(cell: Pick<GridCell, 'syncState'>): string | null {
  switch (cell.syncState) {
    case 'pending':
      return m.desk_not_sent_yet()
    case 'conflict':
    case 'failed':
      return m.desk_not_saved()
    default:
      return null
  }
}

/** What a cell says in one line: the grid shows it, and it starts the cell's accessible name. */
export function cellSummary(cell: GridCell, currency: string): string {
  switch (cell.state) {
    case 'booked':
      return cell.booking ? (cell.booking.walk_in ? m.desk_walk_in_name({ name: cell.booking.name }) : cell.booking.name) : m.desk_booked()
    case 'blocked':
      return cell.block ? m.desk_block_text({ kind: blockKindLabel(cell.block.kind), reason: cell.block.reason }) : m.desk_blocked()
    case 'closed':
      return m.desk_closed()
    case 'out_of_service':
      return m.desk_out_of_service()
    default:
      return cell.past ? m.desk_free_past() : m.desk_free_price({ price: formatMoney(cell.price, currency) })
  }
}

/** The cell's accessible name: where, when, and its state with the marks the eye reads from badges. */
export function cellLabel(cell: GridCell, court: string, slot: string, currency: string): string {
  const parts = [m.desk_cell_where({ court, slot }), cellSummary(cell, currency)]
  if (cell.booking) {
    parts.push(...bookingMarks(cell.booking))
    if (cell.booking.no_shows > 0) parts.push(m.desk_no_shows_here({ count: cell.booking.no_shows }))
  }
  if (cell.past && cell.state !== 'free') parts.push(m.desk_past())
  const sync = syncMark(cell)
  if (sync) parts.push(sync)
  return parts.join(', ')
}

/** "62%" of booked over bookable court-slots; a day with nothing bookable has no share. */
export function occupancyText(booked: number, bookable: number): string {
  return bookable === 0 ? '—' : percentFormat().format(Math.round((booked / bookable) * 100) / 100)
}
