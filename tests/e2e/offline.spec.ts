import { expect, test } from '@playwright/test'
import { goOffline, goOnline, waitForServiceWorker } from './support/offline-kit'

// The build must ship what makes the app installable, whether or not the page registers the worker yet.
test('the build serves the web app manifest and the service worker', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href, 'index.html links a web app manifest').toBeTruthy()
  const manifest = await request.get(href!)
  expect(manifest.ok()).toBe(true)
  const body = (await manifest.json()) as { name?: string; icons?: unknown[]; start_url?: string; display?: string }
  expect(body.name).toBeTruthy()
  expect(body.icons?.length ?? 0).toBeGreaterThan(0)
  expect(body.display).toBe('standalone')
  const sw = await request.get('/sw.js')
  expect(sw.ok()).toBe(true)
  expect(sw.headers()['content-type']).toContain('javascript')
})

test('offline: once the service worker is active, the app shell opens without a network', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('banner')).toBeVisible()
  // The app registers its worker on every load: a build that does not cannot work offline, and that is a failure.
  await waitForServiceWorker(page)
  await goOffline(page)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByText('Join the Padel Revolution').first()).toBeVisible()
  // A deep link opens too: navigations fall back to the precached shell.
  await page.goto('/explore')
  await expect(page.getByRole('main')).not.toBeEmpty()
  await goOnline(page)
})
