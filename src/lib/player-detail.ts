import type { PlayerHit } from '~/lib/network-search'

const ratingFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })

/**
 * A player's second line, what tells two people of the same name apart: "@username · home club · rating 1,607 ·
 * 6 matches with you". The top-bar search and the player pickers show the same.
 */
export function playerDetail(hit: PlayerHit): string | null {
  const together = hit.matches_with_you === 1 ? '1 match with you' : hit.matches_with_you > 1 ? `${hit.matches_with_you} matches with you` : null
  const parts = [hit.username ? `@${hit.username}` : null, hit.club_name, hit.rating !== null ? `rating ${ratingFormat.format(hit.rating)}` : null, together]
  return parts.filter(Boolean).join(' · ') || null
}
