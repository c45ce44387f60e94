import { createElement } from 'react'
import toast from 'react-hot-toast'
import { ToastText } from './toast-text'

export const TOAST_DURATION_MS = 5000

// Destructive style for every error toast (spec §8), from the semantic tokens' CSS variables
// (written out rather than via styled-system/tokens, which would pull the whole token map into the entry chunk).
const destructive = {
  background: 'var(--colors-red-solid-bg)',
  color: 'var(--colors-red-solid-fg)',
}

function show(kind: 'success' | 'error', title: string, description?: string): string {
  // The spec allows one toast at a time: the previous one goes away at once rather than stacking.
  toast.remove()
  const message = createElement(ToastText, { title, description })
  if (kind === 'error') {
    return toast.error(message, {
      duration: TOAST_DURATION_MS,
      style: destructive,
      iconTheme: { primary: destructive.color, secondary: destructive.background },
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    })
  }
  return toast.success(message, {
    duration: TOAST_DURATION_MS,
    ariaProps: { role: 'status', 'aria-live': 'polite' },
  })
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  dismiss: () => toast.dismiss(),
}
