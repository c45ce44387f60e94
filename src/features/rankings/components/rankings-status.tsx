import { css } from 'styled-system/css'
import { m } from '~/i18n/member'
import { formatLastUpdated } from '~/lib/last-updated'
import type { ListMode } from './use-ranking-list'

export interface RankingsStatusProps {
  mode: ListMode
  online: boolean
  fetchedAt: string | null
  error: string | null
  count: number
  query: string
}

/** Where the rows come from: live, or this device's copy (and how old), and how many a search found. */
export function RankingsStatus({ mode, online, fetchedAt, error, count, query }: RankingsStatusProps) {
  const when = fetchedAt ? formatLastUpdated(fetchedAt) : null
  const cachedNote = !online
    ? when
      ? m.rankings_offline_saved_updated({ when })
      : m.rankings_offline_saved()
    : error
      ? when
        ? m.rankings_refresh_failed({ when })
        : m.rankings_refresh_failed_earlier()
      : null
  const searchNote =
    mode === 'search'
      ? m.rankings_search_found({ count, query })
      : mode === 'search-cached'
        ? m.rankings_search_found_saved({ count, query })
        : null
  if (!cachedNote && !searchNote) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {cachedNote ? (
        <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
          {cachedNote}
        </p>
      ) : null}
      {searchNote ? (
        <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {searchNote}
        </p>
      ) : null}
    </div>
  )
}
