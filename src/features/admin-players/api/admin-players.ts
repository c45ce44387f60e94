import * as v from 'valibot'
import { m } from '~/i18n/staff'
import { amount, readAnswer, type RpcAnswer } from '~/lib/rpc-answer'
import { ROLES, type Role } from '~/lib/session/profile'
import { supabase } from '~/lib/supabase'

const offline = () => m.admin_players_offline()

const role = v.picklist(ROLES)

const PlayerRow = v.object({
  id: v.string(),
  name: v.string(),
  username: v.string(),
  email: v.nullable(v.string()),
  role,
  clubs: v.array(v.string()),
  countries: v.array(v.string()),
  banned: v.boolean(),
  joined_at: v.string(),
  last_sign_in_at: v.nullable(v.string()),
})

const PlayersPage = v.object({ total: v.number(), offset: v.number(), limit: v.number(), rows: v.array(PlayerRow) })

const Owner = v.nullable(v.object({ id: v.string(), name: v.string() }))

const PlayerCard = v.object({
  player: v.object({
    id: v.string(),
    name: v.string(),
    username: v.string(),
    email: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    role,
    home_club: v.nullable(v.object({ id: v.string(), name: v.string() })),
    joined_at: v.string(),
    banned_until: v.nullable(v.string()),
    last_sign_in_at: v.nullable(v.string()),
  }),
  owns: v.object({
    clubs: v.array(v.object({ id: v.string(), name: v.string(), city: v.string(), country_code: v.string() })),
    countries: v.array(v.object({ code: v.string(), name: v.string() })),
  }),
  bookings: v.object({
    total: v.number(),
    confirmed: v.number(),
    recent: v.array(
      v.object({ id: v.string(), date: v.string(), slot: v.string(), club: v.string(), court: v.nullable(v.number()), status: v.string() }),
    ),
  }),
  wallet: v.array(v.object({ currency: v.string(), balance: amount })),
  matches: v.object({
    total: v.number(),
    recent: v.array(v.object({ id: v.string(), played_at: v.string(), club: v.nullable(v.string()), status: v.string(), won: v.boolean() })),
  }),
  sign_ins: v.array(v.object({ at: v.string(), method: v.nullable(v.string()) })),
  sessions: v.array(v.object({ started_at: v.string(), refreshed_at: v.nullable(v.string()) })),
  choices: v.object({
    clubs: v.array(v.object({ id: v.string(), name: v.string(), city: v.string(), country_code: v.string(), owner: Owner })),
    countries: v.array(v.object({ code: v.string(), name: v.string(), owner: Owner })),
  }),
})

export type PlayerRow = v.InferOutput<typeof PlayerRow>
export type PlayersPage = v.InferOutput<typeof PlayersPage>
export type PlayerCard = v.InferOutput<typeof PlayerCard>

export const PAGE_SIZE = 25

function parsed<T>(schema: v.GenericSchema<unknown, T>, answer: RpcAnswer, unreadable: () => string): T {
  if (answer.status !== 'ok') throw new Error(answer.message)
  const result = v.safeParse(schema, answer)
  if (!result.success) throw new Error(unreadable())
  return result.output
}

/** One page of the players matching a search (name, username or e-mail) and a role (`admin_players`). */
export async function fetchPlayers(search: string, filterRole: Role | '', offset: number): Promise<PlayersPage> {
  const { data, error } = await supabase.rpc('admin_players', {
    p_search: search || undefined,
    p_role: filterRole || undefined,
    p_offset: offset,
    p_limit: PAGE_SIZE,
  })
  return parsed(PlayersPage, readAnswer(data, error, offline()), m.admin_players_unreadable_list)
}

/** A player's card (`admin_player_card`); a refusal is thrown with its sentence. */
export async function fetchPlayerCard(playerId: string): Promise<PlayerCard> {
  const { data, error } = await supabase.rpc('admin_player_card', { p_player: playerId })
  return parsed(PlayerCard, readAnswer(data, error, offline()), m.admin_players_unreadable_card)
}

/** What a change answered: done (or nothing to do), or refused, each with the server's sentence. */
export interface ChangeAnswer {
  done: boolean
  message: string
}

const done = (answer: RpcAnswer): ChangeAnswer => ({ done: answer.status === 'ok' || answer.status === 'unchanged', message: answer.message })

/** Gives the player a role, with the clubs or countries it owns (`admin_set_role`). */
export async function setPlayerRole(playerId: string, next: Role, clubIds: string[], countryCodes: string[]): Promise<ChangeAnswer> {
  const { data, error } = await supabase.rpc('admin_set_role', {
    p_player: playerId,
    p_role: next,
    p_club_ids: next === 'club_owner' ? clubIds : undefined,
    p_country_codes: next === 'country_owner' ? countryCodes : undefined,
  })
  return done(readAnswer(data, error, offline()))
}

/** Bans the player (signed out everywhere, sign-in refused) or lifts the ban, with a reason (`admin_set_ban`). */
export async function setPlayerBan(playerId: string, banned: boolean, reason: string): Promise<ChangeAnswer> {
  const { data, error } = await supabase.rpc('admin_set_ban', { p_player: playerId, p_banned: banned, p_reason: reason })
  return done(readAnswer(data, error, offline()))
}
