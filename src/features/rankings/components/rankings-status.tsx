import { css } from 'styled-system/css'
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
    ? `Offline — showing the rankings saved on this device${when ? ` (updated ${when})` : ''}.`
    : error
      ? `Couldn't refresh the rankings — showing the copy from ${when ?? 'earlier'}.`
      : null
  const searchNote =
    mode === 'search'
      ? `${count} ${count === 1 ? 'player matches' : 'players match'} “${query}”.`
      : mode === 'search-cached'
        ? `${count} saved ${count === 1 ? 'row matches' : 'rows match'} “${query}”; the full search works online.`
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
