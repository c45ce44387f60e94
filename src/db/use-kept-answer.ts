import { useEffect, useState } from 'react'
import { UnreachableError } from '~/lib/rpc-answer'
import type { Loaded } from '~/lib/use-loaded'
import { keepAnswer, keptAnswer } from './kept-answers'
import { useUserDatabase } from './user-database'

/** A keyed load's result; `keptAt` (ISO) when the server could not be asked and this device's copy is shown. */
export type KeptLoaded<T> = Loaded<T> & { keptAt?: string }

/**
 * `useLoaded` for a staff page that opens offline: each answer is kept on the device under the page's `name` and
 * `key`; when the server cannot be asked (offline, unreachable), the answer kept for the same key is shown with its
 * time, and the error only when there is none. `read` checks a kept answer still has the shape the page reads.
 */
export function useKeptAnswer<T>(name: string, key: string | null, load: () => Promise<T>, read: (data: unknown) => T | null, version = 0): KeptLoaded<T> | null {
  const db = useUserDatabase()
  const [loaded, setLoaded] = useState<KeptLoaded<T> | null>(null)
  const fullKey = key === null ? null : `${name}:${key}`
  useEffect(() => {
    if (!fullKey) return
    let live = true
    load().then(
      (data) => {
        if (live) setLoaded({ key: fullKey, data })
        if (db) void keepAnswer(db, name, fullKey, data).catch(() => undefined)
      },
      async (err: unknown) => {
        const error = err instanceof Error ? err.message : String(err)
        // Only an unanswered request falls back to the device's copy: a refusal is the server's answer.
        const kept = db && err instanceof UnreachableError ? await keptAnswer(db, fullKey, read).catch(() => null) : null
        if (!live) return
        setLoaded(kept ? { key: fullKey, data: kept.data, keptAt: kept.fetchedAt } : { key: fullKey, error })
      },
    )
    return () => {
      live = false
    }
    // `load` and `read` are rebuilt each render; the key says what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey, version, db])
  return loaded && loaded.key === fullKey ? loaded : null
}
