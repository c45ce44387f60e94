import type { MatchCategory, MyOpenMatch } from '~/db/types'
import { formatBookingDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { formatClockTime } from '~/lib/time-format'
import { m } from '~/i18n/member'
import { distinctShares, splitShares } from '../lib/share'

export function categoryLabel(category: MatchCategory): string {
  return { open: m.openmatches_category_open, men: m.openmatches_category_men, women: m.openmatches_category_women, mixed: m.openmatches_category_mixed }[category]()
}

/** "Sat 28 Nov 2026 · 18:00": the match's day and start in the club's zone. */
export function whenText(match: Pick<MyOpenMatch, 'date' | 'starts_at' | 'time_zone'>): string {
  return `${formatBookingDate(match.date)} · ${formatClockTime(match.starts_at, match.time_zone)}`
}

/** A rating as a level: whole points. */
export function levelText(rating: number): string {
  return String(Math.round(rating))
}

/** "€6.00 each": the share the next player pays, in the match's own currency. */
export function shareText(match: MyOpenMatch): string | null {
  return match.next_share === null ? null : m.openmatches_share_each({ amount: formatMoney(match.next_share, match.currency) })
}

/** What the player's queued change says while it waits. */
export function pendingText(match: MyOpenMatch): string | null {
  if (match.syncState !== 'pending') return null
  if (match.pending === 'join') return m.openmatches_joining_not_sent()
  if (match.pending === 'leave') return m.openmatches_leaving_not_sent()
  if (match.pending === 'pay') return m.openmatches_paying_not_sent()
  return null
}

/** Where the player stands, in a few words (null: not part of it). */
export function myStateText(match: MyOpenMatch): string | null {
  switch (match.me?.state) {
    case 'in':
      return m.openmatches_you_are_in()
    case 'requested':
      return m.openmatches_state_requested()
    case 'waiting':
      return m.openmatches_state_waiting()
    case 'offered':
      return match.me.offered_until ? m.openmatches_state_offered({ time: formatClockTime(match.me.offered_until, match.time_zone) }) : m.openmatches_state_waiting()
    default:
      return null
  }
}

/** A private match (a booking split with the booker's own players) or a listed one: what its page is called. */
export function matchTitle(match: Pick<MyOpenMatch, 'private'> | null | undefined): string {
  return match?.private ? m.openmatches_split_title() : m.openmatches_match_title()
}

/**
 * What splitting a booking of `price` with `players` named players asks of them, and what falls on the booker:
 * each one's share (one amount, or each when a cent apart) and the club's cut-off in hours when the device knows
 * it, else the cut-off by name. Null when the price has no shares.
 */
export function splitSharesText(price: number, currency: string, players: number, cutoffHours: number | null): string | null {
  const shares = splitShares(price, Math.max(1, players))
  if (!shares) return null
  const amount = distinctShares(shares.theirs)
    .map((x) => formatMoney(x, currency))
    .join(' / ')
  return cutoffHours === null ? m.openmatches_split_shares_cutoff({ amount }) : m.openmatches_split_shares({ amount, hours: cutoffHours })
}
