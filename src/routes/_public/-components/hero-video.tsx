import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { usePrefersReducedMotion } from '~/lib/use-prefers-reduced-motion'

// Spec: play at 0.8× and, when the clip ends, continue from 5 s (the intro plays once, the rest loops).
const PLAYBACK_RATE = 0.8
const RESTART_AT_S = 5

export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null)
  const reduced = usePrefersReducedMotion()

  useEffect(() => {
    const video = ref.current
    if (!video) return
    if (reduced) {
      video.pause()
      return
    }
    // Browsers reset playbackRate when a new source loads, so it is applied again on each load.
    const applyRate = () => {
      video.playbackRate = PLAYBACK_RATE
    }
    const onEnded = () => {
      video.currentTime = RESTART_AT_S
      void video.play().catch(() => undefined)
    }
    applyRate()
    video.addEventListener('loadedmetadata', applyRate)
    video.addEventListener('play', applyRate)
    video.addEventListener('ended', onEnded)
    // Autoplay can be refused (data saver, low power); the poster stays, which is fine.
    void video.play().catch(() => undefined)
    return () => {
      video.removeEventListener('loadedmetadata', applyRate)
      video.removeEventListener('play', applyRate)
      video.removeEventListener('ended', onEnded)
    }
  }, [reduced])

  return (
    <video
      ref={ref}
      data-testid="hero-video"
      className={css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' })}
      poster="/media/hero-poster.jpg"
      muted
      playsInline
      autoPlay={!reduced}
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src="/media/hero.webm" type="video/webm" />
      <source src="/media/hero.mp4" type="video/mp4" />
    </video>
  )
}
