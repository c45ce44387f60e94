import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { m } from '~/i18n/auth'

/** Shown after sign-up: the account exists but must be confirmed from the e-mail first. */
export function RegistrationSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.join_success_title()}</Dialog.Title>
            <Dialog.Description>
              {m.join_success_description()}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <Button>{m.join_close()}</Button>
            </Dialog.CloseTrigger>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
