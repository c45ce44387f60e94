import type { ReadonlySignal } from '@preact/signals-react'
import type { ReactNode } from 'react'
import { useSignalValue } from '~/components/form/use-signal-value'

/** Renders a field with its current error: modular-forms keeps errors in signals, read here with a subscription. */
export function ErrorOf({ of, children }: { of: ReadonlySignal<string>; children: (error: string | undefined) => ReactNode }) {
  const error = useSignalValue(of)
  return <>{children(error || undefined)}</>
}
