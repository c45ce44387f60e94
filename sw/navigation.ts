import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

// API paths must reach the network (or fail): Dexie, not the service worker, is the data cache.
const API_PATHS = [/^\/auth\/v1\//, /^\/rest\/v1\//, /^\/functions\/v1\//]

/** Every client-side route opens offline: navigations get the precached shell. */
export function registerNavigationFallback(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: API_PATHS }))
}
