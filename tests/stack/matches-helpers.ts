import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { rpc, type RpcResult } from './booking-helpers.ts'
import { sql } from './support.ts'

/**
 * Arrangements for the match, rating and ranking stack tests: past bookings written in SQL (book_court
 * refuses the past), players with a given rating history, and the documented Elo formula computed here
 * by hand, so the database's numbers are checked against an independent implementation.
 */

export type Sets = [number, number][]

export interface MatchRow {
  id: string
  status: string
  winner: number
  my_team: number
  can_confirm: boolean
  confirmed_at: string | null
  dispute_reason: string | null
  players: { id: string; name: string; team: number; rating_before: number | null; rating_after: number | null; delta: number | null }[]
  rating: null | {
    rating_before: number
    rating_after: number
    delta: number
    team_rating: number
    opponent_rating: number
    expected: number
    score: number
    k: number
  }
  [field: string]: unknown
}

export type MatchResult = RpcResult & { match?: MatchRow }

export function report(
  client: SupabaseClient,
  args: { id?: string; team1: string[]; team2: string[]; sets: Sets; booking?: string; playedAt?: string; club?: string },
): Promise<MatchResult> {
  return rpc(client, 'report_match', {
    p_match_id: args.id ?? randomUUID(),
    p_team1: args.team1,
    p_team2: args.team2,
    p_sets: args.sets,
    ...(args.booking ? { p_booking_id: args.booking } : {}),
    ...(args.playedAt ? { p_played_at: args.playedAt } : {}),
    ...(args.club ? { p_club_id: args.club } : {}),
  }) as Promise<MatchResult>
}

export const confirm = (client: SupabaseClient, id: string) => rpc(client, 'confirm_match', { p_match_id: id }) as Promise<MatchResult>
export const dispute = (client: SupabaseClient, id: string, reason: string) =>
  rpc(client, 'dispute_match', { p_match_id: id, p_reason: reason }) as Promise<MatchResult>

/** A confirmed booking of `memberId` on `court` that started `daysAgo` days ago (negative: in the future), slot 3. */
export async function pastBooking(memberId: string, court: string, daysAgo: number, slot = 3): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    `insert into public.bookings (court_id, club_id, date, slot_id, booked_by, member_id, players, price, currency)
     select k.id, k.club_id, (now() at time zone c.time_zone)::date - $3::int, $4, $1, $1, array[$1::uuid], 0, c.currency
     from public.courts k join public.clubs c on c.id = k.club_id where k.id = $2
     returning id`,
    [memberId, court, daysAgo, slot],
  )
  return id
}

const nextCell = new Map<string, number>()

/**
 * A past booking of `memberId` on `court` in a cell no other call took (1 to 80 days ago, any of the 8 slots):
 * what a result needs to count for ratings. `daysAgo` picks the day (then only the slot is chosen here).
 */
export async function courtBooking(memberId: string, court: string, daysAgo?: number): Promise<string> {
  const key = daysAgo === undefined ? court : `${court}:${daysAgo}`
  const n = nextCell.get(key) ?? 0
  nextCell.set(key, n + 1)
  if (daysAgo !== undefined) return pastBooking(memberId, court, daysAgo, 1 + n)
  return pastBooking(memberId, court, 1 + Math.floor(n / 8), 1 + (n % 8))
}

/** Gives a player a rating history without playing it: `matches` confirmed matches, `wins` of them won. */
export async function setRating(playerId: string, rating: number, matches: number, wins = Math.floor(matches / 2)) {
  await sql(
    `insert into public.player_ratings (player_id, rating, matches, wins, losses, name, username, home_club_id)
     select p.id, $2::numeric, $3::int, $4::int, $3::int - $4::int, public.display_name(p.first_name, p.last_name, p.username), p.username, p.home_club_id
     from public.profiles p where p.id = $1
     on conflict (player_id) do update set rating = excluded.rating, matches = excluded.matches, wins = excluded.wins,
       losses = excluded.losses`,
    [playerId, rating, matches, wins],
  )
}

export async function ratingOf(playerId: string): Promise<{ rating: number; matches: number; wins: number; losses: number } | null> {
  const rows = await sql<{ rating: string; matches: number; wins: number; losses: number }>(
    'select rating, matches, wins, losses from public.player_ratings where player_id = $1',
    [playerId],
  )
  return rows[0] ? { ...rows[0], rating: Number(rows[0].rating) } : null
}

/** PostgreSQL's round(numeric, 1): halves away from zero (Math.round would send -2.25 to -2.2). */
export function round1(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10
}

/** docs/ratings.md, by hand: E = 1 / (1 + 10^((opponent - own) / 400)); delta = round(K × (S − E), 1). */
export function eloDelta(own: number, opponent: number, won: boolean, k: number) {
  const expected = 1 / (1 + 10 ** ((opponent - own) / 400))
  return { expected, delta: round1(k * ((won ? 1 : 0) - expected)) }
}

export const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length

export async function notificationsOf(userId: string, kind: string) {
  return sql<{ title: string; body: string; link: string; data: { match_id?: string } }>(
    'select title, body, link, data from public.notifications where user_id = $1 and kind = $2 order by created_at',
    [userId, kind],
  )
}
