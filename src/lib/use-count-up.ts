import { useEffect, useState } from 'react'
import { COUNT_UP_FRAMES, countAt } from './count-up'
import { usePrefersReducedMotion } from './use-prefers-reduced-motion'

/** Animates 0 → target over 60 animation frames; jumps straight to the target for reduced motion. */
export function useCountUp(target: number | undefined): number | undefined {
  const reduced = usePrefersReducedMotion()
  const [value, setValue] = useState<number | undefined>(undefined)

  useEffect(() => {
    if (target === undefined) return setValue(undefined)
    if (reduced) return setValue(target)
    let frame = 0
    let raf = 0
    const tick = () => {
      frame += 1
      setValue(countAt(frame, target, COUNT_UP_FRAMES))
      if (frame < COUNT_UP_FRAMES) raf = requestAnimationFrame(tick)
    }
    setValue(0)
    raf = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(raf)
  }, [target, reduced])

  return value
}
