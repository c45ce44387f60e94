import { m } from '~/i18n/public'

/** docs/product.md §9: a toast is swiped away once it has travelled this far sideways (CSS pixels). */
export const TOAST_SWIPE_THRESHOLD_PX = 50

/** docs/product.md §9: the key that moves focus to the toast area. */
export const TOAST_HOTKEY = 'F8'

/** The accessible name of the toast area; it says how to get there, as screen-reader users need to know. */
export const toastRegionLabel = () => m.site_toast_region({ hotkey: TOAST_HOTKEY })

export type SwipeOutcome = 'dismiss' | 'return'

/**
 * What happens when a drag on a toast ends. Only a mostly horizontal drag counts: a vertical one is
 * someone scrolling the page past the toast, and must not throw it away.
 */
export function swipeOutcome(deltaX: number, deltaY = 0, threshold = TOAST_SWIPE_THRESHOLD_PX): SwipeOutcome {
  const sideways = Math.abs(deltaX)
  if (sideways <= threshold) return 'return'
  return sideways > Math.abs(deltaY) ? 'dismiss' : 'return'
}

/**
 * How far the toast follows the pointer while dragging: freely sideways, while a drag that is
 * mostly vertical leaves it in place (the page scrolls instead).
 */
export function swipeOffset(deltaX: number, deltaY: number): number {
  return Math.abs(deltaX) >= Math.abs(deltaY) ? deltaX : 0
}

interface HotkeyEvent {
  key: string
  code?: string
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
}

/**
 * F8 alone jumps to the toasts. With a modifier it is left alone: Shift+F8 and Ctrl+F8 belong to the
 * browser, the OS or assistive tech. `code` covers layouts where the key reports another `key`.
 */
export function isToastHotkey(event: HotkeyEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false
  return event.key === TOAST_HOTKEY || event.code === TOAST_HOTKEY
}
