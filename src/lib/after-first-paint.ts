import { lazy, type ComponentType } from 'react'

/**
 * Resolves once the browser has painted the frame being rendered now and then found a quiet moment: a frame
 * callback runs just before the paint, a task queued from it runs after, and an idle callback once the page's
 * own work (its data read from IndexedDB, its rows) is done. Code a page does not need for its first paint (the
 * top bar's search, the bell's popover, the account menu) starts loading then, so on a slow connection it does
 * not share the bandwidth, nor offline the main thread, with what the page shows first. A hidden tab paints no
 * frames: the timeout lets it go on anyway.
 */
export function afterFirstPaint(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve()
    const timer = setTimeout(resolve, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: timeoutMs })
        else done()
      }, 0),
    )
  })
}

/** A lazy component whose code starts loading only after the first paint (see afterFirstPaint). */
export function lazyAfterFirstPaint<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    afterFirstPaint()
      .then(load)
      .then((component) => ({ default: component })),
  )
}
