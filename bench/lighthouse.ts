import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { closeSql } from '../tests/e2e/support/db.ts'
import { waitForServiceWorker, waitForSynced } from '../tests/e2e/support/offline.ts'
import { createConfirmedUser, type TestUser } from '../tests/e2e/support/users.ts'
import { launchDebugChromium } from './lib/debug-chromium.ts'
import { startHelloWorld } from './lib/hello-world.ts'
import { median, startBenchStack } from './lib/stack.ts'

/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) against the built app on a bench stack,
 * beside a minimal Vite + React page built and served by the same gateway in the same run. Public pages
 * are first visits; member pages are measured signed in, on a first visit (empty caches, no service
 * worker) and again on a repeat visit (service worker installed, data synced). Every run gets a fresh
 * Chromium profile. `--runs N` (default 3) sets how many runs each median takes.
 */
const runsArg = process.argv.indexOf('--runs')
const RUNS = Math.max(1, Number(runsArg >= 0 ? process.argv[runsArg + 1] : process.env.ELSY_BENCH_LIGHTHOUSE_RUNS) || 3)

interface Figures {
  perf: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKiB: number
  failingA11y: string[]
}

interface Goal {
  perf: number
  lcpMs?: number
  tbtMs?: number
  cls: number
}

const PUBLIC_GOAL: Goal = { perf: 95, lcpMs: 2000, tbtMs: 100, cls: 0.02 }
const FIRST_GOAL: Goal = { perf: 85, cls: 0.02 }
const REPEAT_GOAL: Goal = { perf: 95, cls: 0.02 }

async function lighthouseRun(url: string, port: number, keepStorage: boolean): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Signed-in runs keep the session put in localStorage (and, on a repeat visit, the service worker and caches).
    disableStorageReset: keepStorage,
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? []
  const failingA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id)
  return {
    perf: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: (summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
    failingA11y,
  }
}

async function anonymousVisit(url: string): Promise<Figures> {
  const chrome = await launchDebugChromium()
  try {
    return await lighthouseRun(url, chrome.port, false)
  } finally {
    await chrome.close()
  }
}

/** A password grant from Node: the token response supabase-js stores as its session. */
async function passwordGrant(origin: string, user: TestUser): Promise<string> {
  const anonKey = process.env.ELSY_E2E_ANON_KEY ?? ''
  const response = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`password grant failed (${response.status}): ${body}`)
  return body
}

async function signedInVisits(origin: string, pagePath: string, user: TestUser): Promise<{ first: Figures; repeat: Figures }> {
  const chrome = await launchDebugChromium()
  try {
    const cdp = `http://127.0.0.1:${chrome.port}`
    // supabase-js keeps its session under "sb-<first label of the API host>-auth-token" (src/lib/supabase.ts).
    const key = `sb-${new URL(origin).hostname.split('.')[0]}-auth-token`
    const session = await passwordGrant(origin, user)
    // Written from a JSON URL of the origin: no app document loads, so no service worker installs early.
    let browser = await chromium.connectOverCDP(cdp)
    let page = await browser.contexts()[0].newPage()
    await page.goto(`${origin}/health`)
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, session] as const)
    await page.close()
    await browser.close()

    const first = await lighthouseRun(origin + pagePath, chrome.port, true)

    // Before the repeat visit: the worker controls the origin and the data is in IndexedDB.
    browser = await chromium.connectOverCDP(cdp)
    page = await browser.contexts()[0].newPage()
    await page.goto(origin + pagePath)
    await waitForServiceWorker(page)
    await waitForSynced(page)
    await page.close()
    await browser.close()

    const repeat = await lighthouseRun(origin + pagePath, chrome.port, true)
    return { first, repeat }
  } finally {
    await chrome.close()
  }
}

interface Row {
  label: string
  runs: Figures[]
  goal?: Goal
}

function medianOf(row: Row): Figures {
  const pick = (key: 'perf' | 'lcpMs' | 'tbtMs' | 'cls' | 'jsKiB') => median(row.runs.map((run) => run[key]))
  return {
    perf: pick('perf'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKiB: pick('jsKiB'),
    failingA11y: [...new Set(row.runs.flatMap((run) => run.failingA11y))].sort(),
  }
}

const ratio = (value: number, base: number) => (base > 0 && Number.isFinite(value) ? `${(value / base).toFixed(1)}×` : '—')
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED')

function printRow(row: Row, base: Figures): string {
  const m = medianOf(row)
  const cells = [
    row.label,
    `${m.perf.toFixed(0)}${row.goal ? ` (≥ ${row.goal.perf} ${mark(m.perf >= row.goal.perf)})` : ''}`,
    `${(m.lcpMs / 1000).toFixed(1)} s${row.goal?.lcpMs ? ` (≤ ${(row.goal.lcpMs / 1000).toFixed(1)} s ${mark(m.lcpMs <= row.goal.lcpMs)})` : ''}`,
    `${m.tbtMs.toFixed(0)} ms${row.goal?.tbtMs ? ` (≤ ${row.goal.tbtMs} ms ${mark(m.tbtMs <= row.goal.tbtMs)})` : ''}`,
    `${m.cls.toFixed(3)}${row.goal ? ` (≤ ${row.goal.cls} ${mark(m.cls <= row.goal.cls)})` : ''}`,
    `${m.jsKiB.toFixed(0)} KiB`,
    `perf ${ratio(m.perf, base.perf)}, LCP ${ratio(m.lcpMs, base.lcpMs)}, TBT ${ratio(m.tbtMs, base.tbtMs)}, JS ${ratio(m.jsKiB, base.jsKiB)}`,
    m.failingA11y.join(', ') || 'none',
  ]
  return `| ${cells.join(' | ')} |`
}

const bench = await startBenchStack()
let hello: Awaited<ReturnType<typeof startHelloWorld>> | undefined
try {
  hello = await startHelloWorld()
  const user = await createConfirmedUser('lighthouse')
  const helloRow: Row = { label: 'hello-world (Vite + React, same gateway)', runs: [] }
  const publicRows = ['/', '/explore'].map((p): Row => ({ label: `\`${p}\``, runs: [], goal: PUBLIC_GOAL }))
  const memberPaths = ['/member', '/booking', '/rankings']
  const firstRows = memberPaths.map((p): Row => ({ label: `\`${p}\` first visit, signed in`, runs: [], goal: FIRST_GOAL }))
  const repeatRows = memberPaths.map((p): Row => ({ label: `\`${p}\` repeat visit (service worker)`, runs: [], goal: REPEAT_GOAL }))

  // Runs interleave the pages, so a burst of load on the machine falls on every page alike.
  for (let run = 0; run < RUNS; run++) {
    console.log(`run ${run + 1} of ${RUNS}…`)
    helloRow.runs.push(await anonymousVisit(`${hello.url}/`))
    for (const [i, p] of ['/', '/explore'].entries()) publicRows[i].runs.push(await anonymousVisit(bench.url + p))
    for (const [i, p] of memberPaths.entries()) {
      const { first, repeat } = await signedInVisits(bench.url, p, user)
      firstRows[i].runs.push(first)
      repeatRows[i].runs.push(repeat)
    }
  }

  const base = medianOf(helloRow)
  console.log(`\nLighthouse mobile preset (simulated slow 4G, 4× CPU), median of ${RUNS}; ratios to the hello-world of this run`)
  console.log('| page | perf | LCP | TBT | CLS | JS transferred | vs hello-world | failing a11y audits |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const row of [helloRow, ...publicRows, ...firstRows, ...repeatRows]) console.log(printRow(row, base))
  console.log('\nperf score per run:')
  for (const row of [helloRow, ...publicRows, ...firstRows, ...repeatRows]) {
    console.log(`  ${row.label.padEnd(44)} ${row.runs.map((run) => run.perf).join(' / ')}`)
  }
} catch (error) {
  console.error('lighthouse bench failed:', error instanceof Error ? error.stack : error)
  process.exitCode = 1
} finally {
  await closeSql()
  await hello?.stop()
  await bench.stop()
}
