import type { ReadonlySignal } from '@preact/signals-react'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Reads a signal in a React component and re-renders when it changes. modular-forms exposes state as
 * signals; subscribing explicitly avoids depending on the signals Babel transform or auto-tracking.
 */
export function useSignalValue<T>(signal: ReadonlySignal<T>): T {
  const subscribe = useCallback((onChange: () => void) => signal.subscribe(() => onChange()), [signal])
  const read = useCallback(() => signal.peek(), [signal])
  return useSyncExternalStore(subscribe, read, read)
}
