import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeRedirect } from '~/features/auth/auth-dialog-state'
import { signedInLanding } from '~/features/auth/landing'
import { opensSession } from '~/features/auth/auth-link'
import { ConfirmationLanding } from '~/features/auth/components/confirmation-landing'
import { landingAddress, landingAddressHandled } from '~/lib/landing-address'
import { AuthPage } from './-components/auth-page'
import { m } from '~/i18n/auth'
import { loadMessages } from '~/i18n/catalogue'

// `redirect` comes from the address bar: only a same-origin path survives validation.
const LoginSearch = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform(safeRedirect))),
})

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search) => v.parse(LoginSearch, search),
  beforeLoad: async ({ context, search }) => {
    await context.session.ready()
    if (!context.session.getSnapshot().user) return
    // The confirmation link's session is welcomed by the page itself (and leaves the address there).
    const landing = landingAddress('/login')
    if (landing && opensSession(landing)) return
    landingAddressHandled()
    // Someone already signed in has nothing to do here: send them where they were going, or to their area
    // (which needs their role: wait for the profile, bounded, as the areas' guard does).
    const session = await context.session.whenSettled(4000)
    throw redirect({ to: signedInLanding(session, search.redirect), replace: true })
  },
  loader: () => loadMessages('auth'),
  component: LoginPage,
})

// The sign-up confirmation e-mail links here (docs/product.md §2.7, §7): the page is also where that link lands.
function LoginPage() {
  const { redirect: to } = Route.useSearch()
  return (
    <AuthPage title={m.signin_dialog_title()} description={m.signin_dialog_description()}>
      <ConfirmationLanding redirect={to} />
    </AuthPage>
  )
}
