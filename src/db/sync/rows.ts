import { isCurrencyCode } from '~/lib/money'
import { isProfile } from '~/lib/session/profile'
import type { BookingRow, ClubRow, CourtRow, ProfileRow, SlotRow, TransactionRow, WalletBalance } from '../types'
import { zonedInstant } from '../zoned-time'
import { courtType, isObj, num, oneOf, str, type Obj } from './rows-base'

/*
 * Server rows are validated here, once, before they reach Dexie: a row that does not look like what the
 * screens expect is dropped (and counted) rather than stored and crashing a screen offline later.
 */
const one = (v: unknown): Obj => (isObj(v) ? v : Array.isArray(v) && isObj(v[0]) ? v[0] : {})

export function toProfile(v: unknown): ProfileRow | null {
  return isProfile(v) ? v : null
}

export function toClub(v: unknown): ClubRow | null {
  // No currency, no club: prices shown in a guessed currency would be wrong money.
  if (!isObj(v) || !str(v.id) || !str(v.name) || !isCurrencyCode(v.currency)) return null
  return {
    id: v.id as string,
    country_code: str(v.country_code) ?? '',
    name: v.name as string,
    city: str(v.city) ?? '',
    address: str(v.address),
    time_zone: str(v.time_zone) ?? 'UTC',
    currency: v.currency,
    opens_at: str(v.opens_at) ?? '09:00',
    closes_at: str(v.closes_at) ?? '21:00',
    ...(num(v.booking_horizon_days) !== null ? { booking_horizon_days: num(v.booking_horizon_days)! } : {}),
  }
}

export function toCourt(v: unknown): CourtRow | null {
  if (!isObj(v) || !str(v.id) || !str(v.club_id) || num(v.number) === null || !courtType(v.type)) return null
  return {
    id: v.id as string,
    club_id: v.club_id as string,
    number: num(v.number)!,
    name: str(v.name) ?? `Court ${num(v.number)}`,
    type: courtType(v.type)!,
    off_peak_price: num(v.off_peak_price) ?? 0,
    peak_price: num(v.peak_price) ?? 0,
  }
}

export function toSlot(v: unknown): SlotRow | null {
  if (!isObj(v) || num(v.id) === null || !str(v.starts_at) || !str(v.ends_at)) return null
  const starts = (v.starts_at as string).slice(0, 5)
  const ends = (v.ends_at as string).slice(0, 5)
  return { id: num(v.id)!, starts_at: starts, ends_at: ends, label: str(v.label) ?? `${starts} - ${ends}` }
}

/** A booking from book_court/cancel_booking (flat details) or from the bookings select (embedded court/club/slot). */
export function toBooking(v: unknown): BookingRow | null {
  if (!isObj(v) || !str(v.id) || !str(v.court_id) || !str(v.club_id) || !str(v.date) || num(v.slot_id) === null) return null
  if (v.status !== 'confirmed' && v.status !== 'cancelled') return null
  if (!isCurrencyCode(v.currency)) return null
  const court = one(v.court)
  const club = isObj(v.club) ? v.club : one(court.club)
  const slot = one(v.slot)
  const zone = str(v.club_time_zone) ?? str(club.time_zone) ?? 'UTC'
  const date = v.date as string
  const slotStart = str(slot.starts_at)
  const slotEnd = str(slot.ends_at)
  return {
    id: v.id as string,
    court_id: v.court_id as string,
    club_id: v.club_id as string,
    date,
    slot_id: num(v.slot_id)!,
    booked_by: str(v.booked_by),
    member_id: str(v.member_id) ?? '',
    price: num(v.price) ?? 0,
    currency: v.currency,
    status: v.status,
    cancelled_at: str(v.cancelled_at),
    refund_amount: num(v.refund_amount),
    created_at: str(v.created_at) ?? '',
    updated_at: str(v.updated_at) ?? '',
    court_number: num(v.court_number) ?? num(court.number) ?? 0,
    court_name: str(v.court_name) ?? str(court.name) ?? '',
    court_type: courtType(v.court_type) ?? courtType(court.type) ?? 'indoor',
    club_name: str(v.club_name) ?? str(club.name) ?? '',
    club_time_zone: zone,
    slot_label: str(v.slot_label) ?? str(slot.label) ?? '',
    starts_at: str(v.starts_at) ?? (slotStart ? zonedInstant(date, slotStart, zone) : null),
    ends_at: str(v.ends_at) ?? (slotEnd ? zonedInstant(date, slotEnd, zone) : null),
  }
}

const TRANSACTION_KINDS = ['top_up', 'booking', 'refund', 'adjustment', 'tournament_fee', 'tournament_refund'] as const

export function toTransaction(v: unknown): TransactionRow | null {
  if (!isObj(v) || !str(v.id) || !str(v.member_id) || num(v.amount) === null) return null
  if ((v.type !== 'credit' && v.type !== 'debit') || (v.status !== 'completed' && v.status !== 'pending')) return null
  // A ledger row without its currency cannot be counted in any balance.
  if (!isCurrencyCode(v.currency)) return null
  const kind = oneOf(v.kind, TRANSACTION_KINDS) ?? 'adjustment'
  return {
    id: v.id as string,
    member_id: v.member_id as string,
    type: v.type,
    kind,
    amount: num(v.amount)!,
    currency: v.currency,
    description: str(v.description) ?? '',
    status: v.status,
    booking_id: str(v.booking_id),
    club_id: str(v.club_id),
    created_at: str(v.created_at) ?? '',
    completed_at: str(v.completed_at),
  }
}

/** `wallet_balances()`: one balance per currency, at most one row per currency; null when not a list. */
export function toBalances(v: unknown): WalletBalance[] | null {
  if (!Array.isArray(v)) return null
  const byCurrency = new Map<string, WalletBalance>()
  for (const r of v) {
    if (!isObj(r) || !isCurrencyCode(r.currency) || num(r.balance) === null) continue
    byCurrency.set(r.currency, { currency: r.currency, balance: num(r.balance)! })
  }
  return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency))
}

/** Keeps the rows that validate. */
export function validRows<T>(rows: unknown, parse: (v: unknown) => T | null): T[] {
  if (!Array.isArray(rows)) return []
  return rows.map(parse).filter((r): r is T => r !== null)
}

/** An RPC answer: `{status, message, ...}` (see the booking migrations' result convention). */
export interface RpcAnswer extends Obj {
  status: string
  message: string
}

export function toRpcAnswer(v: unknown): RpcAnswer | null {
  return isObj(v) && typeof v.status === 'string' ? { ...v, status: v.status, message: str(v.message) ?? v.status } : null
}

export { num as toNumber, isObj }
