import type { DayCell } from './api/club-day'

/** The cell a dialog acts on, with what its panels need to know about the day. */
export interface DeskTarget {
  clubId: string
  currency: string
  today: string
  date: string
  cell: DayCell
  court: { number: number; name: string }
  slotLabel: string
}

/** Which of the cell dialog's panels is shown; 'move' leaves the dialog for the grid, where the new cell is chosen. */
export type Mode = 'details' | 'book' | 'move' | 'cancel' | 'block' | 'pay' | 'share' | 'cancel_match' | 'no_show'
