import { ForgotPasswordDialog } from './forgot-password-dialog'
import { JoinDialog } from './join-dialog'
import { LoginDialog } from './login-dialog'

/** Mount once at the root: the Join, login and forgot-password dialogs, driven by auth-dialog-state.ts. */
export function AuthDialogHost() {
  return (
    <>
      <JoinDialog />
      <LoginDialog />
      <ForgotPasswordDialog />
    </>
  )
}
