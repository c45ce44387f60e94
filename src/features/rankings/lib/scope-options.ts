import type { RankingScope } from '~/db/types'

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

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' })
  } catch {
    return null
  }
})()

/** "Spain" for 'ES' (the code itself where the browser has no names). */
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code
  } catch {
    return code
  }
}

/** Network always; the player's country and club when they have a home club. */
export function scopeOptions(source: ScopeSource | undefined): ScopeOption[] {
  const options: ScopeOption[] = [{ key: 'network', scope: 'network', label: 'Network' }]
  if (source?.country && source.countryCode) options.push({ key: 'country', scope: source.country, label: countryName(source.countryCode) })
  if (source?.club) options.push({ key: 'club', scope: source.club, label: source.clubName ?? 'My club' })
  return options
}
