import { randomUUID } from 'node:crypto'
import { account, club, rpc, type Account, type RpcResult, type TestClub } from './booking-helpers.ts'
import { sql } from './support.ts'

/**
 * Arrangements for the desk bookings tests: a club of our own with its owner (20 off-peak / 30 peak per slot,
 * peak from 18:00 and at weekends), and a second club with a different owner, so every refusal across clubs
 * has someone to try it.
 */
export interface Desk {
  owner: Account
  club: TestClub
  otherOwner: Account
  otherClub: TestClub
}

export async function desk(courts = 3): Promise<Desk> {
  const owner = await account({ role: 'club_owner' })
  const otherOwner = await account({ role: 'club_owner' })
  return { owner, club: await club({ ownerId: owner.id, courts }), otherOwner, otherClub: await club({ ownerId: otherOwner.id }) }
}

/** A club-local Monday-to-Friday date at least `days` ahead (slots 1..6 cost 20, 7..8 cost 30 on it). */
export async function weekday(timeZone: string, days: number): Promise<string> {
  const [row] = await sql<{ d: string }>(
    `select to_char(d, 'YYYY-MM-DD') as d
     from generate_series((now() at time zone $1)::date + $2::int, (now() at time zone $1)::date + $2::int + 6, interval '1 day') d
     where extract(isodow from d) between 1 and 5 order by d limit 1`,
    [timeZone, days],
  )
  return row.d
}

export function walkIn(who: Account, args: { court: string; date: string; slot: number; name?: string | null; phone?: string | null; id?: string }) {
  return rpc(who.client, 'book_walk_in', {
    p_booking_id: args.id ?? randomUUID(),
    p_court_id: args.court,
    p_date: args.date,
    p_slot_id: args.slot,
    p_guest_name: args.name === undefined ? 'Walk-in Guest' : args.name,
    p_guest_phone: args.phone ?? null,
  })
}

export function move(who: Account, id: string, to: { court: string; date: string; slot: number }) {
  return rpc(who.client, 'move_booking', { p_booking_id: id, p_court_id: to.court, p_date: to.date, p_slot_id: to.slot })
}

export interface BlockArgs {
  club?: string
  courts: string[]
  slots: number[]
  from: string
  until?: string | null
  weekly?: boolean
  kind?: string
  reason?: string
  cancel?: boolean
}

export function block(who: Account, c: TestClub, a: BlockArgs): Promise<RpcResult> {
  return rpc(who.client, 'block_court_slots', {
    p_club_id: a.club ?? c.id,
    p_court_ids: a.courts,
    p_slot_ids: a.slots,
    p_from: a.from,
    p_until: a.until === undefined ? a.from : a.until,
    p_weekly: a.weekly ?? false,
    p_kind: a.kind ?? 'maintenance',
    p_reason: a.reason ?? 'Net repair',
    p_cancel_bookings: a.cancel ?? false,
  })
}

/** The audit rows written about one target, oldest first. */
export async function audits(targetId: string): Promise<Array<{ action: string; actor_id: string; club_id: string; details: Record<string, unknown> }>> {
  return sql('select action, actor_id, club_id, details from public.audit_log where target_id = $1 order by id', [targetId])
}

export async function bookingRow(id: string) {
  const [row] = await sql<{ court_id: string; date: string; slot_id: number; price: string; status: string; refund_amount: string | null }>(
    "select court_id, to_char(date, 'YYYY-MM-DD') as date, slot_id, price, status, refund_amount from public.bookings where id = $1",
    [id],
  )
  return row
}

export async function ledgerRows(bookingId: string): Promise<Array<{ kind: string; type: string; amount: number }>> {
  return (
    await sql<{ kind: string; type: string; amount: string }>(
      'select kind::text, type::text, amount from public.transactions where booking_id = $1 order by created_at, id',
      [bookingId],
    )
  ).map((r) => ({ kind: r.kind, type: r.type, amount: Number(r.amount) }))
}

export async function deskRows(bookingId: string): Promise<Array<{ kind: string; amount: number }>> {
  return (
    await sql<{ kind: string; amount: string }>('select kind, amount from public.desk_payments where booking_id = $1 order by created_at, id', [bookingId])
  ).map((r) => ({ kind: r.kind, amount: Number(r.amount) }))
}
