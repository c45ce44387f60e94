import type { ClubHit, CourtHit, MatchHit, PlayerHit, TournamentHit } from '~/lib/network-search'

export type SearchHit =
  | { group: 'clubs'; hit: ClubHit }
  | { group: 'courts'; hit: CourtHit }
  | { group: 'players'; hit: PlayerHit }
  | { group: 'tournaments'; hit: TournamentHit }
  | { group: 'matches'; hit: MatchHit }

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

/**
 * Where choosing a result takes the player: a club or a court opens booking there, a player their place
 * in the rankings, a tournament or an open match its page. Built as an app path (not a typed route) because each target
 * page validates its own search parameters and ignores what it does not know.
 */
export function searchHref(choice: SearchHit): string {
  switch (choice.group) {
    case 'clubs':
      return `/booking?${q({ club: choice.hit.id })}`
    case 'courts':
      return `/book-court/${choice.hit.number}?${q({ club: choice.hit.club_id })}`
    case 'players':
      return `/rankings?${q({ ...(choice.hit.username ? { q: choice.hit.username } : {}), player: choice.hit.id })}`
    case 'tournaments':
      return `/tournaments?${q({ tournament: choice.hit.id })}`
    case 'matches':
      return `/matches/${encodeURIComponent(choice.hit.id)}`
  }
}

/** The value a combobox item carries: group and id, unique across groups. */
export function hitValue(choice: SearchHit): string {
  return `${choice.group}:${choice.hit.id}`
}
