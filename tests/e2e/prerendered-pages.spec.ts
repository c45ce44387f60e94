import { expect, test } from '@playwright/test'
import { goOffline, syncStatus, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'
import { words } from './support/words'

const HERO = 'Your next match starts here.'
const POSTER_PRELOAD = /<link rel="preload" as="image" href="\/media\/hero-poster\.jpg" fetchpriority="high"/

test('the landing and Explore arrive as HTML with their content; other routes get the empty shell', async ({ request }) => {
  const landing = await (await request.get('/')).text()
  expect(landing).toContain(HERO)
  expect(landing).toMatch(POSTER_PRELOAD)
  // The network figures are live: a placeholder of the same size, never a figure frozen at build time.
  expect(landing).toContain('data-testid="counter-members">—<')

  const explore = await (await request.get('/explore')).text()
  expect(explore).toContain('A padel network built by players')

  const member = await (await request.get('/member')).text()
  expect(member).not.toContain(HERO)
  expect(member).toContain('<div id="root"></div>')
})

test('without JavaScript the landing shows its heading; with it, the page takes over without errors and fills the figures', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const bare = await noScript.newPage()
  await bare.goto('/')
  await expect(bare.getByRole('heading', { level: 1, name: HERO })).toBeVisible()
  await noScript.close()

  const context = await browser.newContext()
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/')
  await expect(page.getByTestId('counter-members')).not.toHaveText('—')
  await expect(page.getByRole('button', { name: 'Join Now' })).toBeVisible()
  // A hydration mismatch would be logged (and React would throw the prerendered markup away).
  expect(problems).toEqual([])
  await context.close()
})

test('a Spanish browser gets the landing in Spanish from the first byte, and the page takes it over as it is', async ({ browser, request }) => {
  const raw = await (await request.get('/', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })).text()
  expect(raw).toContain('<html lang="es"')
  expect(raw).toContain('Tu próximo partido empieza aquí.')
  expect(raw).not.toContain(HERO)

  const context = await browser.newContext({ locale: 'es-ES' })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // What the browser painted before any script ran: the Spanish heading.
  const first = await (await page.goto('/'))!.text()
  expect(first).toContain('Tu próximo partido empieza aquí.')
  await expect(page.getByRole('heading', { level: 1, name: 'Tu próximo partido empieza aquí.' })).toBeVisible()
  await expect(page.getByTestId('counter-members')).not.toHaveText('—')
  // Hydrated, not rendered afresh: the prerendered root is still the one the server sent.
  expect(await page.locator('#root').getAttribute('data-prerendered-locale')).toBe('es')
  expect(problems).toEqual([])

  // Choosing English in the public header is remembered for the server: the next visit's HTML is English.
  await page.getByRole('combobox', { name: words('es', 'language_label'), exact: true }).selectOption('en')
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible()
  const english = await (await page.goto('/'))!.text()
  expect(english).toContain(HERO)
  await context.close()
})

test('offline, a signed-in deep link opens its page from the shell and never shows the landing', async ({ page, context }) => {
  const user = await createConfirmedUser('prerender-offline')
  await signInByApi(page, user.email, user.password)
  await page.goto('/member')
  await waitForServiceWorker(page)
  await waitForSynced(page)

  // Records whether the landing's hero is ever in the document, from the first byte of each load.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.getElementById('hero-title')) sessionStorage.setItem('landing-seen', '1')
    }
    new MutationObserver(seen).observe(document, { childList: true, subtree: true })
  })
  await goOffline(context)
  await page.goto('/member')
  await expect(syncStatus(page)).toContainText('Offline — last updated')
  expect(await page.evaluate(() => sessionStorage.getItem('landing-seen'))).toBeNull()
})
