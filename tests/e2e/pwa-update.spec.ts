import { expect, test, type Page } from '@playwright/test'
import { appendFile } from 'node:fs/promises'
import path from 'node:path'
import { waitForServiceWorker } from './support/offline'
import { serveAppCopy, type StaticApp } from './support/static-app'

let app: StaticApp
test.beforeEach(async () => {
  app = await serveAppCopy()
})
test.afterEach(async () => {
  await app.close()
})

/** Which worker controls the page: build 2 answers 'build-2' (see below), build 1 never answers. */
function askBuild(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const worker = navigator.serviceWorker.controller
        if (!worker) return resolve(null)
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(String(event.data))
        worker.postMessage('E2E_BUILD?', [channel.port2])
        setTimeout(() => resolve(null), 1000)
      }),
  )
}

/**
 * Build 1 is open with a half-filled login form; build 2 is deployed; the prompt must appear without
 * touching the form, and Reload must bring the page up under build 2.
 */
async function updateJourney(page: Page, opts: { returningVisit: boolean }) {
  await page.goto(`${app.url}/`)
  await waitForServiceWorker(page)
  // A returning visit: the page was already controlled when it loaded (the everyday case).
  if (opts.returningVisit) await page.reload()
  expect(await askBuild(page)).toBeNull()

  // Half-fill the login dialog, and mark this document so a reload would show.
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Play with ELSY' })
  await dialog.getByLabel('Email or Username').fill('half.filled@example.test')
  await dialog.getByLabel('Password', { exact: true }).fill('not-sent-yet')
  await page.evaluate(() => ((window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true))

  // "Deploy" build 2: a byte-different worker that can say which build it is.
  await appendFile(
    path.join(app.dir, 'sw.js'),
    `\n;self.addEventListener('message', (e) => { if (e.data === 'E2E_BUILD?') e.ports[0].postMessage('build-2') });\n`,
  )
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())!.update()
  })

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' })
  await expect(prompt).toBeVisible({ timeout: 20_000 })
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible()
  // The new worker waits for the user: same document, same typed values, old worker still in control.
  await page.waitForTimeout(1000)
  expect(await page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(true)
  await expect(dialog.getByLabel('Email or Username')).toHaveValue('half.filled@example.test')
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('not-sent-yet')
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe('installed')
  expect(await askBuild(page)).toBeNull()

  // A modal dialog makes the rest of the page inert (Ark): the person finishes or closes the form first.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await prompt.getByRole('button', { name: 'Reload' }).click()
  // The page reloads under the new worker.
  // Evaluations racing the reload throw "context destroyed": count those as "not yet".
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument ?? false).catch(() => true))
    .toBe(false)
  await page.waitForLoadState()
  await expect.poll(() => askBuild(page).catch(() => null), { timeout: 15_000 }).toBe('build-2')
  await expect(page.getByText('A new version is available')).toBeHidden()
  await expect(page.getByRole('banner')).toBeVisible()
}

test('a new build shows "A new version is available", keeps a half-filled form, and Reload switches to it', async ({ page }) => {
  await updateJourney(page, { returningVisit: true })
})

test('the same, in the session that first installed the worker', async ({ page }) => {
  await updateJourney(page, { returningVisit: false })
})
