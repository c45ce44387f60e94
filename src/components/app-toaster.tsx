import { useCallback, useEffect, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useToaster } from 'react-hot-toast/headless'
import { toastRegionLabel, isToastHotkey } from '~/lib/toast-gestures'
import { ToastItem } from './toast-item'
import { toastStyles } from './toast-styles'

/**
 * The global toast area, mounted once at the root (docs/product.md §2.1, §4.6, §9). Our own rendering of
 * react-hot-toast's headless store: one toast at a time (src/lib/toast.ts removes the previous one),
 * 5 s timer paused on hover or focus, swipe away past 50 px, F8 jumps here, Escape or the close button
 * dismisses. The labelled area is always present so F8 and screen-reader landmarks find it.
 */
export function AppToaster() {
  const { toasts, handlers } = useToaster()
  const regionRef = useRef<HTMLElement>(null)
  // Where the focus was before it came into the toasts, to give it back when the toast goes.
  const returnTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isToastHotkey(event)) return
      const region = regionRef.current
      if (!region) return
      event.preventDefault()
      const newest = region.querySelector<HTMLElement>('[data-state=open]')
      ;(newest ?? region).focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  const giveFocusBack = useCallback(() => {
    const target = returnTo.current
    returnTo.current = null
    if (target?.isConnected) target.focus()
    else regionRef.current?.focus()
  }, [])

  const pause = useMemo(() => ({ start: handlers.startPause, end: handlers.endPause }), [handlers.startPause, handlers.endPause])
  const styles = toastStyles()

  // A direct child of <body> marked as a live announcer: a modal dialog (Ark/zag) hides everything else
  // from assistive tech while open, and a login error toast raised from that dialog must still be heard.
  return createPortal(
    <section
      ref={regionRef}
      data-live-announcer=""
      data-toaster=""
      aria-label={toastRegionLabel()}
      tabIndex={-1}
      className={styles.region}
      onFocus={(event) => {
        const from = event.relatedTarget
        if (from instanceof Node && event.currentTarget.contains(from)) return
        returnTo.current = from instanceof HTMLElement ? from : null
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} pause={pause} onFocusLost={giveFocusBack} />
      ))}
    </section>,
    document.body,
  )
}

/**
 * The toast area, for modal dialogs to list as a persistent element (Ark `persistentElements`), so
 * closing or swiping a toast over an open dialog does not count as a click outside that dialog.
 */
export function toasterElement(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-toaster]')
}
