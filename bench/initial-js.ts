import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

/**
 * How much JavaScript (gzip) the browser must fetch before each route can render on a first visit:
 * the entry chunk and everything it imports statically, plus the route's own lazy chunks
 * (TanStack Router's `?tsr-split` component chunks) of the route file and of its layout routes,
 * with their static imports. Each file is counted once. Read from dist/.vite/manifest.json.
 *
 * The landing's goal is relative to a floor measured in the same run: a minimal app built by the same Vite with
 * only the packages the landing cannot do without (react, react-dom, @tanstack/react-router: one root route
 * with a link, one page), gzip level 9 as below. Target: ≤ 1.2 × that floor.
 */
interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

// ELSY_BENCH_APP_DIR measures another build folder, as the other benches do.
const dist = path.resolve(process.env.ELSY_BENCH_APP_DIR || 'dist')
const manifestPath = path.join(dist, '.vite', 'manifest.json')
if (!existsSync(manifestPath)) {
  console.error('No dist/.vite/manifest.json: run `npm run build` first.')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>

const gzipCache = new Map<string, number>()
function gzipBytes(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
    gzipCache.set(file, size)
  }
  return size
}

/** The manifest keys `key` pulls in statically (itself included). */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

function measure(keys: string[]) {
  const chunks = closure(keys)
  const js = [...chunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  const css = new Set([...chunks].flatMap((key) => manifest[key].css ?? []))
  return {
    files: js.length,
    js: js.reduce((sum, file) => sum + gzipBytes(file), 0),
    css: [...css].reduce((sum, file) => sum + gzipBytes(file), 0),
  }
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('The manifest has no entry chunk')

// Lazy chunks per route source file ("src/routes/_member.tsx?tsr-split=component" → "src/routes/_member.tsx").
const splitsBySource = new Map<string, string[]>()
for (const key of Object.keys(manifest)) {
  const [source, query] = key.split('?')
  if (!source.startsWith('src/routes/') || !query?.includes('tsr-split')) continue
  splitsBySource.set(source, [...(splitsBySource.get(source) ?? []), key])
}

/** The layout route files above a route file: src/routes/_a/b/c.tsx → _a.tsx, _a/b.tsx. */
function layoutsOf(source: string): string[] {
  const parts = source.replace(/^src\/routes\//, '').split('/').slice(0, -1)
  return parts.map((_, i) => `src/routes/${parts.slice(0, i + 1).join('/')}.tsx`)
}

/** The URL a route file serves, for the table ("_public/index.tsx" → "/"). */
function urlOf(source: string): string {
  const segments = source
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((s) => !s.startsWith('_'))
    .map((s) => s.replace(/^index$/, '').replace(/\$(\w+)/g, ':$1').split('.').join('/'))
    .filter(Boolean)
  return '/' + segments.join('/')
}

const isLayout = (source: string) => [...splitsBySource.keys()].some((other) => other.startsWith(source.replace(/\.tsx$/, '/')))
const routes = [...splitsBySource.keys()].filter((source) => !isLayout(source)).sort((a, b) => urlOf(a).localeCompare(urlOf(b)))

const kB = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
const entry = measure([entryKey])
console.log(`Entry (${manifest[entryKey].file}) with its static imports: ${kB(entry.js).trim()} kB JS gzip, ${kB(entry.css).trim()} kB CSS gzip\n`)
console.log(`${'route'.padEnd(32)} ${'file'.padEnd(48)} ${'JS gz kB'.padStart(9)} ${'+route'.padStart(8)} ${'CSS gz kB'.padStart(9)} ${'files'.padStart(5)}`)

// The words a first visit reads: the public area in English (a page in another language loads its own, the same
// size give or take; main.tsx imports them before the first render, so they count as first-load JS).
const publicWords = Object.keys(manifest).find((key) => key === 'src/i18n/generated/public/messages/en.js')
if (!publicWords) throw new Error('The manifest has no chunk of the public words (src/i18n/generated/public/messages/en.js)')
const wordsFor = (locale: string) => Object.keys(manifest).find((key) => key === `src/i18n/generated/public/messages/${locale}.js`)
console.log(
  `Public words per language (gzip, loaded before the first render): ${['en', 'es', 'fr', 'de', 'it', 'pt', 'nl']
    .map((locale) => `${locale} ${kB(measure([wordsFor(locale) ?? publicWords]).js).trim()} kB`)
    .join(', ')}\n`,
)

let landing: ReturnType<typeof measure> | undefined
for (const source of routes) {
  const keys = [entryKey, publicWords, ...[...layoutsOf(source), source].flatMap((s) => splitsBySource.get(s) ?? [])]
  const figures = measure(keys)
  const url = urlOf(source)
  if (url === '/') landing = figures
  const file = source.replace(/^src\/routes\//, '')
  console.log(
    `${url.padEnd(32)} ${file.padEnd(48)} ${kB(figures.js).padStart(9)} ${kB(figures.js - entry.js).padStart(8)} ${kB(figures.css).padStart(9)} ${String(figures.files).padStart(5)}`,
  )
}
console.log(`\n(gzip level 9; "+route" = what the route adds to the entry; files = JS files fetched)`)

/** The floor: the JS (gzip 9) of a minimal React + React DOM + TanStack Router app built here and now. */
async function dependencyFloor(): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'elsy-floor-'))
  try {
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>')
    writeFileSync(
      path.join(dir, 'main.tsx'),
      `import { createRoot } from 'react-dom/client'
import { Link, Outlet, RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
const rootRoute = createRootRoute({ component: () => <><Link to="/">Home</Link><Outlet /></> })
const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Hello</h1> })
const router = createRouter({ routeTree: rootRoute.addChildren([index]) })
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
`,
    )
    await build({ root: dir, configFile: false, logLevel: 'silent', oxc: { jsx: { runtime: 'automatic' } }, build: { outDir: 'dist' } })
    const assets = path.join(dir, 'dist', 'assets')
    return readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (landing) {
  const floor = await dependencyFloor()
  const ratio = landing.js / floor
  console.log(`Landing route (/) first load: ${kB(landing.js).trim()} kB JS gzip + ${kB(landing.css).trim()} kB CSS gzip`)
  console.log(
    `Dependency floor (react + react-dom + @tanstack/react-router, built now): ${kB(floor).trim()} kB JS gzip; landing = ${ratio.toFixed(2)} × floor   (target ≤ 1.2 × = ${kB(floor * 1.2).trim()} kB: ${ratio <= 1.2 ? 'met' : 'missed'})`,
  )
} else console.log('No landing route (/) found in the manifest')
