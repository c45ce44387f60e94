import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { m } from '~/i18n/public'

export interface DialogFormFooterProps {
  /** The form is being sent: both buttons wait, the submit button shows `loadingText`. */
  busy: boolean
  loadingText: string
  /** The submit button's label. */
  children: ReactNode
  submitClassName?: string
}

/** A form dialog's footer: Cancel (closes the dialog) and the submit button, both held while the form is sent. */
export function DialogFormFooter({ busy, loadingText, children, submitClassName }: DialogFormFooterProps) {
  return (
    <Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <Button variant="outline" disabled={busy}>
          {m.site_cancel()}
        </Button>
      </Dialog.CloseTrigger>
      <Button type="submit" loading={busy} loadingText={loadingText} className={submitClassName}>
        {children}
      </Button>
    </Dialog.Footer>
  )
}
