import { expect, test, type Page } from '@playwright/test'
import { closeSql, sql } from './support/db'
import { linkIn, waitForMail } from './support/inbox'
import { uniqueUser } from './support/users'
import { goOffline, goOnline, openReady, signInAsDemo, signInAsNewMember, waitForOutboxEmpty } from './support/offline-kit'
import { words } from './support/words'

test.afterAll(closeSql)

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

test.describe('a Spanish visitor', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } })

  test('joins in Spanish, gets the confirmation e-mail in Spanish, and the app opens in Spanish', async ({ page }) => {
    const user = uniqueUser('espanol')
    const es = (key: string, values?: Record<string, string>) => words('es', key, values)
    await page.goto('/')
    await expect.poll(() => htmlLang(page)).toBe('es')
    await expect(page.getByRole('combobox', { name: es('language_label'), exact: true })).toHaveValue('es')
    await page.getByRole('button', { name: es('site_open_menu') }).click()
    await page.getByRole('button', { name: es('site_join_us'), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: es('join_title') })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(es('join_first_name'), { exact: true }).fill(user.firstName)
    await dialog.getByLabel(es('join_last_name'), { exact: true }).fill(user.lastName)
    await dialog.getByLabel(es('join_email'), { exact: true }).fill(user.email)
    await dialog.getByLabel(es('join_username'), { exact: true }).fill(user.username)
    await dialog.getByLabel(es('join_password'), { exact: true }).fill(user.password)
    await dialog.getByRole('button', { name: es('join_register') }).click()
    const success = page.getByRole('alertdialog', { name: es('join_success_title') }).or(page.getByRole('dialog', { name: es('join_success_title') }))
    await expect(success).toContainText(es('join_success_description'))

    const mail = await waitForMail(user.email)
    expect(mail.subject).toBe('Confirma tu cuenta de ELSY')
    expect(mail.html).toContain('¡Te damos la bienvenida a ELSY!')
    expect((await sql<{ locale: string | null }>('select locale from public.profiles where email = $1', [user.email]))[0]?.locale).toBe('es')

    await page.goto(linkIn(mail, '/verify'))
    await expect(page).toHaveURL(/\/member$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(es('greeting_first', { name: user.firstName }))
    expect(await htmlLang(page)).toBe('es')
  })
})

test.describe('a British player', () => {
  test('reads the spec\'s English, and an e-mail in English', async ({ page }) => {
    await page.goto('/')
    expect(await htmlLang(page)).toBe('en')
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en')
    await expect(page.getByText('Join the Padel Revolution').first()).toBeVisible()
  })
})

test.describe('a French player', () => {
  test('switches to French in Settings while offline; it holds across an offline reload and reaches the profile once online', async ({ page }) => {
    const member = await signInAsNewMember(page, { prefix: 'francais' })
    await openReady(page, '/settings')
    expect(await htmlLang(page)).toBe('en')

    await goOffline(page)
    await page.getByRole('combobox', { name: words('en', 'language_label'), exact: true }).selectOption('fr')
    await expect.poll(() => htmlLang(page)).toBe('fr')
    await expect(page.getByRole('combobox', { name: words('fr', 'language_label'), exact: true })).toHaveValue('fr')

    await page.reload()
    await expect(page.getByRole('combobox', { name: words('fr', 'language_label'), exact: true })).toHaveValue('fr')
    expect(await htmlLang(page)).toBe('fr')
    expect((await sql<{ locale: string | null }>('select locale from public.profiles where id = $1', [member.id]))[0]?.locale).toBeNull()

    await goOnline(page)
    await waitForOutboxEmpty(page)
    expect((await sql<{ locale: string | null }>('select locale from public.profiles where id = $1', [member.id]))[0]?.locale).toBe('fr')
  })
})

// The pages a player uses most, in three languages at a phone's width, for a person to look at
// (tests/e2e/screenshots/ is gitignored); German words are the longest: nothing may stick out of its box.
for (const locale of ['es-ES', 'fr-FR', 'de-DE'] as const) {
  test.describe(`${locale} at 390 px`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' })

    for (const [name, path] of [['home', '/'], ['booking', '/booking'], ['player-balance', '/player-balance']] as const) {
      test(name, async ({ page }) => {
        if (path !== '/') await signInAsDemo(page)
        await page.goto(path)
        await expect(page.getByRole('main')).not.toBeEmpty()
        await expect.poll(() => htmlLang(page)).toBe(locale.slice(0, 2))
        await page.evaluate(() => document.fonts.ready)
        await page.waitForTimeout(600)
        await page.screenshot({ path: `tests/e2e/screenshots/${name}-${locale}-390.png`, fullPage: true })
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(sideways, 'the page scrolls sideways').toBeLessThanOrEqual(0)
        // Text wider than its own box: buttons, links, headings, labels, table cells (not the 1 px boxes of text for screen readers only).
        const spilled = await page.evaluate(() =>
          [...document.querySelectorAll('button, a, h1, h2, h3, label, th, td, [role="tab"], [role="radio"]')]
            .filter((el) => el instanceof HTMLElement && el.offsetParent !== null && el.clientWidth > 2 && el.scrollWidth > el.clientWidth + 1 && !['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && getComputedStyle(el).textOverflow !== 'ellipsis')
            .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
        )
        expect(spilled, 'text overflowing its box').toEqual([])
      })
    }
  })
}
