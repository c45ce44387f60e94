import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordForm } from '~/features/auth/components/reset-password-form'
import { AuthPage } from './-components/auth-page'

// Reached from the password-recovery e-mail; supabase-js signs the user in from the link first.
export const Route = createFileRoute('/_public/reset-password')({
  component: () => (
    <AuthPage title="Set a new password" description="Choose a new password for your ELSY account.">
      <ResetPasswordForm />
    </AuthPage>
  ),
})
