import { Suspense, lazy, type ReactNode } from 'react'
import { hasMessages, loadMessages } from '~/i18n/catalogue'

// The auth words load with the sign-in forms, not with the pages around them: a signed-in page that shows an
// auth form (Settings: change password, two-step sign-in) waits for them here.
const AuthWords = lazy(() =>
  loadMessages('auth').then(() => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> })),
)

/** Renders `children` once the auth words are loaded in the page's language (at once when they already are). */
export function WithAuthWords({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  if (hasMessages('auth')) return <>{children}</>
  return (
    <Suspense fallback={fallback}>
      <AuthWords>{children}</AuthWords>
    </Suspense>
  )
}
