import type { ElsyDatabase } from '../database'
import { myRankingKey, rankingTotalKey } from '../meta-keys'
import type { RankingEntry, RankingScope } from '../types'
import { useUserLiveQuery } from './use-live'


/** The cached rows of a scope, by rank (pages fetched so far; the first page is refreshed by every sync). */
export function readRankings(db: ElsyDatabase, scope: RankingScope): Promise<RankingEntry[]> {
  return db.rankingEntries.where('[scope+rank]').between([scope, -Infinity], [scope, Infinity]).toArray()
}

/** Cached ranking rows of `scope` ('network', 'country:ES', 'club:<uuid>') sorted by rank; `undefined` while loading. */
export function useRankings(scope: RankingScope | null | undefined): RankingEntry[] | undefined {
  return useUserLiveQuery(async (db) => (scope ? readRankings(db, scope) : []), [scope])
}

/** The user's own entry in `scope` (null while unranked or never fetched), wherever it is in the list. */
export async function readMyRanking(db: ElsyDatabase, scope: RankingScope): Promise<RankingEntry | null> {
  const row = await db.meta.get(myRankingKey(scope))
  if (row?.value) return row.value as RankingEntry
  return (await db.rankingEntries.where('scope').equals(scope).filter((r) => r.is_me).first()) ?? null
}

export function useMyRanking(scope: RankingScope | null | undefined = 'network'): RankingEntry | null | undefined {
  return useUserLiveQuery(async (db) => (scope ? readMyRanking(db, scope) : null), [scope])
}

/** How many players the scope ranks (from the last page fetched), null when never fetched: for paging. */
export function useRankingTotal(scope: RankingScope | null | undefined): number | null | undefined {
  return useUserLiveQuery(async (db) => {
    if (!scope) return null
    const row = await db.meta.get(rankingTotalKey(scope))
    return typeof row?.value === 'number' ? row.value : null
  }, [scope])
}

export interface RankingScopes {
  network: 'network'
  /** 'country:XX' of the user's home club, null without a home club. */
  country: RankingScope | null
  /** 'club:<uuid>' of the user's home club, null without one. */
  club: RankingScope | null
  countryCode: string | null
  clubName: string | null
}

/** The scopes the user can switch between (their home club and its country), from the synced profile. */
export async function readRankingScopes(db: ElsyDatabase): Promise<RankingScopes> {
  const clubId = (await db.profile.get(db.userId))?.home_club_id ?? null
  const club = clubId ? await db.clubs.get(clubId) : undefined
  return {
    network: 'network',
    club: clubId ? `club:${clubId}` : null,
    country: club?.country_code ? `country:${club.country_code}` : null,
    countryCode: club?.country_code ?? null,
    clubName: club?.name ?? null,
  }
}

export function useRankingScopes(): RankingScopes | undefined {
  return useUserLiveQuery(readRankingScopes, [])
}
