import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeRedirect } from '~/features/auth/auth-dialog-state'
import { opensSession } from '~/features/auth/auth-link'
import { ConfirmationLanding } from '~/features/auth/components/confirmation-landing'
import { landingAddress, landingAddressHandled } from '~/lib/landing-address'
import { AuthPage } from './-components/auth-page'

// `redirect` comes from the address bar: only a same-origin path survives validation.
const LoginSearch = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform(safeRedirect))),
})

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search) => v.parse(LoginSearch, search),
  beforeLoad: async ({ context, search }) => {
    const { user } = await context.session.ready().then(() => context.session.getSnapshot())
    if (!user) return
    // The confirmation link's session is welcomed by the page itself (and leaves the address there).
    const landing = landingAddress('/login')
    if (landing && opensSession(landing)) return
    landingAddressHandled()
    // Someone already signed in has nothing to do here: send them where they were going.
    throw redirect({ to: search.redirect ?? '/member', replace: true })
  },
  component: LoginPage,
})

// The sign-up confirmation e-mail links here (spec §7): the page is also where that link lands.
function LoginPage() {
  const { redirect: to } = Route.useSearch()
  return (
    <AuthPage title="Play with ELSY" description="Enter your credentials to access your account">
      <ConfirmationLanding redirect={to} />
    </AuthPage>
  )
}
