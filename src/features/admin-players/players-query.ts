import * as v from 'valibot'
import { ROLES, type Role } from '~/lib/session/profile'

/** The Players list's state, kept in the address so the card's "Back to players" comes back to the same page. */
export interface PlayersQuery {
  q: string
  role: Role | ''
  offset: number
}

const Query = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  role: v.optional(v.union([v.picklist(ROLES), v.literal('')]), ''),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0),
})

/** The Players list's state from the address (`?q=&role=&offset=`); anything unreadable falls back to the start. */
export function readPlayersQuery(search: Record<string, unknown>): PlayersQuery {
  const parsed = v.safeParse(Query, { q: search.q, role: search.role, offset: search.offset })
  return parsed.success ? parsed.output : { q: '', role: '', offset: 0 }
}

/** Only what differs from the start goes into the address. */
export function playersSearch(query: PlayersQuery): Partial<PlayersQuery> {
  return { ...(query.q ? { q: query.q } : {}), ...(query.role ? { role: query.role } : {}), ...(query.offset ? { offset: query.offset } : {}) }
}
