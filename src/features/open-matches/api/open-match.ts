import { supabase } from '~/lib/supabase'
import type { RpcAnswer } from '~/lib/rpc-answer'
import { openMatchParams, splitBookingParams, type OpenMatchArgs, type OpenMatchParams, type SplitBookingArgs } from '../schemas/open-match'
import { landAnswer } from './match-answer'

async function send(params: OpenMatchParams): Promise<RpcAnswer> {
  const { data, error } = await supabase.rpc('open_match', params)
  return landAnswer(data, error)
}

/**
 * Makes one of the player's bookings an open match (`open_match`). Online only: the booking's payment moves onto
 * the organiser's place (a refund and a share debit) and the match is listed, which the server decides at once.
 */
export function openMatch(args: OpenMatchArgs): Promise<RpcAnswer> {
  return send(openMatchParams(args))
}

/**
 * Splits one of the player's bookings with the players they name (`open_match`, private): each is added to a place
 * at once and asked to pay their share; what is unpaid at the club's cut-off falls on the booker. Online only.
 */
export function splitBooking(args: SplitBookingArgs): Promise<RpcAnswer> {
  return send(splitBookingParams(args))
}
