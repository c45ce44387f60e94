import type { RankingScope } from '~/db/types'
import { m } from '~/i18n/member'
import { getFormatTag } from '~/i18n/current-locale'

export type ScopeKey = 'network' | 'country' | 'club'

export interface ScopeOption {
  key: ScopeKey
  scope: RankingScope
  label: string
}

export interface ScopeSource {
  country: RankingScope | null
  club: RankingScope | null
  countryCode: string | null
  clubName: string | null
}

const regionNamesByTag = new Map<string, Intl.DisplayNames | null>()

/** The country names of the page's language (cached per format tag; null where the browser has none). */
function regionNames(): Intl.DisplayNames | null {
  const tag = getFormatTag()
  if (!regionNamesByTag.has(tag)) {
    try {
      regionNamesByTag.set(tag, new Intl.DisplayNames([tag], { type: 'region' }))
    } catch {
      regionNamesByTag.set(tag, null)
    }
  }
  return regionNamesByTag.get(tag) ?? null
}

/** "Spain" for 'ES' (the code itself where the browser has no names). */
export function countryName(code: string): string {
  try {
    return regionNames()?.of(code) ?? code
  } catch {
    return code
  }
}

/** Network always; the player's country and club when they have a home club. */
export function scopeOptions(source: ScopeSource | undefined): ScopeOption[] {
  const options: ScopeOption[] = [{ key: 'network', scope: 'network', label: m.rankings_scope_network() }]
  if (source?.country && source.countryCode) options.push({ key: 'country', scope: source.country, label: countryName(source.countryCode) })
  if (source?.club) options.push({ key: 'club', scope: source.club, label: source.clubName ?? m.rankings_scope_my_club() })
  return options
}
