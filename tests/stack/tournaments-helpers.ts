import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { TournamentDetail, TournamentFormat, TournamentRow } from '../../src/db/types.ts'
import { sql } from './support.ts'
import { account, club, rpc, type Account, type RpcResult } from './booking-helpers.ts'

/**
 * Arrangements for the tournament stack tests: a club with its owner, players with a chosen rating
 * and money, tournaments published and filled through the real RPCs.
 */

export interface Staff extends Account {
  clubId: string
}

/** A club owner and the club they run (two courts, in `country`, default ES), so their tournaments never meet seeded data. */
export async function staffWithClub(opts: { country?: string } = {}): Promise<Staff> {
  const owner = await account({ role: 'club_owner' })
  const own = await club({ ownerId: owner.id, courts: 2, country: opts.country })
  return { ...owner, clubId: own.id }
}

/** A member with `funds` in the wallet and, when given, a rating (as if after ten confirmed matches). */
export async function player(opts: { funds?: number; rating?: number } = {}): Promise<Account> {
  const member = await account({ funds: opts.funds ?? 100 })
  if (opts.rating !== undefined) await setRating(member.id, opts.rating)
  return member
}

export async function setRating(playerId: string, rating: number): Promise<void> {
  await sql(
    `insert into public.player_ratings (player_id, rating, matches, wins, losses, name, username, home_club_id)
     select p.id, $2, 10, 5, 5, public.display_name(p.first_name, p.last_name, p.username), p.username, p.home_club_id
     from public.profiles p where p.id = $1
     on conflict (player_id) do update set rating = excluded.rating`,
    [playerId, rating],
  )
}

export interface NewTournament {
  format?: TournamentFormat
  fee?: number
  maxTeams?: number
  levelMin?: number | null
  levelMax?: number | null
  /** Days from today (club time) to the first day; registration closes the day before. */
  startsIn?: number
}

/** Publishes a tournament at the staff member's club and returns its id (fails the test unless created). */
export async function createTournament(staff: Staff, opts: NewTournament = {}): Promise<string> {
  const id = randomUUID()
  const startsIn = opts.startsIn ?? 7
  const [dates] = await sql<{ starts_on: string; closes_at: string }>(
    `select to_char(current_date + $1::int, 'YYYY-MM-DD') as starts_on,
            (now() + ($1::int - 1) * interval '1 day')::text as closes_at`,
    [startsIn],
  )
  const result = await rpc(staff.client, 'create_tournament', {
    p_id: id,
    p_club_id: staff.clubId,
    p_name: `Test Cup ${id.slice(0, 6)}`,
    p_format: opts.format ?? 'knockout',
    p_starts_on: dates.starts_on,
    p_ends_on: dates.starts_on,
    p_registration_closes_at: dates.closes_at,
    p_entry_fee: opts.fee ?? 10,
    p_max_teams: opts.maxTeams ?? 16,
    p_level_min: opts.levelMin ?? null,
    p_level_max: opts.levelMax ?? null,
  })
  if (result.status !== 'created') throw new Error(`create_tournament: ${result.status} ${result.message}`)
  return id
}

export function register(client: SupabaseClient, tournamentId: string, partnerId: string, entryId = randomUUID()) {
  return rpc(client, 'register_team', { p_entry_id: entryId, p_tournament_id: tournamentId, p_partner_id: partnerId })
}

/** The invited partner accepts (true) or declines (false). */
export function respond(client: SupabaseClient, entryId: string, accept: boolean) {
  return rpc(client, 'respond_to_invitation', { p_entry_id: entryId, p_accept: accept })
}

export interface Team {
  entryId: string
  payer: Account
  partner: Account
  rating: number
}

/** `ratings.length` pairs registered; pair i's two players both have ratings[i] (so its average is that). */
export async function registerTeams(tournamentId: string, ratings: number[], fee = 10): Promise<Team[]> {
  const teams: Team[] = []
  for (const rating of ratings) {
    const payer = await player({ funds: fee + 50, rating })
    const partner = await player({ funds: 0, rating })
    const result = await register(payer.client, tournamentId, partner.id)
    if (result.status !== 'invited') throw new Error(`register_team: ${result.status} ${result.message}`)
    const entryId = (result.entry as { id: string }).id
    const accepted = await respond(partner.client, entryId, true)
    if (accepted.status !== 'accepted') throw new Error(`respond_to_invitation: ${accepted.status} ${accepted.message}`)
    teams.push({ entryId, payer, partner, rating })
  }
  return teams
}

export async function closeRegistration(staff: Staff, tournamentId: string): Promise<RpcResult> {
  return rpc(staff.client, 'close_registration', { p_tournament_id: tournamentId })
}

export async function details(client: SupabaseClient, tournamentId: string): Promise<Omit<TournamentDetail, 'fetchedAt'>> {
  const { data, error } = await client.rpc('tournament_details', { p_tournament_id: tournamentId })
  if (error) throw new Error(`tournament_details failed: ${error.code} ${error.message}`)
  return data as Omit<TournamentDetail, 'fetchedAt'>
}

export async function list(client: SupabaseClient): Promise<TournamentRow[]> {
  const { data, error } = await client.rpc('tournament_list')
  if (error) throw new Error(`tournament_list failed: ${error.code} ${error.message}`)
  return data as TournamentRow[]
}

export function recordResult(staff: Account, matchId: string, sets: [number, number][]) {
  return rpc(staff.client, 'record_tournament_result', { p_match_id: matchId, p_sets: sets })
}

/** Moves a tournament's registration deadline into the past, as time passing would. */
export async function passDeadline(tournamentId: string): Promise<void> {
  await sql("update public.tournaments set registration_closes_at = now() - interval '1 minute' where id = $1", [tournamentId])
}
