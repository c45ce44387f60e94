import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { resolveValue, toast as toastStore, type Toast } from 'react-hot-toast/headless'
import { CloseIcon } from './icons'
import { ErrorIcon, SuccessIcon } from './toast-icons'
import { toastStyles } from './toast-styles'
import { useToastSwipe } from './use-toast-swipe'
import { m } from '~/i18n/public'

/** How long a dismissed toast stays on screen while it fades or slides out (the `normal` duration). */
const EXIT_MS = 200

interface ToastItemProps {
  toast: Toast
  /** Pause or resume every toast's timer (react-hot-toast keeps one clock per toaster). */
  pause: { start: () => void; end: () => void }
  /** Called when this toast closes while it holds the focus, so the focus does not fall to <body>. */
  onFocusLost: () => void
}

/** One toast: pauses while hovered, focused or dragged; closes by swipe, its button or Escape. */
export function ToastItem({ toast: t, pause, onFocusLost }: ToastItemProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const dismiss = () => toastStore.dismiss(t.id)
  const swipe = useToastSwipe(dismiss)
  const gone = useGoneAfterExit(t.visible)

  usePause(t.visible && (hovered || focused || swipe.swiping), pause)

  useEffect(() => {
    if (!t.visible && rootRef.current?.contains(document.activeElement)) onFocusLost()
  }, [t.visible, onFocusLost])

  if (gone) return null
  const tone = t.type === 'error' ? 'error' : 'success'
  const styles = toastStyles({ tone })
  const x = swipe.leftTo ? `${swipe.leftTo * 110}%` : `${swipe.offset}px`
  // Fades as it is dragged, so letting go past the threshold reads as "this will go away".
  const opacity = !t.visible || swipe.leftTo ? 0 : 1 - Math.min(Math.abs(swipe.offset) / 200, 0.6)
  return (
    <div
      ref={rootRef}
      role={t.ariaProps.role}
      aria-live={t.ariaProps['aria-live']}
      aria-atomic="true"
      // Focusable so F8 can land on the toast itself and a screen reader reads it out.
      tabIndex={0}
      data-toast-id={t.id}
      data-state={t.visible ? 'open' : 'closed'}
      data-swiping={swipe.swiping ? '' : undefined}
      className={styles.root}
      style={{ transform: `translateX(${x})`, opacity }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Handled here: an open dialog underneath must not close as well.
        event.stopPropagation()
        dismiss()
      }}
      {...swipe.handlers}
    >
      <span className={styles.icon}>{tone === 'error' ? <ErrorIcon /> : <SuccessIcon />}</span>
      <div className={styles.body}>{resolveValue(t.message, t)}</div>
      <button type="button" aria-label={m.site_dismiss_toast()} className={styles.closeTrigger} onClick={dismiss}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
}

/** Starts the pause when `active` turns on and ends it when it turns off or the toast unmounts. */
function usePause(active: boolean, pause: ToastItemProps['pause']) {
  // The handlers change identity on every pause; reading them through a ref keeps this effect from
  // re-running (and restarting the pause clock) each time.
  const latest = useRef(pause)
  useLayoutEffect(() => {
    latest.current = pause
  })
  useEffect(() => {
    if (!active) return
    latest.current.start()
    return () => latest.current.end()
  }, [active])
}

/** True once a dismissed toast has had time to animate out; it then leaves the DOM. */
function useGoneAfterExit(visible: boolean): boolean {
  const [gone, setGone] = useState(false)
  useEffect(() => {
    if (visible) return
    const timer = setTimeout(() => setGone(true), EXIT_MS)
    return () => clearTimeout(timer)
  }, [visible])
  return gone
}
