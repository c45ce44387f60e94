import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '~/features/auth/components/reset-password-form'
import { AuthPage } from './-components/auth-page'
import { m } from '~/i18n/auth'
import { loadMessages } from '~/i18n/catalogue'

// Reached from the password-recovery e-mail; supabase-js signs the user in from the link first.
export const Route = createFileRoute('/_public/reset-password')({
  loader: () => loadMessages('auth'),
  component: () => (
    <AuthPage title={m.pages_reset_title()} description={m.pages_reset_description()}>
      <ResetPasswordForm />
    </AuthPage>
  ),
})
