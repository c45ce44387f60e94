import { expect, test, type Locator, type Page } from '@playwright/test'
import { rpcByApi } from './support/api'
import { fundMember, MADRID_CLUB_ID } from './support/booking'
import { sql } from './support/db'
import { syncStatus } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'
import { words } from './support/words'

// What the server says reaches a Spanish reader in Spanish: amounts in their own currency written the Spanish way
// ("20,00 €", never "€20.00") and names whole inside translated sentences, because the server sends message keys
// and values, never English for the app to read back.
test.use({ locale: 'es-ES', reducedMotion: 'reduce' })

const ENGLISH_AMOUNT = /€\d/
const SPANISH_AMOUNT = /\d,\d{2}\s€/

async function expectSpanishAmounts(where: string, region: Locator): Promise<void> {
  const text = await region.innerText()
  expect(text, `${where}: an amount written the English way`).not.toMatch(ENGLISH_AMOUNT)
  expect(text, `${where}: shows no amount`).toMatch(SPANISH_AMOUNT)
}

async function openBell(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${words('es', 'notifications_title')}`) }).click()
  const panel = page.getByLabel(words('es', 'notifications_title'), { exact: true })
  await expect(panel).toBeVisible()
  return panel
}

test('a Spanish member sees every amount the Spanish way: dashboard, wallet, statement and the bell', async ({ page }, testInfo) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  for (const path of ['/member', '/player-balance', '/player-balance/statement']) {
    await page.goto(path)
    await expect(syncStatus(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
    await expect(page.getByRole('main')).toContainText(SPANISH_AMOUNT)
    await expectSpanishAmounts(path, page.getByRole('main'))
    await page.screenshot({ path: testInfo.outputPath(`es${path.replace(/\//g, '-')}.png`), fullPage: true })
  }
  await page.goto('/member')
  await expectSpanishAmounts('the bell', await openBell(page))
  await page.screenshot({ path: testInfo.outputPath('es-bell.png') })
})

test('the club desk in Spanish: the finance ledger and the dashboard write amounts the Spanish way', async ({ page }) => {
  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  for (const path of ['/club-owner/finance', '/club-owner']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toContainText(SPANISH_AMOUNT)
    await expectSpanishAmounts(path, page.getByRole('main'))
  }
})

test('a tournament called "Jr. Open" is named whole inside Spanish sentences, its refund in euros the Spanish way', async ({ page }, testInfo) => {
  const player = await createConfirmedUser('jr-open')
  const partner = await createConfirmedUser('jr-open-partner')
  await fundMember(player.id, 50)
  const staff = { email: DEMO.club.email, password: DEMO_PASSWORD }
  const [dates] = await sql<{ starts_on: string; closes_at: string }>(
    `select to_char(current_date + 10, 'YYYY-MM-DD') as starts_on, (now() + interval '9 days')::text as closes_at`,
  )
  const id = crypto.randomUUID()
  const created = await rpcByApi(staff, 'create_tournament', {
    p_id: id, p_club_id: MADRID_CLUB_ID, p_name: 'Jr. Open', p_format: 'knockout', p_starts_on: dates!.starts_on,
    p_ends_on: dates!.starts_on, p_registration_closes_at: dates!.closes_at, p_entry_fee: 20, p_max_teams: 8,
    p_level_min: null, p_level_max: null,
  })
  expect(created.status).toBe('created')
  const invited = await rpcByApi(player, 'register_team', { p_entry_id: crypto.randomUUID(), p_tournament_id: id, p_partner_id: partner.id })
  expect(invited.status).toBe('invited')
  expect((await rpcByApi(partner, 'respond_to_invitation', { p_entry_id: invited.entry!.id, p_accept: true })).status).toBe('accepted')
  // One team only: closing registration cancels the tournament and refunds the fee.
  expect((await rpcByApi(staff, 'close_registration', { p_tournament_id: id })).status).toBe('cancelled')

  await signInByApi(page, player.email, player.password)
  await page.goto('/player-balance')
  await expect(syncStatus(page)).toHaveAttribute('data-sync-state', 'synced', { timeout: 20_000 })
  const main = page.getByRole('main')
  await expect(main).toContainText(words('es', 'ledger_entry_fee_refund_cancelled', { tournament: 'Jr. Open' }))
  await expect(main).toContainText(words('es', 'ledger_entry_fee', { tournament: 'Jr. Open' }))
  await expectSpanishAmounts('the wallet after the refund', main)
  await expect(main).toContainText('20,00\u00a0€')

  const bell = await openBell(page)
  await expect(bell).toContainText(words('es', 'notice_tournament_cancelled', { tournament: 'Jr. Open' }))
  await expect(bell).not.toContainText('is cancelled')
  await page.screenshot({ path: testInfo.outputPath('es-jr-open-bell.png') })
})
