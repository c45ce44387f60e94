import { css } from 'styled-system/css'
import { DialogCloseButton } from '~/components/dialog-close-button'
import * as Dialog from '~/components/ui/dialog'
import { StatementForm } from './statement-form'
import { m } from '~/i18n/member'

export interface StatementDialogProps {
  open: boolean
  /** The balance asked for first; the member can switch to another they hold. */
  currency: string
  currencies: readonly string[]
  onClose: () => void
}

/** "Request Statement" (docs/product.md §2.15): choose a period, then download it as CSV or open a printable page. */
export function StatementDialog({ open, currency, currencies, onClose }: StatementDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{m.wallet_request_statement()}</Dialog.Title>
            <Dialog.Description className={css({ pe: '8' })}>
              {m.wallet_statement_intro()}
            </Dialog.Description>
          </Dialog.Header>
          <DialogCloseButton />
          {/* Keyed by the currency asked for: opening it for another balance starts from that one. */}
          <StatementForm key={currency} initialCurrency={currency} currencies={currencies} onDone={onClose} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
