import { expect, test, type Page } from '@playwright/test'
import { expectLabelsInNames, expectNoSeriousViolations } from './support/axe-check'
import { bookingForm, confirmSheet, dayName, fundMember, MADRID_CLUB_ID } from './support/booking'
import { sql } from './support/db'
import { signInByApi } from './support/session'
import { createConfirmedUser } from './support/users'

const SHOTS = process.env.ELSY_SHOTS_DIR
const PHONE = { width: 390, height: 844 }

/** Every tap the player makes, counted. */
function tapper() {
  let taps = 0
  return {
    tap: async (target: ReturnType<Page['getByRole']>) => {
      taps++
      await target.click()
    },
    get count() {
      return taps
    },
  }
}

/** How tall the page's content is, whichever element scrolls it: the bottom of <main> in page coordinates. */
async function pageHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const main = document.getElementById('main')
    const bottom = main ? main.getBoundingClientRect().bottom + window.scrollY : 0
    return Math.ceil(Math.max(bottom, document.documentElement.scrollHeight, document.body.scrollHeight))
  })
}

test.use({ viewport: PHONE })

test('a new player books from the home screen in three taps on a phone, seeing price, balance after and terms first', async ({ page }, testInfo) => {
  const player = await createConfirmedUser('threetaps')
  await sql('update public.profiles set home_club_id = $1 where id = $2', [MADRID_CLUB_ID, player.id])
  await fundMember(player.id, 100)
  await signInByApi(page, player.email, player.password)
  await page.goto('/')
  const taps = tapper()
  const started = Date.now()

  // 1: the home screen's Book a Court.
  await taps.tap(page.getByRole('region', { name: 'Your next match starts here.' }).getByRole('link', { name: 'Book a Court' }))
  await expect(page).toHaveURL(/\/booking/)
  const form = bookingForm(page)
  await expect(form.getByRole('combobox', { name: 'Club' })).toHaveValue('ELSY Madrid')
  const grid = form.getByRole('region', { name: 'Courts and time slots' })
  const free = grid.getByRole('button', { name: /, free, / })
  await expect(free.first()).toBeEnabled({ timeout: 20_000 })
  await expect(form.getByRole('status').filter({ hasText: /Checking which courts/ })).toHaveCount(0)

  // The whole page, grid and all, is at most two phone screens tall.
  const height = await pageHeight(page)
  testInfo.annotations.push({ type: 'booking page height at 390 px', description: `${height} px` })
  expect(height).toBeLessThanOrEqual(2 * PHONE.height)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-grid-390.png` })
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-page-390-full.png`, fullPage: true })
  await expectNoSeriousViolations(page, '/booking at 390 px')
  await expectLabelsInNames(page, '/booking at 390 px')

  // 2: a free cell. Its words say court, kind, time and price.
  const cell = free.first()
  const label = (await cell.getAttribute('aria-label')) ?? ''
  const [, court, kind, time, price] = /^Court (\d+), (Indoor|Outdoor), (\d\d:\d\d - \d\d:\d\d), free, (€\d+\.\d\d)$/.exec(label) ?? []
  expect(court, label).toBeTruthy()
  const day = await form.getByRole('group', { name: 'Date' }).getByRole('button', { pressed: true }).getAttribute('aria-label')
  await taps.tap(cell)

  const sheet = confirmSheet(page)
  await expect(sheet).toBeVisible()
  await expect(sheet).toContainText(`Court ${court} · ${kind}`)
  await expect(sheet).toContainText(time)
  await expect(sheet).toContainText(day!.replace(/, Today .*$/, ''))
  await expect(sheet).toContainText(price)
  const priceValue = Number(price.slice(1))
  await expect(sheet.getByTestId('balance-after')).toHaveText(`€${(100 - priceValue).toFixed(2)} (now €100.00)`)
  await expect(sheet.getByTestId('cancellation-terms')).toHaveText(/^(Full refund if you cancel before \w{3} \d+ \w{3}, \d\d:\d\d \(24 h before the start\); no refund after that\.|No refund if you cancel: full refunds end 24 h before the start\.)$/)
  const book = sheet.getByRole('button', { name: 'Book Court' })
  // The Book button is in the first viewport, no scrolling.
  const box = await book.boundingBox()
  expect(box).not.toBeNull()
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
  expect(box!.y).toBeGreaterThanOrEqual(0)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-sheet-390.png` })
  await expectNoSeriousViolations(page, 'the confirmation sheet at 390 px')

  // 3: Book.
  await taps.tap(book)
  await expect(form.getByRole('status').filter({ hasText: 'Confirmed' })).toContainText(`Court ${court}`, { timeout: 20_000 })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  testInfo.annotations.push({ type: 'taps from the home screen', description: String(taps.count) }, { type: 'time to a confirmed booking', description: `${seconds} s` })
  expect(taps.count).toBe(3)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-confirmed-390.png` })

  // A whole day of slots (two weeks ahead: none has started) with this booking listed still fits in two phone screens.
  await page.goto('/booking')
  await form.getByRole('group', { name: 'Date' }).getByRole('button', { name: /^\w{3} \d+ \w{3} \d{4}$/ }).last().click()
  await expect(grid.getByRole('row')).toHaveCount(9)
  const fullDay = await pageHeight(page)
  testInfo.annotations.push({ type: 'booking page height at 390 px, a full day', description: `${fullDay} px` })
  expect(fullDay).toBeLessThanOrEqual(2 * PHONE.height)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-full-day-390.png`, fullPage: true })

  const rows = await sql<{ n: number; price: string }>(
    `select count(*)::int as n, max(price)::text as price from public.bookings where member_id = $1 and status = 'confirmed'`,
    [player.id],
  )
  expect(rows[0]).toEqual({ n: 1, price: priceValue.toFixed(2) })
})

test('the same flow on a desktop: the grid fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const player = await createConfirmedUser('desk')
  await sql('update public.profiles set home_club_id = $1 where id = $2', [MADRID_CLUB_ID, player.id])
  await signInByApi(page, player.email, player.password)
  await page.goto('/booking')
  const grid = bookingForm(page).getByRole('region', { name: 'Courts and time slots' })
  await expect(grid.getByRole('button').first()).toBeVisible({ timeout: 20_000 })
  const overflow = await grid.evaluate((el) => el.scrollWidth - el.clientWidth)
  expect(overflow).toBeLessThanOrEqual(1)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-grid-1280.png`, fullPage: true })
  await grid.getByRole('button', { name: /, free, / }).first().click()
  await expect(confirmSheet(page)).toBeVisible()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/booking-sheet-1280.png` })
  await expectNoSeriousViolations(page, 'the confirmation dialog at 1280 px')
})

test('when every slot of today has started, the page opens on the next day with a free court and says so', async ({ page }) => {
  // The club's clock is put at about 22:30 (after its last slot, before midnight) by giving it a fixed-offset zone.
  const [{ zone, today }] = await sql<{ zone: string; today: string }>(
    `with o as (select (((22.5 - extract(hour from now() at time zone 'UTC') - extract(minute from now() at time zone 'UTC') / 60.0)::numeric + 36) % 24 - 12)::int as h)
     select case when h >= 0 then 'Etc/GMT-' || h else 'Etc/GMT+' || (-h) end as zone,
            to_char((now() at time zone (case when h >= 0 then 'Etc/GMT-' || h else 'Etc/GMT+' || (-h) end))::date, 'YYYY-MM-DD') as today
       from o`,
  )
  const [{ zone: before }] = await sql<{ zone: string }>('select time_zone as zone from public.clubs where id = $1', [MADRID_CLUB_ID])
  await sql('update public.clubs set time_zone = $1 where id = $2', [zone, MADRID_CLUB_ID])
  try {
    const player = await createConfirmedUser('late')
    await sql('update public.profiles set home_club_id = $1 where id = $2', [MADRID_CLUB_ID, player.id])
    await signInByApi(page, player.email, player.password)
    await page.goto('/booking')
    const form = bookingForm(page)
    const [y, m, d] = today.split('-').map(Number)
    const tomorrow = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
    await expect(form.getByRole('status').filter({ hasText: 'Nothing left to book today' })).toContainText(`showing ${dayName(tomorrow)}`, { timeout: 20_000 })
    await expect(form.getByRole('group', { name: 'Date' }).getByRole('button', { pressed: true })).toHaveAccessibleName(dayName(tomorrow))
    await expect(form.getByRole('region', { name: 'Courts and time slots' }).getByRole('button', { name: /, free, / }).first()).toBeEnabled()
    // Today is still there to look at, and says why there is nothing.
    await form.getByRole('group', { name: 'Date' }).getByRole('button', { name: `${dayName(today)}, today` }).click()
    await expect(form.getByText('Every slot of this day has started. Pick another date.')).toBeVisible()
  } finally {
    await sql('update public.clubs set time_zone = $1 where id = $2', [before, MADRID_CLUB_ID])
  }
})
