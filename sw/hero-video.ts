import { registerRoute } from 'workbox-routing'
import { createPartialResponse } from 'workbox-range-requests'

/** Name, lifetime and reason: the hero video, stored whole so it plays offline; replaced when its URL changes. */
export const HERO_VIDEO_CACHE = 'elsy-hero-video-v1'
const VIDEO_PATH = /^\/media\/hero(-[\w-]+)?\.(mp4|webm)$/

/**
 * <video> asks for byte ranges and the network answers 206, which must never be cached. So the first
 * play fetches the whole file once in the background (a 200), and from then on every range is cut from
 * that cached copy, online or offline.
 */
export function registerHeroVideoRoute(self: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && VIDEO_PATH.test(url.pathname),
    async ({ request, event }) => {
      const cache = await self.caches.open(HERO_VIDEO_CACHE)
      const cached = await cache.match(request.url)
      if (cached) return request.headers.has('range') ? createPartialResponse(request, cached) : cached
      ;(event as ExtendableEvent).waitUntil(storeWhole(cache, request.url))
      return fetch(request)
    },
  )
}

async function storeWhole(cache: Cache, url: string): Promise<void> {
  try {
    const response = await fetch(url)
    if (response.status === 200) {
      // Older versions of the clip are useless once a new one is cached.
      for (const old of await cache.keys()) if (old.url !== url) await cache.delete(old)
      await cache.put(url, response)
    }
  } catch {
    // Offline on first visit: the next online play stores it.
  }
}
