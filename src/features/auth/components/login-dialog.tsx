import * as Dialog from '~/components/ui/dialog'
import { closeAuthDialogs, openLogin, useAuthDialogs } from '../auth-dialog-state'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { LoginForm } from './login-form'
import { m } from '~/i18n/auth'

/** "Play with ELSY": the login form in a dialog, opened from the header or by a route guard. */
export function LoginDialog() {
  const { open, redirect } = useAuthDialogs()
  return (
    <Dialog.Root
      open={open === 'login'}
      onOpenChange={(e) => (e.open ? openLogin({ redirect }) : closeAuthDialogs())}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.signin_dialog_title()}</Dialog.Title>
            <Dialog.Description>{m.signin_dialog_description()}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <LoginForm redirect={redirect} onSuccess={closeAuthDialogs} />
          </Dialog.Body>
          <DialogCloseButton />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
