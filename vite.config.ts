import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'

// The API origin in dev: Vite serves the app with hot reload, the local stack (npm run dev) serves the APIs.
const apiTarget = process.env.ELSY_API_URL ?? 'http://127.0.0.1:54321'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    // The prerender's server build (scripts/prerender.ts) renders pages only: no service worker from it, and
    // the update prompt (never part of a prerendered page) gets an inert registration.
    isSsrBuild && {
      name: 'elsy-prerender-no-sw',
      resolveId: (id: string) => (id === 'virtual:pwa-register/react' ? '\0pwa-register-stub' : undefined),
      load: (id: string) =>
        id === '\0pwa-register-stub'
          ? 'export function useRegisterSW() { return { needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} } }'
          : undefined,
    },
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The hero video has its own runtime cache (sw/hero-video.ts): precaching it would delay install.
      // Its poster is small and precached, so the hero looks right offline before the clip is stored.
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,ico,webmanifest,woff2}'],
        globIgnores: ['**/media/*.mp4', '**/media/*.webm'],
      },
      manifest: {
        id: '/',
        name: 'ELSY — padel clubs',
        short_name: 'ELSY',
        description: 'Book padel courts, follow your rankings and tournaments — even with poor signal.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#0b3d2e',
        theme_color: '#0b3d2e',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: {
      'styled-system': fileURLToPath(new URL('./styled-system', import.meta.url)),
      '~': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: { '/auth/v1': apiTarget, '/rest/v1': apiTarget, '/functions/v1': apiTarget },
  },
  build: { sourcemap: true, manifest: true },
}))
