import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeRedirect } from '~/features/auth/auth-dialog-state'
import { LoginForm } from '~/features/auth/components/login-form'
import { AuthPage } from './-components/auth-page'

// `redirect` comes from the address bar: only a same-origin path survives validation.
const LoginSearch = v.object({
  redirect: v.optional(v.pipe(v.unknown(), v.transform(safeRedirect))),
})

export const Route = createFileRoute('/_public/login')({
  validateSearch: (search) => v.parse(LoginSearch, search),
  beforeLoad: async ({ context, search }) => {
    const { user } = await context.session.ready().then(() => context.session.getSnapshot())
    // Someone already signed in has nothing to do here: send them where they were going.
    if (user) throw redirect({ to: search.redirect ?? '/member' })
  },
  component: LoginPage,
})

function LoginPage() {
  const { redirect: to } = Route.useSearch()
  return (
    <AuthPage title="Play with ELSY" description="Enter your credentials to access your account">
      <LoginForm redirect={to} />
    </AuthPage>
  )
}
