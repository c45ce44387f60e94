/** docs/product.md §2.3: hero counters count up over 60 frames. */
export const COUNT_UP_FRAMES = 60

/** The value shown at `frame` (0…frames) of a linear count from 0 to `target`; whole numbers only. */
export function countAt(frame: number, target: number, frames = COUNT_UP_FRAMES): number {
  if (frame >= frames) return target
  if (frame <= 0) return 0
  return Math.floor((target * frame) / frames)
}
