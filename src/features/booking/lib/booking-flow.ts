import type { ClubRow, MyBooking } from '~/db/types'
import { addDaysIso, clubInstant, parseIsoDate, type IsoDate } from '~/lib/club-time'
import { isBookable, type Availability } from './availability'
import { m } from '~/i18n/member'
import { formatDateTime } from '~/lib/time-format'

/** How many days the date strip shows at once: today and the next two weeks. */
export const STRIP_DAYS = 15

/**
 * The strip's page of days that holds `date`: pages start at today and step by STRIP_DAYS, and none runs past
 * the club's booking horizon (`lastDate`, null when this device does not know it).
 */
export function stripDays(today: IsoDate, lastDate: IsoDate | null, date: IsoDate): { days: IsoDate[]; earlier: IsoDate | null; later: IsoDate | null } {
  const offset = Math.max(0, daysBetween(today, date))
  const start = addDaysIso(today, Math.floor(offset / STRIP_DAYS) * STRIP_DAYS)
  const days: IsoDate[] = []
  for (let i = 0; i < STRIP_DAYS; i++) {
    const day = addDaysIso(start, i)
    if (lastDate !== null && day > lastDate) break
    days.push(day)
  }
  const next = addDaysIso(start, STRIP_DAYS)
  return {
    days,
    earlier: start > today ? addDaysIso(start, -STRIP_DAYS) : null,
    later: lastDate === null || next <= lastDate ? next : null,
  }
}

/** Whole calendar days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  const pa = parseIsoDate(a)
  const pb = parseIsoDate(b)
  if (!pa || !pb) return 0
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000)
}

/** What one day of the strip says: "Today" / "Tue", the day of the month, the month. */
export function stripLabel(date: IsoDate, today: IsoDate): { weekday: string; day: string; month: string } {
  const p = parseIsoDate(date)
  if (!p) return { weekday: '', day: date, month: '' }
  const local = new Date(p.year, p.month - 1, p.day)
  return { weekday: date === today ? m.booking_today() : formatDateTime(local, { weekday: 'short' }), day: String(p.day), month: formatDateTime(local, { month: 'short' }) }
}

/**
 * Whether a day offers nothing to book, so a page opened on it should move on to the next: every slot has
 * started, or the club's answer for the day (a known snapshot) has no free cell. A day not known yet (still
 * loading, or offline) is not judged: its cells may well be free.
 */
export function nothingToBook(availability: Availability): boolean {
  const cells = availability.courts.flatMap((c) => availability.slots.map((s) => availability.cell(c.number, s.id))).filter((c) => c !== undefined)
  if (cells.length === 0) return availability.known
  if (cells.every((c) => c.state === 'past')) return true
  if (!availability.known) return false
  return !cells.some((c) => isBookable(c.state))
}

export interface ClubGroups {
  /** The player's home club. */
  home: ClubRow[]
  /** Clubs the player booked at lately, most recent first. */
  recent: ClubRow[]
  /** Clubs in the home club's city, then its country. */
  nearby: ClubRow[]
  others: ClubRow[]
}

/**
 * The clubs in the order a player looks for them: their own club, the ones they played at lately, the ones
 * near home (without a home club: the ones in this device's time zone), then the rest by name. `recentClubIds`
 * comes most recent first.
 */
export function groupClubs(clubs: readonly ClubRow[], homeClubId: string | null, recentClubIds: readonly string[], deviceZone?: string): ClubGroups {
  const byId = new Map(clubs.map((c) => [c.id, c]))
  const used = new Set<string>()
  const take = (c: ClubRow | undefined): c is ClubRow => {
    if (!c || used.has(c.id)) return false
    used.add(c.id)
    return true
  }
  const home = [byId.get(homeClubId ?? '')].filter(take)
  const recent = [...new Set(recentClubIds)].map((id) => byId.get(id)).filter(take)
  const homeClub = home[0]
  const byName = (a: ClubRow, b: ClubRow) => a.name.localeCompare(b.name)
  const nearby = homeClub
    ? [
        ...clubs.filter((c) => c.city === homeClub.city).sort(byName),
        ...clubs.filter((c) => c.city !== homeClub.city && c.country_code === homeClub.country_code).sort(byName),
      ].filter(take)
    : // No home club yet (a new player): the clubs on this device's clock are the likely neighbours.
      clubs.filter((c) => deviceZone !== undefined && c.time_zone === deviceZone).sort(byName).filter(take)
  const others = [...clubs].sort(byName).filter(take)
  return { home, recent, nearby, others }
}

/** The moment until which cancelling gives the full price back: `hours` before the slot starts. */
export function fullRefundUntil(date: IsoDate, startsAt: string, timeZone: string, hours: number): Date {
  return new Date(clubInstant(date, startsAt, timeZone).getTime() - hours * 3_600_000)
}

/** "Mon 30 Nov, 18:00": an instant on the club's wall clock, 24-hour, as the booking's own times read. */
export function formatClubMoment(at: Date, timeZone: string): string {
  return formatDateTime(at, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone })
}

/** The cancellation terms in one sentence, said before the player books. */
export function cancellationTermsText(opts: { date: IsoDate; startsAt: string; timeZone: string; hours: number | null | undefined; now: Date }): string {
  const { date, startsAt, timeZone, hours, now } = opts
  if (typeof hours !== 'number') return m.booking_terms_unknown()
  if (hours <= 0) return m.booking_terms_always_full()
  const until = fullRefundUntil(date, startsAt, timeZone, hours)
  if (until.getTime() <= now.getTime()) return m.booking_terms_no_refund_now({ hours })
  return m.booking_terms_full_until({ until: formatClubMoment(until, timeZone), hours })
}

/** The first day from `from` on the strip (up to `lastDate`) a page may try next. */
export function nextDay(from: IsoDate, lastDate: IsoDate | null, limit: IsoDate): IsoDate | null {
  const next = addDaysIso(from, 1)
  if (next > limit || (lastDate !== null && next > lastDate)) return null
  return next
}

/** The club a page opens on: the one asked for, else the first in the player's order (home, recent, nearby, rest). */
export function firstClub(groups: ClubGroups, clubs: readonly ClubRow[], wanted: string | undefined): ClubRow | undefined {
  return clubs.find((c) => c.id === wanted) ?? [...groups.home, ...groups.recent, ...groups.nearby, ...groups.others][0]
}

/** How a booking is paid from the booking sheet: from the wallet, at the club's desk, or by card in the app. */
export type PayWith = 'wallet' | 'club' | 'card'

/**
 * How a booking is paid when the player has not chosen: the wallet when it holds the price (or the club takes
 * nothing else), else at the club when the club takes it, so a new player with no balance can still book; card
 * only when the club takes neither the wallet's shortfall nor the desk (paying by card is the player's choice).
 */
export function choosePayWith(ways: readonly PayWith[], chosen: PayWith | null, balance: number | null | undefined, price: number | undefined): PayWith {
  if (chosen && ways.includes(chosen)) return chosen
  const holds = price !== undefined && (balance ?? 0) >= price
  if (ways.includes('wallet') && (holds || ways.length === 1)) return 'wallet'
  if (ways.includes('club')) return 'club'
  if (ways.includes('card')) return 'card'
  return 'wallet'
}

/**
 * The ways a booking sheet offers at a club: those the club takes, card only while card payments are offered
 * on this device (set up for the network, and online: a card payment cannot wait in the outbox).
 */
export function sheetPayWays(clubWays: readonly string[] | undefined, cardOffered: boolean): PayWith[] {
  return (clubWays ?? ['wallet']).filter((way): way is PayWith => way === 'wallet' || way === 'club' || (way === 'card' && cardOffered))
}

/**
 * The cells of a club's day the player holds, by `courtId|slotId`: 'sent' once the club has the booking, 'sending'
 * while it waits on this device. Cancelled ones, refused ones and a cancellation on its way free the cell again.
 */
export function ownCells(
  bookings: readonly Pick<MyBooking, 'club_id' | 'date' | 'court_id' | 'slot_id' | 'status' | 'syncState' | 'cancelPending'>[],
  clubId: string,
  date: string,
): Map<string, 'sent' | 'sending'> {
  const cells = new Map<string, 'sent' | 'sending'>()
  for (const b of bookings) {
    if (b.club_id !== clubId || b.date !== date || b.status !== 'confirmed' || b.cancelPending) continue
    if (b.syncState === 'synced') cells.set(`${b.court_id}|${b.slot_id}`, 'sent')
    else if (b.syncState === 'pending') cells.set(`${b.court_id}|${b.slot_id}`, 'sending')
  }
  return cells
}
