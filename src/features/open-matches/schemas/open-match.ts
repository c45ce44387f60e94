import * as v from 'valibot'
import type { MatchCategory } from '~/db/types'
import { CATEGORIES } from '../lib/filters'

/** The rating scale's ends a level range may take (the database's check). */
export const LEVEL_FLOOR = 0
export const LEVEL_CEILING = 4000
export const NOTE_MAX = 280

const level = v.pipe(v.number(), v.integer(), v.minValue(LEVEL_FLOOR), v.maxValue(LEVEL_CEILING))

/**
 * The "Make it an open match" form as sent to `open_match`: the organiser and their partners fill 4 − places, so
 * exactly 3 − places partners are named (the server's `players_count` refusal, caught before sending).
 */
export const OpenMatchArgs = v.pipe(
  v.object({
    bookingId: v.string(),
    levelMin: level,
    levelMax: level,
    competitive: v.boolean(),
    category: v.picklist(CATEGORIES),
    places: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3)),
    note: v.nullable(v.pipe(v.string(), v.maxLength(NOTE_MAX))),
    players: v.array(v.string()),
  }),
  v.forward(
    v.check((a) => a.levelMin <= a.levelMax, 'level_order'),
    ['levelMax'],
  ),
  v.forward(
    v.check((a) => a.players.length === 3 - a.places && new Set(a.players).size === a.players.length, 'players_count'),
    ['players'],
  ),
)
export type OpenMatchArgs = v.InferOutput<typeof OpenMatchArgs>

/** A level range around the player's rating, on the scale's steps of 50: where the form starts. */
export function levelRangeAround(rating: number, width = 150): { min: number; max: number } {
  const round = (x: number) => Math.round(x / 50) * 50
  return { min: Math.max(LEVEL_FLOOR, round(rating - width)), max: Math.min(LEVEL_CEILING, round(rating + width)) }
}

/**
 * "Split the cost with my players" as sent to `open_match`: the booker names one to three other players, each
 * once and never themselves (the server's `players_count` refusal, caught before sending). No levels or places: the
 * booking is not listed, and its players are added at once.
 */
export const SplitBookingArgs = v.pipe(
  v.object({
    bookingId: v.string(),
    organiserId: v.string(),
    competitive: v.boolean(),
    note: v.nullable(v.pipe(v.string(), v.maxLength(NOTE_MAX))),
    players: v.array(v.string()),
  }),
  v.forward(
    v.check((a) => a.players.length >= 1 && a.players.length <= 3, 'players_count'),
    ['players'],
  ),
  v.forward(
    v.check((a) => new Set(a.players).size === a.players.length, 'players_twice'),
    ['players'],
  ),
  v.forward(
    v.check((a) => !a.players.includes(a.organiserId), 'players_self'),
    ['players'],
  ),
)
export type SplitBookingArgs = v.InferOutput<typeof SplitBookingArgs>

/** What `open_match` takes (the generated types' argument names). */
export interface OpenMatchParams {
  p_booking_id: string
  p_level_min: number
  p_level_max: number
  p_competitive: boolean
  p_category: MatchCategory
  p_places: number
  p_note: string
  p_players: string[]
  p_private: boolean
}

/** An open match: listed, its places open to players in the range. */
export function openMatchParams(args: OpenMatchArgs): OpenMatchParams {
  return {
    p_booking_id: args.bookingId,
    p_level_min: args.levelMin,
    p_level_max: args.levelMax,
    p_competitive: args.competitive,
    p_category: args.category,
    p_places: args.places,
    p_note: args.note ?? '',
    p_players: args.players,
    p_private: false,
  }
}

/** A split booking: private, no place open, the rating scale's whole range (nobody joins by level), for anyone. */
export function splitBookingParams(args: SplitBookingArgs): OpenMatchParams {
  return {
    p_booking_id: args.bookingId,
    p_level_min: LEVEL_FLOOR,
    p_level_max: LEVEL_CEILING,
    p_competitive: args.competitive,
    p_category: 'open',
    p_places: 0,
    p_note: args.note ?? '',
    p_players: args.players,
    p_private: true,
  }
}
