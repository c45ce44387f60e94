import { css } from 'styled-system/css'
import * as Dialog from '~/components/ui/dialog'
import { IconButton } from '~/components/ui/icon-button'
import { m } from '~/i18n/public'

/**
 * The ✕ in a dialog's corner; Escape and the backdrop close it too. It positions itself, so a
 * Dialog.CloseTrigger used for a footer "Cancel" or "Close" stays in the footer.
 */
export function DialogCloseButton({ disabled }: { disabled?: boolean }) {
  return (
    <Dialog.CloseTrigger asChild>
      <IconButton
        aria-label={m.site_close()}
        variant="ghost"
        size="sm"
        disabled={disabled}
        className={css({ position: 'absolute', top: '3', insetEnd: '3' })}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </IconButton>
    </Dialog.CloseTrigger>
  )
}
