import { expect, test, type Page } from '@playwright/test'
import { loginViaDialog } from './support/auth'
import { waitForServiceWorker } from './support/offline'
import { DEMO, DEMO_PASSWORD } from './support/users'

// The app as the stack serves it carries a Content-Security-Policy and the other security headers, and
// runs under them: no violation on the landing page (hero video), through username sign-in, on member
// pages (charts, virtual lists, toasts), with the service worker still installed and in control.

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

/** Every violation the page reports, kept across navigations of this page. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  await page.exposeFunction('reportCspViolation', (line: string) => seen.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

test('the app and its worker are served with the security headers', async ({ request }) => {
  for (const path of ['/', '/member', '/sw.js', '/manifest.webmanifest']) {
    const response = await request.get(path)
    expect(response.ok(), path).toBe(true)
    const headers = response.headers()
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `${path} ${name}`).toBe(value)
    const csp = headers['content-security-policy'] ?? ''
    expect(csp, path).toContain("script-src 'self'")
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  }
})

test('the built shell has no inline script the policy would block', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
  expect(scripts.length).toBeGreaterThan(0)
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/)
    expect(body.trim()).toBe('')
  }
})

test('landing, username sign-in and member pages run without a CSP violation, the worker in control', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await expect(page.getByText('Join the Padel Revolution').first()).toBeVisible()
  // The hero clip is fetched (through the worker once it controls the page) under media-src.
  await expect.poll(() => page.evaluate(() => document.querySelector('video')?.readyState ?? 0)).toBeGreaterThan(0)
  await waitForServiceWorker(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/)

  await loginViaDialog(page, DEMO.member.username, DEMO_PASSWORD)
  await expect(page.getByRole('region', { name: 'Overview' })).toBeVisible()
  for (const path of ['/booking', '/rankings', '/player-statistics', '/player-balance', '/tournaments']) {
    await page.goto(path)
    await expect(page.getByRole('main')).not.toBeEmpty()
    await page.waitForLoadState('networkidle')
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect(violations).toEqual([])
})

test('the watcher sees a violation when there is one (an injected inline style and script)', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { outline: 1px solid red }'
    document.head.append(style)
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
  })
  await expect.poll(() => violations.some((line) => /style-src/.test(line))).toBe(true)
  await expect.poll(() => violations.some((line) => /script-src/.test(line))).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
})

test('the app refuses to be framed by another page', async ({ page, baseURL }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to display/i.test(message.text())) violations.push(message.text())
  })
  await page.setContent(`<iframe src="${baseURL}/" width="400" height="300"></iframe>`)
  await expect.poll(() => violations.length).toBeGreaterThan(0)
  const framed = page.frames().find((frame) => frame !== page.mainFrame())
  expect(await framed?.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toContain('Padel')
})
