import { Suspense, lazy, useEffect, useState } from 'react'
import { useAuthDialogs } from '~/features/auth/auth-dialog-state'
import { loadMessages } from '~/i18n/catalogue'

// The join/login/forgot-password dialogs (forms, phone input, validation) are not needed to paint the
// landing page, so their code loads the first time one is opened and then stays mounted.
// The auth words come along: the dialogs must not render before them.
const AuthDialogHost = lazy(() =>
  Promise.all([import('~/features/auth/components/auth-dialog-host'), loadMessages('auth')]).then(([m]) => ({
    default: m.AuthDialogHost,
  })),
)

export function LazyAuthDialogs() {
  const { open } = useAuthDialogs()
  const [wanted, setWanted] = useState(open !== null)
  useEffect(() => {
    if (open !== null) setWanted(true)
  }, [open])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <AuthDialogHost />
    </Suspense>
  )
}
