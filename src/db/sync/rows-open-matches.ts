import * as v from 'valibot'
import { currency, enumOf, integer, numeric, reader } from './rows-base'

/*
 * Open matches and split bookings as the calls answer them (docs/open-matches.md, "A match in an answer"): the
 * generated types only say `Json`, so these schemas are the shapes the app reads, once, at the edge.
 */

/** One place in the match, in position order. What each paid is said to the match's players and staff only. */
const OpenMatchPlayer = v.object({
  member_id: v.string(),
  name: v.string(),
  username: v.nullish(v.string(), null),
  /** The player's rating (1500 for one without a confirmed match). */
  rating: numeric,
  position: integer,
  share: v.nullish(numeric, null),
  paid: v.nullish(numeric, null),
  due: v.nullish(numeric, null),
  organiser: v.boolean(),
})
export type OpenMatchPlayer = v.InferOutput<typeof OpenMatchPlayer>

/** Where the caller stands in the match: null when they are not part of it (or not signed in). */
const OpenMatchMe = v.object({
  state: enumOf('match_place_state'),
  position: v.nullable(integer),
  share: numeric,
  paid: numeric,
  due: numeric,
  pay_with: v.nullable(enumOf('pay_way')),
  offered_until: v.nullable(v.string()),
})
export type OpenMatchMe = v.InferOutput<typeof OpenMatchMe>

/** Someone who asked to join from outside the level range: the organiser's view only. */
const OpenMatchRequest = v.object({ member_id: v.string(), name: v.string(), rating: numeric })
export type OpenMatchRequest = v.InferOutput<typeof OpenMatchRequest>

/** One match, as `open_matches`, `my_open_matches`, `match_detail` and the writes answer it. */
export const OpenMatchRow = v.object({
  id: v.string(),
  booking_id: v.string(),
  club_id: v.string(),
  club_name: v.string(),
  club_city: v.nullish(v.string(), null),
  country_code: v.string(),
  court_id: v.string(),
  court_number: integer,
  /** Club-local date, YYYY-MM-DD. */
  date: v.string(),
  slot_id: integer,
  slot_label: v.string(),
  /** The start as an ISO instant; shown in `time_zone`, the club's. */
  starts_at: v.string(),
  time_zone: v.string(),
  currency,
  /** The court's price; each share is a quarter of it (the leftover cents to the first places). */
  price: numeric,
  level_min: integer,
  level_max: integer,
  competitive: v.boolean(),
  category: enumOf('match_category'),
  note: v.nullable(v.string()),
  private: v.boolean(),
  status: enumOf('open_match_status'),
  organiser_id: v.string(),
  kept: v.boolean(),
  places_free: integer,
  /** The share the next player to join pays (null when full). */
  next_share: v.nullable(numeric),
  /** How many wait, and (for the organiser) how many asked: counts, never who. */
  waiting: integer,
  requests: integer,
  players: v.array(OpenMatchPlayer),
  me: v.nullable(OpenMatchMe),
  /** Null unless the caller organises the match. */
  requested: v.nullish(v.array(OpenMatchRequest), []),
  /**
   * Until when leaving gives the share back (the club's match_leave_hours before the start). Not in the contract's
   * answer yet: when absent the app reckons the default (6 hours) and says so as "about".
   */
  leave_until: v.nullish(v.string(), null),
})
export type OpenMatchRow = v.InferOutput<typeof OpenMatchRow>
export type MatchCategory = OpenMatchRow['category']
export type PlaceState = OpenMatchMe['state']

/** One message of a match's short thread (`match_detail`, `post_match_message`). */
export const MatchMessage = v.object({
  id: v.string(),
  /** Null once the author's account is gone. */
  author_id: v.nullable(v.string()),
  author: v.nullable(v.string()),
  body: v.string(),
  created_at: v.string(),
})
export type MatchMessage = v.InferOutput<typeof MatchMessage>

export const toOpenMatch = reader(OpenMatchRow, 'open matches')
