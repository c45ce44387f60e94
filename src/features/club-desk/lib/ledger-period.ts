// A ledger period is whole club-local days, first and last included, as the server counts them. Presets are
// computed from the desk's own calendar date: the desk stands in the club, so its day is the club's.

export type LedgerPreset = 'today' | 'last-7-days' | 'this-month' | 'last-month' | 'last-30-days' | 'custom'

export const LEDGER_PRESETS: { key: LedgerPreset; label: string }[] = [
  { key: 'today', label: 'Today' },
  { key: 'last-7-days', label: 'Last 7 days' },
  { key: 'this-month', label: 'This month' },
  { key: 'last-month', label: 'Last month' },
  { key: 'last-30-days', label: 'Last 30 days' },
  { key: 'custom', label: 'Choose dates' },
]

/** The longest period the server answers for, in days. */
export const MAX_LEDGER_DAYS = 366

export interface LedgerPeriod {
  from: string
  to: string
}

const ISO = /^\d{4}-\d{2}-\d{2}$/

function parse(date: string): Date | null {
  if (!ISO.test(date)) return null
  const d = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== date ? null : d
}

const iso = (d: Date) => d.toISOString().slice(0, 10)

function shift(date: string, days: number): string {
  const d = parse(date)!
  d.setUTCDate(d.getUTCDate() + days)
  return iso(d)
}

/** Today's date on this device's calendar, YYYY-MM-DD. */
export function deviceToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The days a preset covers, ending on or before `today` (YYYY-MM-DD). */
export function presetPeriod(key: Exclude<LedgerPreset, 'custom'>, today: string): LedgerPeriod {
  const first = `${today.slice(0, 7)}-01`
  switch (key) {
    case 'today':
      return { from: today, to: today }
    case 'last-7-days':
      return { from: shift(today, -6), to: today }
    case 'last-30-days':
      return { from: shift(today, -29), to: today }
    case 'this-month':
      return { from: first, to: today }
    case 'last-month': {
      const end = shift(first, -1)
      return { from: `${end.slice(0, 7)}-01`, to: end }
    }
  }
}

/** How many days a period covers, both ends included. */
export function periodDays(p: LedgerPeriod): number {
  const from = parse(p.from)
  const to = parse(p.to)
  if (!from || !to) return 0
  return Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1
}

/** What is wrong with a period chosen by hand, in the words the page shows; null when it can be asked for. */
export function periodProblem(p: LedgerPeriod): string | null {
  if (!parse(p.from) || !parse(p.to)) return 'Please choose the first and the last day of the period.'
  if (p.to < p.from) return 'The period ends before it starts: please choose a last day on or after the first.'
  if (periodDays(p) > MAX_LEDGER_DAYS) return `Please choose a period of at most ${MAX_LEDGER_DAYS} days.`
  return null
}
