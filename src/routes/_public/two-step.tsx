import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeRedirect } from '~/features/auth/auth-dialog-state'
import { signedInLanding } from '~/features/auth/landing'
import { TwoStepForm } from '~/features/auth/components/two-step-form'
import { AuthPage } from './-components/auth-page'
import { m } from '~/i18n/auth'
import { loadMessages } from '~/i18n/catalogue'

const TwoStepSearch = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform(safeRedirect))),
})

// The code step after a password sign-in, for accounts with an authenticator app.
export const Route = createFileRoute('/_public/two-step')({
  validateSearch: (search) => v.parse(TwoStepSearch, search),
  beforeLoad: async ({ context, search }) => {
    await context.session.ready()
    const { user } = context.session.getSnapshot()
    if (!user) throw redirect({ to: '/login', search: search.redirect ? { redirect: search.redirect } : {} })
    // Already past it (or nothing to ask): straight on.
    // The two-factor API (and supabase-js with it) loads only here, not with the route tree.
    const { needsSecondStep } = await import('~/features/auth/api/two-factor')
    if (!(await needsSecondStep())) throw redirect({ to: signedInLanding(await context.session.whenSettled(4000), search.redirect) })
  },
  loader: () => loadMessages('auth'),
  component: TwoStepPage,
})

function TwoStepPage() {
  const { redirect: to } = Route.useSearch()
  return (
    <AuthPage title={m.twostep_title()} description={m.pages_two_step_description()}>
      <TwoStepForm redirect={to} />
    </AuthPage>
  )
}
