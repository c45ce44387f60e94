/// <reference lib="webworker" />
// Entry of the service worker: wires the routes and listeners; each concern lives in its own file.
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching'
import { registerHeroVideoRoute } from './hero-video.ts'
import { registerNavigationFallback } from './navigation.ts'
import { listenForUpdateAcceptance } from './update.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

// The app shell: every built asset Vite emitted (the manifest is injected at build time).
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
registerNavigationFallback()
registerHeroVideoRoute(self)
listenForUpdateAcceptance(self)
// Once the user has accepted an update, the new worker takes over open pages straight away.
clientsClaim()
