import { randomUUID } from 'node:crypto'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { accessToken, bookByApi } from './support/booking'
import { closeSql, sql } from './support/db'
import { expectToast } from './support/toast'
import { DEMO, DEMO_PASSWORD } from './support/users'
import { signInAsDemoAdmin } from './support/two-step'

const clubName = `E2E Club ${randomUUID().slice(0, 6)}`

test.afterAll(async () => {
  // The club made here, its courts and what was written about it.
  await sql('delete from public.audit_log where club_id in (select id from public.clubs where name = $1)', [clubName])
  await sql('delete from public.clubs where name = $1', [clubName])
  await closeSql()
})

async function shoot(page: Page, name: string, path: (n: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

const publicCourts = async () => (await sql<{ courts: number }>('select courts from public.network_stats'))[0].courts

/** Whether a visitor's Explore page lists the club, once its cards have come. */
async function exploreLists(browser: Browser, name: string): Promise<boolean> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const visitor = await context.newPage()
  await visitor.goto('/explore')
  const cards = visitor.getByRole('region', { name: 'Our locations' }).getByRole('link', { name: / Book a court here$/ })
  await expect(cards.filter({ hasText: 'ELSY Madrid' })).toBeVisible()
  const listed = await cards.filter({ hasText: name }).count()
  await context.close()
  return listed > 0
}

test('the super admin creates a club with two courts, deactivates it (members cannot book it, visitors no longer see it), reactivates it and removes its owner', async ({ page, browser }, testInfo) => {
  const courtsBefore = await publicCourts()
  await signInAsDemoAdmin(page)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'ELSY ADMIN' }).getByRole('link', { name: 'Clubs' }).click()
  await expect(page).toHaveURL(/\/admin\/clubs$/)
  await expect(page.getByRole('heading', { name: 'Clubs', level: 1 })).toBeVisible()
  const list = page.getByRole('list', { name: 'Clubs' })
  await expect(list.getByRole('listitem').filter({ hasText: 'ELSY Madrid' })).toContainText(DEMO.club.email)

  await page.getByRole('button', { name: 'New club' }).click()
  const form = page.getByRole('region', { name: 'New club' })
  await form.getByLabel('Name', { exact: true }).fill(clubName)
  await form.getByLabel('Country', { exact: true }).selectOption({ label: 'United Kingdom' })
  await expect(form.getByText('Currency GBP · time zone Europe/London')).toBeVisible()
  await form.getByLabel('City').fill('Leeds')
  await form.getByLabel('Address').fill('1 Court Lane')
  await form.getByLabel('Every day: closes at').selectOption('19:30')
  await form.getByLabel('Court 1 name').fill('Centre')
  await form.getByLabel('Off-peak £', { exact: true }).fill('20')
  await form.getByLabel('Peak £', { exact: true }).fill('30')
  await form.getByRole('button', { name: 'Add a court' }).click()
  const second = form.getByRole('group', { name: 'Court 2' })
  await second.getByLabel('Type').selectOption('outdoor')
  await second.getByLabel('Peak £', { exact: true }).fill('')
  await expectNoSeriousViolations(page, 'the new club form')
  await shoot(page, 'admin-clubs-new', (n) => testInfo.outputPath(n))
  await page.setViewportSize({ width: 390, height: 844 })
  await form.screenshot({ path: testInfo.outputPath('admin-clubs-form-390.png'), animations: 'disabled' })
  await page.setViewportSize({ width: 1280, height: 800 })

  // A refusal keeps what was typed.
  await form.getByRole('button', { name: 'Create club' }).click()
  await expect(form.getByRole('alert')).toHaveText(/Court 2: please give the peak price/)
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(clubName)
  await second.getByLabel('Peak £', { exact: true }).fill('25')
  await form.getByRole('button', { name: 'Create club' }).click()
  await expectToast(page, 'Club created')
  await expect(form).toHaveCount(0)

  const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: clubName }) })
  await expect(card).toContainText('Leeds, United Kingdom · GBP · Europe/London')
  await expect(card).toContainText(/Courts in service\s*2 of 2/)
  const [club] = await sql<{ id: string; currency: string }>('select id, currency from public.clubs where name = $1', [clubName])
  expect(club.currency).toBe('GBP')
  const courts = await sql<{ name: string; type: string; peak_price: string }>('select name, type, peak_price from public.courts where club_id = $1 order by number', [club.id])
  expect(courts).toEqual([
    { name: 'Centre', type: 'indoor', peak_price: '30.00' },
    { name: 'Court 2', type: 'outdoor', peak_price: '25.00' },
  ])
  expect(await publicCourts()).toBe(courtsBefore + 2)
  expect(await exploreLists(browser, clubName)).toBe(true)

  // Deactivate: a reason first.
  await card.getByRole('button', { name: `Deactivate ${clubName}` }).click()
  const confirm = page.getByRole('alertdialog', { name: `Deactivate ${clubName}?` })
  await confirm.getByRole('button', { name: 'Deactivate club' }).click()
  await expect(confirm.getByText('Please give a reason for deactivating the club.')).toBeVisible()
  await confirm.getByLabel('Reason').fill('Roof repairs')
  await expectNoSeriousViolations(page, 'the deactivation dialog')
  await confirm.getByRole('button', { name: 'Deactivate club' }).click()
  await expectToast(page, 'Club deactivated')
  await expect(card.getByText('Deactivated', { exact: true })).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('deactivated')
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('listitem')).toContainText(clubName)
  await shoot(page, 'admin-clubs-list', (n) => testInfo.outputPath(n))

  // A member cannot book it.
  const [{ court_id: courtId, date }] = await sql<{ court_id: string; date: string }>(
    `select k.id as court_id, to_char((now() at time zone 'Europe/London')::date + 3, 'YYYY-MM-DD') as date from public.courts k where k.club_id = $1 and k.number = 1`,
    [club.id],
  )
  const token = await accessToken(DEMO.member.email, DEMO_PASSWORD)
  const refused = await bookByApi(token, { clubId: club.id, courtId, courtNumber: 1, date, slotId: 2, label: '' })
  expect(refused).toMatchObject({ status: 'club_inactive', message: `${clubName} is not taking bookings.` })

  // Nor is it advertised: not on Explore, and its courts are out of the landing's counter.
  expect(await publicCourts()).toBe(courtsBefore)
  expect(await exploreLists(browser, clubName)).toBe(false)

  // Reactivate.
  await card.getByRole('button', { name: `Reactivate ${clubName}` }).click()
  await page.getByRole('alertdialog', { name: `Reactivate ${clubName}?` }).getByRole('button', { name: 'Reactivate club' }).click()
  await expectToast(page, 'Club reactivated')
  await page.getByLabel('Status', { exact: true }).selectOption('active')
  await expect(card).toBeVisible()
  await expect(card.getByText('Deactivated', { exact: true })).toHaveCount(0)
  expect(await publicCourts()).toBe(courtsBefore + 2)

  // Remove the owner (appointed here as the database would: the appointment itself goes through the edge function).
  await sql("update public.clubs set owner_id = (select id from public.profiles where email = $1) where id = $2", [DEMO.member.email, club.id])
  await page.reload()
  await page.getByRole('search', { name: 'Filter the clubs' }).getByLabel('Search').fill(clubName)
  await expect(card).toContainText(`${DEMO.member.firstName} ${DEMO.member.lastName}`)
  await card.getByRole('button', { name: `Owner of ${clubName}` }).click()
  const owner = page.getByRole('dialog', { name: `Owner of ${clubName}` })
  await expect(owner).toContainText(`${DEMO.member.firstName} ${DEMO.member.lastName} (${DEMO.member.email}) owns the club.`)
  await expectNoSeriousViolations(page, 'the owner dialog')
  await owner.getByRole('button', { name: 'Remove owner' }).click()
  await expectToast(page, 'Owner removed')
  await expect(card).toContainText('Owner: none')
  const [after] = await sql<{ owner_id: string | null }>('select owner_id from public.clubs where id = $1', [club.id])
  expect(after.owner_id).toBeNull()

  // Edit: the desk's settings, on this club.
  await card.getByRole('button', { name: `Edit ${clubName}` }).click()
  await expect(page).toHaveURL(/\/club-owner\/settings$/)
  await expect(page.getByText(`How ${clubName} runs.`)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Courts' }).getByLabel('Name').first()).toHaveValue('Centre')
})
