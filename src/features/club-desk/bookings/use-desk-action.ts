import { useState } from 'react'
import { errorText } from '~/i18n/server-words'
import { notify } from '~/lib/toast'

/**
 * One staff action in a dialog: while it runs the buttons wait; done, its sentence is a toast and the grid reloads;
 * refused, the server's sentence stays in the dialog, unchanged.
 */
export function useDeskAction(onDone: () => void) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function run(action: () => Promise<string | null>) {
    setBusy(true)
    setError(null)
    try {
      const message = await action()
      if (message !== null) {
        notify.success(message)
        onDone()
      }
    } catch (err) {
      setError(errorText(err, String(err)))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}
