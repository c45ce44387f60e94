import type { ElsyDatabase } from '../../database'
import { readRankingScopes } from '../../queries/rankings'
import type { SyncApi } from '../../sync/api'
import { recordVersion, versionIsCurrent, versionOf, type SyncState } from '../../sync/cursors'
import { RANKING_PAGE, pullMyRanking, requestRankingPage, storeRankingPage } from '../../sync/rankings-store'
import type { Take } from './answers'

/**
 * Rankings: the network's first page and the user's own entry, then the same for their home club and its
 * country (known from the profile and clubs just stored). A scope is asked for again only when the rankings'
 * version moved since it was stored (a new home club's scope has none yet).
 */
export async function pullRankings(db: ElsyDatabase, api: SyncApi, take: Take, state: SyncState | null): Promise<void> {
  const scopes = await readRankingScopes(db)
  const wanted = [scopes.network, scopes.country, scopes.club].filter((s): s is string => s !== null)
  const version = versionOf(state, 'rankings')
  await Promise.all(
    wanted.map(async (scope) => {
      const name = `rankings:${scope}`
      if (await versionIsCurrent(db, name, version)) return
      const at = new Date().toISOString()
      const [page, mine] = await Promise.all([
        requestRankingPage(api, scope, { offset: 0, limit: RANKING_PAGE }).then(take),
        pullMyRanking(db, api, scope),
      ])
      take(mine)
      if (page) await storeRankingPage(db, scope, page, { offset: 0, limit: RANKING_PAGE })
      if (page && !mine.error) await recordVersion(db, name, version, at)
    }),
  )
}
