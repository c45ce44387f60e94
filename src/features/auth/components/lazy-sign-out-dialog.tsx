import { Suspense, lazy } from 'react'
import { useSignOutPrompt } from '../sign-out-prompt'
import { loadMessages } from '~/i18n/catalogue'

// The dialog (and Dexie behind it) is needed only when someone signs out with unsynced changes.
const SignOutDialog = lazy(() =>
  Promise.all([import('./sign-out-dialog'), loadMessages('auth')]).then(([m]) => ({ default: m.SignOutDialog })),
)

export function LazySignOutDialog() {
  const prompt = useSignOutPrompt()
  if (!prompt) return null
  return (
    <Suspense fallback={null}>
      <SignOutDialog />
    </Suspense>
  )
}
