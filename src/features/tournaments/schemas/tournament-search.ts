import * as v from 'valibot'

/**
 * /tournaments?tournament=<uuid> opens that tournament. A value that is not a tournament id (a mistyped or
 * old link) is dropped, so the page falls back to the list instead of an error.
 */
export const TournamentSearch = v.object({
  tournament: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.uuid())), undefined),
})

export type TournamentSearch = v.InferOutput<typeof TournamentSearch>

export function parseTournamentSearch(search: Record<string, unknown>): TournamentSearch {
  return v.parse(TournamentSearch, search)
}
