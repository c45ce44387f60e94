import { STATISTICS_KEY } from '../meta-keys'
import type { StatisticsRow } from '../types'
import { useUserLiveQuery } from './use-live'

/** `player_statistics()` as last synced: null when never fetched on this device, `undefined` while loading. */
export function useStatistics(): StatisticsRow | null | undefined {
  return useUserLiveQuery(async (db) => {
    const row = await db.meta.get(STATISTICS_KEY)
    return (row?.value as StatisticsRow | undefined) ?? null
  }, [])
}
