import { useEffect, useState } from 'react'

/** What a keyed load gave: its data or its error's sentence, for the key it was asked for. */
export type Loaded<T> = { key: string; data: T } | { key: string; error: string }

/**
 * Loads `load()` whenever `key` (what is loaded) or `version` (load it again) changes; null while the answer for
 * this key has not come, so an answer for an older key is never shown as this one's.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, version = 0): Loaded<T> | null {
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null)
  useEffect(() => {
    if (!key) return
    let live = true
    load().then(
      (data) => live && setLoaded({ key, data }),
      (err: unknown) => live && setLoaded({ key, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
    // `load` is rebuilt each render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version])
  return loaded && loaded.key === key ? loaded : null
}
