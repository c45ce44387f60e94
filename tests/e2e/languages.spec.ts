import { expect, test, type Page } from '@playwright/test'
import { closeSql, sql } from './support/db'
import { goOffline, goOnline, openReady, signInAsDemo, signInAsNewMember, waitForOutboxEmpty } from './support/offline-kit'
import { words } from './support/words'

test.afterAll(closeSql)

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang)

test.describe('a French player', () => {
  test('switches to French in Settings while offline; it holds across an offline reload and reaches the profile once online', async ({ page }) => {
    const member = await signInAsNewMember(page, { prefix: 'francais' })
    await openReady(page, '/settings')
    expect(await htmlLang(page)).toBe('en')

    await goOffline(page)
    await page.getByLabel(words('en', 'language_label'), { exact: true }).selectOption('fr')
    await expect.poll(() => htmlLang(page)).toBe('fr')
    await expect(page.getByLabel(words('fr', 'language_label'), { exact: true })).toHaveValue('fr')

    await page.reload()
    await expect(page.getByLabel(words('fr', 'language_label'), { exact: true })).toHaveValue('fr')
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
        // Text wider than its own box: buttons, links, headings, labels, table cells.
        const spilled = await page.evaluate(() =>
          [...document.querySelectorAll('button, a, h1, h2, h3, label, th, td, [role="tab"], [role="radio"]')]
            .filter((el) => el instanceof HTMLElement && el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1 && !['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && getComputedStyle(el).textOverflow !== 'ellipsis')
            .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
        )
        expect(spilled, 'text overflowing its box').toEqual([])
      })
    }
  })
}
