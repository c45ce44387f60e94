import { createElement } from 'react'
// The headless build: the toaster is our own (src/components/app-toaster.tsx). Both sides must import
// this same entry, because each react-hot-toast entry bundles its own toast store.
import toast from 'react-hot-toast/headless'
import { ToastText } from './toast-text'

/** docs/product.md §9: a toast closes itself after 5 s (the timer pauses while it is hovered or focused). */
export const TOAST_DURATION_MS = 5000
/** docs/product.md §9: how long a dismissed toast is kept in the store. It has already left the screen by then. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

function show(kind: 'success' | 'error', title: string, description?: string): string {
  // docs/product.md §4.6 allows one toast at a time: the previous one goes away at once rather than stacking.
  toast.remove()
  const message = createElement(ToastText, { title, description })
  const options = { duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS }
  if (kind === 'error') {
    // Errors interrupt (role alert); the toaster paints them in the destructive colours.
    return toast.error(message, { ...options, ariaProps: { role: 'alert', 'aria-live': 'assertive' } })
  }
  return toast.success(message, { ...options, ariaProps: { role: 'status', 'aria-live': 'polite' } })
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  dismiss: () => toast.dismiss(),
}
