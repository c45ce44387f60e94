import { css } from 'styled-system/css'
import { DialogCloseButton } from '~/components/dialog-close-button'
import * as Dialog from '~/components/ui/dialog'
import { AddFundsForm } from './add-funds-form'
import { m } from '~/i18n/member'

export interface AddFundsDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * "Add Funds" (docs/product.md §2.15, §11): a top-up request paid at a club's desk or, while card payments are on,
 * paid by card at once (Stripe's form: card details never go through ELSY's code or servers).
 */
export function AddFundsDialog({ open, onClose }: AddFundsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.wallet_add_funds_title()}</Dialog.Title>
            <Dialog.Description className={css({ pe: '8' })}>
              {m.wallet_add_funds_intro()}
            </Dialog.Description>
          </Dialog.Header>
          <DialogCloseButton />
          {/* Mounted only while open (lazyMount): every opening starts with an empty form. */}
          <AddFundsForm onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
