import { useRef, useState, type PointerEvent } from 'react'
import { swipeOffset, swipeOutcome } from '~/lib/toast-gestures'

interface Drag {
  pointerId: number
  x: number
  y: number
}

/**
 * Swipe-to-dismiss with pointer events (mouse, pen and touch alike): the toast follows a sideways
 * drag; let go past the threshold and it leaves that way, otherwise it springs back.
 */
export function useToastSwipe(onSwipedAway: () => void) {
  const drag = useRef<Drag | null>(null)
  const [offset, setOffset] = useState(0)
  const [swiping, setSwiping] = useState(false)
  const [leftTo, setLeftTo] = useState<-1 | 1 | null>(null)

  function end(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const start = drag.current
    if (!start || start.pointerId !== event.pointerId) return
    drag.current = null
    setSwiping(false)
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (!cancelled && swipeOutcome(dx, dy) === 'dismiss') {
      setLeftTo(dx > 0 ? 1 : -1)
      onSwipedAway()
    } else {
      setOffset(0)
    }
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      // A press on the close button is a click, not a drag: capturing it would steal the click.
      if (event.button !== 0 || (event.target as Element).closest('button')) return
      drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY }
      event.currentTarget.setPointerCapture(event.pointerId)
      setSwiping(true)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = drag.current
      if (!start || start.pointerId !== event.pointerId) return
      setOffset(swipeOffset(event.clientX - start.x, event.clientY - start.y))
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  }

  return { offset, swiping, leftTo, handlers }
}
