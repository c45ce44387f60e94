import { startTransition, useCallback, useEffect, useState } from 'react'
import { getLocations } from './get-locations'
import type { Location } from './club-locations'

export type LocationsState =
  | { status: 'loading' }
  | { status: 'ready'; locations: Location[] }
  | { status: 'failed' }

/**
 * Loads the location grid. A failure (offline first visit, API down) becomes a state the page
 * explains with a retry — never a made-up list — and is not worth a toast.
 */
export function useLocations(): { state: LocationsState; retry: () => void } {
  const [state, setState] = useState<LocationsState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let alive = true
    getLocations()
      // Twenty cards with their drawings are a long render on a slow phone: as a transition React renders them
      // in slices and the page stays responsive meanwhile (the loading placeholders stay until they are done).
      .then((locations) => {
        if (alive) startTransition(() => setState({ status: 'ready', locations }))
      })
      .catch((err: unknown) => {
        console.warn('Could not load the locations', err)
        if (alive) setState({ status: 'failed' })
      })
    return () => {
      alive = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry }
}
