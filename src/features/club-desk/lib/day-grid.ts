import { formatMoney } from '~/lib/money'

/** The parts of a club_day cell this file reads (kept structural so lib imports nothing from api/). */
export interface GridCell {
  court_id: string
  slot_id: number
  past: boolean
  price: number
  state: 'free' | 'booked' | 'blocked' | 'closed' | 'out_of_service'
  booking: null | { name: string; walk_in: boolean; currency: string; checked_in_at: string | null; no_show_at: string | null; no_shows: number }
  block: null | { kind: string; reason: string }
  /** A change made on this device: not sent yet, or refused by the server. */
  syncState?: 'synced' | 'pending' | 'conflict' | 'failed'
}

/** "Tue 24 Nov 2026". */
export function dayLabel(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(`${date}T00:00:00Z`))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`
}

export const BLOCK_KINDS = { maintenance: 'Maintenance', class: 'Class', event: 'Event', other: 'Other' } as const

export function blockKindLabel(kind: string): string {
  return kind in BLOCK_KINDS ? BLOCK_KINDS[kind as keyof typeof BLOCK_KINDS] : kind
}

/** How a booking was paid and who came: the short words a cell shows. */
export function bookingMarks(b: NonNullable<GridCell['booking']>): string[] {
  const marks = [b.walk_in ? 'Paid at desk' : 'Wallet']
  if (b.checked_in_at) marks.push('Checked in')
  if (b.no_show_at) marks.push('No-show')
  return marks
}

/** What the cell's change made on this device waits for, or that the server refused it; null once it is the server's. */
export function syncMark(cell: Pick<GridCell, 'syncState'>): string | null {
  switch (cell.syncState) {
    case 'pending':
      return 'Not sent yet'
    case 'conflict':
    case 'failed':
      return 'Not saved'
    default:
      return null
  }
}

/** What a cell says in one line: the grid shows it, and it starts the cell's accessible name. */
export function cellSummary(cell: GridCell, currency: string): string {
  switch (cell.state) {
    case 'booked':
      return cell.booking ? `${cell.booking.name}${cell.booking.walk_in ? ' (walk-in)' : ''}` : 'Booked'
    case 'blocked':
      return cell.block ? `${blockKindLabel(cell.block.kind)}: ${cell.block.reason}` : 'Blocked'
    case 'closed':
      return 'Closed'
    case 'out_of_service':
      return 'Out of service'
    default:
      return cell.past ? 'Free (past)' : `Free, ${formatMoney(cell.price, currency)}`
  }
}

/** The cell's accessible name: where, when, and its state with the marks the eye reads from badges. */
export function cellLabel(cell: GridCell, court: string, slot: string, currency: string): string {
  const parts = [`${court}, ${slot}`, cellSummary(cell, currency)]
  if (cell.booking) {
    parts.push(...bookingMarks(cell.booking))
    if (cell.booking.no_shows > 0) parts.push(`${cell.booking.no_shows} no-show${cell.booking.no_shows === 1 ? '' : 's'} here`)
  }
  if (cell.past && cell.state !== 'free') parts.push('past')
  const sync = syncMark(cell)
  if (sync) parts.push(sync)
  return parts.join(', ')
}

/** "62%" of booked over bookable court-slots; a day with nothing bookable has no share. */
export function occupancyText(booked: number, bookable: number): string {
  return bookable === 0 ? '—' : `${Math.round((booked / bookable) * 100)}%`
}
