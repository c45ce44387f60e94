import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { LOCALES, type Locale } from '../src/i18n/locales'

/**
 * Prerenders the public pages into dist/prerendered/ after `vite build`: the page's markup as an anonymous
 * first visit sees it before any data arrives (the network figures as their same-size placeholders), in the
 * built shell, with the hero poster preloaded, once per language (dist/prerendered/<locale>/): the gateway sends
 * each reader the page in their language. dist/index.html stays the empty
 * shell every other route (and the service worker's offline navigation fallback) gets, so a signed-in page
 * never flashes the landing; the gateway serves these files for their paths only.
 */
const PAGES = [
  { url: '/', file: 'index.html', preloadImages: ['/media/hero-poster.jpg'] },
  { url: '/explore', file: 'explore.html', preloadImages: [] },
]

const dist = path.resolve('dist')
const out = path.join(dist, 'prerendered')
const serverDir = path.join(tmpdir(), `elsy-prerender-${process.pid}`)

// Everything bundled in: the server build runs from a temporary folder, outside node_modules' reach.
await build({ logLevel: 'warn', ssr: { noExternal: true }, build: { ssr: 'scripts/prerender-entry.tsx', outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false } })
const { render } = (await import(pathToFileURL(path.join(serverDir, 'prerender-entry.js')).href)) as { render: (url: string, locale: Locale) => Promise<string> }

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8')
for (const locale of LOCALES) {
  mkdirSync(path.join(out, locale), { recursive: true })
  for (const page of PAGES) {
    // The router's scroll-restoration snippet is inline script, which the app's CSP refuses (and the client
    // renders nothing in its place, so leaving it would break hydration): the client restores scroll itself.
    const markup = (await render(page.url, locale)).replace(/<script>[\s\S]*?<\/script>/g, '')
    if (!markup.includes('<h1')) throw new Error(`Prerendering ${page.url} in ${locale} gave no heading`)
    // Only the largest paint is preloaded: the page's own chunks are not needed to paint it (it is in the
    // HTML), and preloading them would compete with the poster and the stylesheet on a slow connection.
    const preloads = page.preloadImages.map((href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`).join('\n    ')
    const html = shell
      .replace(/<html lang="[a-z-]*"/, `<html lang="${locale}"`)
      .replace('</head>', `  ${preloads}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${page.url}" data-prerendered-locale="${locale}">${markup}</div>`)
    if (!html.includes(`data-prerendered-locale="${locale}"`)) throw new Error('The shell has no <div id="root"></div> to fill')
    if (!html.includes(`<html lang="${locale}"`)) throw new Error('The shell has no <html lang> to set')
    writeFileSync(path.join(out, locale, page.file), html)
    console.log(`prerendered ${page.url} in ${locale} → dist/prerendered/${locale}/${page.file} (${(html.length / 1024).toFixed(1)} kB)`)
  }
}
rmSync(serverDir, { recursive: true, force: true })
