import { useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'

export interface ConfirmDialogProps {
  open: boolean
  /** Names who and what, as the person tapping should read it back: "Confirm €200.00 from Ana Ruiz?". */
  title: string
  /** What happens on yes, in a sentence. */
  text: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string
  busy?: boolean
  /** The server's refusal, kept in the dialog. */
  error?: string | null
  /** Red for what cannot be taken back by a second tap (a no-show), the brand colour otherwise. */
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A second question before an action that moves money or marks a person, on a shared desk tablet where a mis-tap
 * is easy. The safe answer has the focus, so Enter or a double tap never confirms by accident.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busyLabel, busy = false, error, danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const safe = useRef<HTMLButtonElement>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onCancel()} role="alertdialog" initialFocusEl={() => safe.current}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description asChild>
              <p>{text}</p>
            </Dialog.Description>
            {error ? (
              <p role="alert" className={css({ color: 'fg.error', mt: '3' })}>
                {error}
              </p>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Button ref={safe} variant="outline" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button colorPalette={danger ? 'red' : undefined} loading={busy} loadingText={busyLabel} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
