import type { PlayerHit } from '~/lib/network-search'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'


/**
 * A player's second line, what tells two people of the same name apart: "@username · home club · rating 1,607 ·
 * 6 matches with you". The top-bar search and the player pickers show the same.
 */
export function playerDetail(hit: PlayerHit): string | null {
  const ratingFormat = new Intl.NumberFormat(getFormatTag(), { maximumFractionDigits: 0 })
  const together = hit.matches_with_you >= 1 ? m.memberkit_matches_with_you({ count: hit.matches_with_you }) : null
  const parts = [hit.username ? `@${hit.username}` : null, hit.club_name, hit.rating !== null ? m.memberkit_rating({ rating: ratingFormat.format(hit.rating) }) : null, together]
  return parts.filter(Boolean).join(' · ') || null
}
