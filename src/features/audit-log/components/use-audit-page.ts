import { useCallback, useEffect, useState } from 'react'
import { fetchAuditEntries, type AuditFilters, type AuditPage } from '../api/audit-entries'

type Loaded = { key: string; page: AuditPage } | { key: string; error: string }

/**
 * One page of the audit log for these filters, asked again whenever they, the page or the connection change
 * (coming back online reloads it). `retry` asks again after a failure.
 */
export function useAuditPage(filters: AuditFilters, offset: number, online: boolean) {
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify([filters, offset, online, attempt])
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let live = true
    fetchAuditEntries(filters, offset).then(
      (page) => live && setLoaded({ key, page }),
      (err: unknown) => live && setLoaded({ key, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
    // The key stands for the filters, the page, the connection and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = loaded && loaded.key === key ? loaded : null
  return {
    page: current && 'page' in current ? current.page : null,
    error: current && 'error' in current ? current.error : null,
    retry,
  }
}
