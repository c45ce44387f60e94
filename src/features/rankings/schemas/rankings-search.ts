import * as v from 'valibot'

/**
 * /rankings?scope=country&q=alex&player=<uuid>: the scope shown, a search, and a player to tint (the top-bar
 * search opens a player's place this way). Anything malformed is dropped rather than failing the page.
 */
export const RankingsSearch = v.object({
  scope: v.fallback(v.optional(v.picklist(['network', 'country', 'club'])), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))), undefined),
  player: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.uuid())), undefined),
})

export type RankingsSearch = v.InferOutput<typeof RankingsSearch>

export function parseRankingsSearch(search: Record<string, unknown>): RankingsSearch {
  return v.parse(RankingsSearch, search)
}
