import type { TournamentRow } from '~/db/types'
import { formatDollars } from './money'

export interface FeeCheck {
  /** The balance is known and covers the fee (or there is no fee). */
  covered: boolean
  /** What to tell the player next to the fee. */
  text: string
}

/**
 * The fee against the last synced balance. The server has the final word (the balance may have moved since
 * the last sync), so this informs rather than forbids.
 */
export function feeCheck(fee: number, balance: number | null | undefined): FeeCheck {
  if (fee <= 0) return { covered: true, text: 'No entry fee.' }
  if (balance === undefined) return { covered: true, text: 'Checking your balance…' }
  if (balance === null) return { covered: true, text: `The fee is taken from your wallet when the club confirms your entry.` }
  if (balance >= fee) return { covered: true, text: `Your balance: ${formatDollars(balance)}. After the fee: ${formatDollars(balance - fee)}.` }
  return { covered: false, text: `Your balance is ${formatDollars(balance)}: add ${formatDollars(fee - balance)} to pay the fee.` }
}

/** The range line of the register dialog: what the team's average rating must be. */
export function levelRule(t: Pick<TournamentRow, 'level_min' | 'level_max'>): string | null {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
  if (t.level_min === null && t.level_max === null) return null
  if (t.level_min !== null && t.level_max !== null) return `Your team's average rating must be between ${fmt(t.level_min)} and ${fmt(t.level_max)}.`
  if (t.level_min !== null) return `Your team's average rating must be at least ${fmt(t.level_min)}.`
  return `Your team's average rating must be at most ${fmt(t.level_max as number)}.`
}
