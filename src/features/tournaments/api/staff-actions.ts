import { supabase } from '~/lib/supabase'
import type { SetScores } from '~/db/types'
import type { CreateTournamentArgs } from '../schemas/create-tournament'
import { readAnswer, type RpcAnswer } from '~/lib/rpc-answer'

// Staff actions are online only (a club runs its desk connected): each is one RPC whose answer — a status and
// a sentence — is shown as it comes. Creating is idempotent on the id made here, so a double submit is harmless.

export async function createTournament(id: string, args: CreateTournamentArgs): Promise<RpcAnswer> {
  // No level bound is sent as no argument: the function's default (null) stands for it.
  const levels = { p_level_min: args.p_level_min ?? undefined, p_level_max: args.p_level_max ?? undefined }
  const { data, error } = await supabase.rpc('create_tournament', { p_id: id, ...args, ...levels })
  return readAnswer(data, error)
}

export async function closeRegistration(tournamentId: string): Promise<RpcAnswer> {
  const { data, error } = await supabase.rpc('close_registration', { p_tournament_id: tournamentId })
  return readAnswer(data, error)
}

export async function recordTournamentResult(matchId: string, sets: SetScores): Promise<RpcAnswer> {
  const { data, error } = await supabase.rpc('record_tournament_result', { p_match_id: matchId, p_sets: sets })
  return readAnswer(data, error)
}
