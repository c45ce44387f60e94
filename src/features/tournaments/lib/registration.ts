import type { TournamentRow } from '~/db/types'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'
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
  if (fee <= 0) return { covered: true, text: m.tournaments_fee_none() }
  if (balance === undefined) return { covered: true, text: m.tournaments_fee_checking() }
  if (balance === null) return { covered: true, text: m.tournaments_fee_on_confirm({ currency }) }
  const after = fromCents(toCents(balance) - toCents(fee))
  const money = (n: number) => formatMoney(n, currency)
  if (after >= 0) return { covered: true, text: m.tournaments_fee_balance_after({ currency, balance: money(balance), after: money(after) }) }
  return { covered: false, text: m.tournaments_fee_short({ currency, balance: money(balance), missing: money(-after) }) }
}

/** "Free entry", or "€25.00 per team". */
export function feeText(fee: number, currency: string): string {
  return fee > 0 ? m.tournaments_fee_per_team({ fee: formatMoney(fee, currency) }) : m.tournaments_fee_free()
}

/** The range line of the register dialog: what the team's average rating must be. */
export function levelRule(t: Pick<TournamentRow, 'level_min' | 'level_max'>): string | null {
  const fmt = (n: number) => new Intl.NumberFormat(getFormatTag()).format(Math.round(n))
  if (t.level_min === null && t.level_max === null) return null
  if (t.level_min !== null && t.level_max !== null) return m.tournaments_level_rule_between({ min: fmt(t.level_min), max: fmt(t.level_max) })
  if (t.level_min !== null) return m.tournaments_level_rule_min({ min: fmt(t.level_min) })
  return m.tournaments_level_rule_max({ max: fmt(t.level_max as number) })
}
