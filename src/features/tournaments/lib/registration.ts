import type { TournamentRow } from '~/db/types'
import { formatMoney, fromCents, toCents } from '~/lib/money'

export interface FeeCheck {
  /** The balance is known and covers the fee (or there is no fee). */
  covered: boolean
  /** What to tell the player next to the fee. */
  text: string
}

/**
 * The fee against the last synced balance in the fee's currency (the club's): a fee is never paid from
 * another currency. The server has the final word (the balance may have moved since the last sync), so
 * this informs rather than forbids.
 */
export function feeCheck(fee: number, currency: string, balance: number | null | undefined): FeeCheck {
  if (fee <= 0) return { covered: true, text: 'No entry fee.' }
  if (balance === undefined) return { covered: true, text: 'Checking your balance…' }
  if (balance === null) return { covered: true, text: `The fee is taken from your ${currency} balance when the club confirms your entry.` }
  const after = fromCents(toCents(balance) - toCents(fee))
  const money = (n: number) => formatMoney(n, currency)
  if (after >= 0) return { covered: true, text: `Your ${currency} balance: ${money(balance)}. After the fee: ${money(after)}.` }
  return { covered: false, text: `Your ${currency} balance is ${money(balance)}: add ${money(-after)} to pay the fee.` }
}

/** "Free entry", or "€25.00 per team". */
export function feeText(fee: number, currency: string): string {
  return fee > 0 ? `${formatMoney(fee, currency)} per team` : 'Free entry'
}

/** The range line of the register dialog: what the team's average rating must be. */
export function levelRule(t: Pick<TournamentRow, 'level_min' | 'level_max'>): string | null {
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US')
  if (t.level_min === null && t.level_max === null) return null
  if (t.level_min !== null && t.level_max !== null) return `Your team's average rating must be between ${fmt(t.level_min)} and ${fmt(t.level_max)}.`
  if (t.level_min !== null) return `Your team's average rating must be at least ${fmt(t.level_min)}.`
  return `Your team's average rating must be at most ${fmt(t.level_max as number)}.`
}
