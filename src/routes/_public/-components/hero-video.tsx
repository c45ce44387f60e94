import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { usePrefersReducedMotion } from '~/lib/use-prefers-reduced-motion'

// docs/product.md §2.3: play at 0.8× and, when the clip ends, continue from 5 s (the intro plays once, the rest loops).
const PLAYBACK_RATE = 0.8
const RESTART_AT_S = 5

export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null)
  const reduced = usePrefersReducedMotion()
  // The clip (100–190 kB) is not the first paint: its sources are added once the page has loaded, so on a
  // slow connection it does not compete with the page's code and the poster (the largest paint).
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    if (document.readyState === 'complete') {
      setLoaded(true)
      return
    }
    const onLoad = () => setLoaded(true)
    window.addEventListener('load', onLoad)
    return () => window.removeEventListener('load', onLoad)
  }, [])

  useEffect(() => {
    const video = ref.current
    if (!video || !loaded) return
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
    // The sources were just added: load them, then play. Autoplay can be refused (data saver, low power);
    // the poster stays, which is fine.
    video.load()
    applyRate()
    void video.play().catch(() => undefined)
    return () => {
      video.removeEventListener('loadedmetadata', applyRate)
      video.removeEventListener('play', applyRate)
      video.removeEventListener('ended', onEnded)
    }
  }, [reduced, loaded])

  return (
    <video
      ref={ref}
      data-testid="hero-video"
      className={css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' })}
      poster="/media/hero-poster.jpg"
      muted
      playsInline
      autoPlay={loaded && !reduced}
      preload={loaded ? 'metadata' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    >
      {loaded && (
        <>
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </>
      )}
    </video>
  )
}
