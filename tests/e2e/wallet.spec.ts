import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { MADRID_CLUB_ID } from './support/booking'
import { waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'
import { chooseDate } from './support/date-field'

test.use({ reducedMotion: 'reduce' })
test.afterAll(closeSql)

// Madrid (the demo member's home club, and where these tests pay) charges EUR: that balance is the one shown first.
const balance = (page: Page, currency = 'EUR') => page.getByTestId(`wallet-balance-${currency}`)
const ledger = (page: Page, currency = 'EUR') => page.getByRole('list', { name: `Transactions in ${currency}` })

/** The device-local calendar date `days` from today, YYYY-MM-DD (the browser runs in this machine's zone too). */
function localDate(days = 0): string {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

test('the demo member sees the seeded balance and ledger, with each row’s status', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/player-balance')
  await expect(balance(page)).toHaveText('€70.00')
  await expect(page.getByRole('heading', { name: 'Balance in Euro (EUR)' })).toBeVisible()
  // The seed's pending €40.00 top-up is listed but does not count.
  const pending = ledger(page).getByRole('listitem').filter({ hasText: 'Wallet top-up' }).filter({ hasText: '+€40.00' })
  await expect(pending.getByText('Pending', { exact: true })).toBeVisible()
  await expect(page.getByText('€40.00 pending in 1 top-up')).toBeVisible()
  await expect(ledger(page).getByText('Completed', { exact: true }).first()).toBeVisible()
  const rows = await sql<{ n: string }>(`select count(*)::text as n from public.transactions where member_id = $1`, [
    'd0000000-0000-4000-8000-000000000004',
  ])
  await expect(page.getByText(new RegExp(`^${rows[0].n} transactions ·`))).toBeVisible()

  // A period with nothing in it says so (the seed's ledger starts about 50 days ago).
  await page.getByLabel('Period').selectOption({ label: 'Last 30 days' })
  await expect(ledger(page).getByRole('listitem').filter({ hasText: '+€120.00' })).toHaveCount(0)
  await expectNoSeriousViolations(page, '/player-balance')
})

test('a new member asks to add funds, the club owner confirms at the desk, and the balance moves', async ({ page, browser }) => {
  const user = await createConfirmedUser('topup')
  const name = `${user.firstName} ${user.lastName}`
  await signInByApi(page, user.email, user.password)
  await page.goto('/player-balance')
  await waitForSynced(page)
  // No home club, nothing held: no balance yet, and no currency guessed.
  await expect(page.getByText('No balance yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Add Funds' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Funds' })
  const submit = dialog.getByRole('button', { name: 'Request top-up' })
  // A new account has no home club: the player says where they will pay, and the amount is in its currency.
  await dialog.getByRole('textbox', { name: 'Amount', exact: true }).fill('40')
  await submit.click()
  await expect(dialog.getByText("Please choose the club where you'll pay.")).toBeVisible()
  const club = dialog.getByLabel("Club where you'll pay")
  const london = await club.locator('option', { hasText: '· GBP' }).first().textContent()
  await club.selectOption({ label: london! })
  await expect(dialog.getByLabel('Amount (£)')).toBeVisible()
  await expect(dialog.getByRole('button', { name: '£20.00' })).toBeVisible()
  await club.selectOption({ label: 'ELSY Madrid (Madrid) · EUR' })
  const amount = dialog.getByLabel('Amount (€)')
  await expect(dialog.getByText('In EUR, the currency of ELSY Madrid: up to €1,000.00 at a time.')).toBeVisible()
  for (const [typed, message] of [
    ['0', 'The amount must be more than 0.00.'],
    ['1000.01', 'You can add at most 1,000.00 at a time.'],
    ['12.345', 'Please use at most 2 decimals (cents).'],
  ]) {
    await amount.fill(typed)
    await submit.click()
    await expect(dialog.getByText(message)).toBeVisible()
  }
  await amount.fill('40')
  await submit.click()
  await expect(dialog.getByRole('status')).toContainText('Top-up requested: €40.00 at ELSY Madrid')
  await dialog.getByRole('button', { name: 'Done' }).click()

  const row = ledger(page).getByRole('listitem').filter({ hasText: '+€40.00' })
  await expect(row.getByText('Pending', { exact: true })).toBeVisible()
  await expect(balance(page)).toHaveText('€0.00')
  await expect(page.getByText('€40.00 pending in 1 top-up')).toBeVisible()
  await expect
    .poll(async () => (await sql(`select status from public.transactions where member_id = $1 and kind = 'top_up'`, [user.id])).map((r) => r.status))
    .toEqual(['pending'])

  await test.step('the club owner confirms the payment on the finance page', async () => {
    const staff = await browser.newContext({ reducedMotion: 'reduce' })
    const desk = await staff.newPage()
    await signInByApi(desk, DEMO.club.email, DEMO_PASSWORD)
    // The club owner's own top-up waits for someone else: no button, a sentence saying who may confirm it.
    await sql(
      `insert into public.transactions (member_id, type, kind, amount, currency, description, status, club_id, created_by)
       values ($1, 'credit', 'top_up', 15.00, 'EUR', 'Wallet top-up', 'pending', $2, $1)`,
      ['d0000000-0000-4000-8000-000000000003', MADRID_CLUB_ID],
    )
    await desk.goto('/club-owner/finance')
    const confirm = desk.getByRole('button', { name: `Confirm payment of €40.00 from ${name}` })
    await expect(confirm).toBeVisible()
    const own = desk.getByRole('list', { name: 'Pending top-ups' }).getByRole('listitem').filter({ hasText: 'Lucia Fernandez' })
    await expect(own).toContainText('€15.00')
    await expect(own).toContainText('This is your own top-up: another staff member of ELSY Madrid (or a super admin) must take the payment and confirm it.')
    await expect(own.getByRole('button')).toHaveCount(0)
    await expectNoSeriousViolations(desk, '/club-owner/finance')
    // Asked twice, naming the member and the amount: "Not yet" leaves the request waiting.
    await confirm.click()
    const ask = desk.getByRole('alertdialog', { name: `Confirm €40.00 from ${name}?` })
    await expect(ask).toContainText(`€40.00 is added to ${name}'s EUR balance at once`)
    await expect(ask.getByRole('button', { name: 'Not yet' })).toBeFocused()
    await expectNoSeriousViolations(desk, 'the top-up confirmation')
    await ask.getByRole('button', { name: 'Not yet' }).click()
    await expect(ask).toHaveCount(0)
    expect((await sql(`select status from public.transactions where member_id = $1 and kind = 'top_up'`, [user.id]))[0].status).toBe('pending')
    await confirm.click()
    await ask.getByRole('button', { name: 'Confirm €40.00' }).click()
    await expect(desk.getByRole('status').filter({ hasText: 'Payment confirmed' })).toContainText(`€40.00 added to ${name}'s EUR balance.`)
    await expect(confirm).toHaveCount(0)
    await staff.close()
  })

  expect((await sql(`select status from public.transactions where member_id = $1 and kind = 'top_up'`, [user.id]))[0].status).toBe('completed')
  await page.reload()
  await expect(balance(page)).toHaveText('€40.00')
  await expect(row.getByText('Completed', { exact: true })).toBeVisible()
})

test('a statement for chosen dates: CSV download and printable page agree with the ledger', async ({ page }) => {
  const user = await createConfirmedUser('statement')
  // A ledger with history before the period (the opening balance), rows in it, and a pending top-up.
  await sql(
    `insert into public.transactions (member_id, type, kind, amount, currency, description, status, created_at, completed_at)
     values ($1, 'credit', 'top_up', 50.00, 'EUR', 'Wallet top-up', 'completed', now() - interval '40 days', now() - interval '40 days'),
            ($1, 'credit', 'top_up', 30.00, 'EUR', 'Wallet top-up', 'completed', now() - interval '5 days', now() - interval '5 days'),
            ($1, 'debit', 'adjustment', 12.50, 'EUR', 'Desk correction, racket hire', 'completed', now() - interval '3 days', now() - interval '3 days'),
            ($1, 'credit', 'top_up', 20.00, 'EUR', 'Wallet top-up', 'pending', now() - interval '2 days', null),
            ($1, 'credit', 'top_up', 25.00, 'GBP', 'Wallet top-up', 'completed', now() - interval '4 days', now() - interval '4 days')`,
    [user.id],
  )
  const from = localDate(-10)
  const to = localDate(0)
  await signInByApi(page, user.email, user.password)
  await page.goto('/player-balance')
  await waitForSynced(page)
  // Two balances, never added: each with its own figure and ledger.
  await expect(balance(page)).toHaveText('€67.50')
  await expect(balance(page, 'GBP')).toHaveText('£25.00')
  await expect(ledger(page, 'GBP').getByRole('listitem')).toHaveCount(1)
  await expect(ledger(page).getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('navigation', { name: 'Your balances' }).getByRole('link')).toHaveText(['EUR€67.50', 'GBP£25.00'])
  await expectNoSeriousViolations(page, '/player-balance with two currencies')

  await page.getByRole('button', { name: 'EUR statement' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Statement' })
  await expect(dialog.getByLabel('Balance')).toHaveValue('EUR')
  await dialog.getByLabel('Period').selectOption({ label: 'Custom dates' })
  await chooseDate(dialog.getByLabel('From', { exact: true }), from)
  await chooseDate(dialog.getByLabel('To', { exact: true }), to)
  const summary = dialog.getByRole('definition')
  await expect(summary).toHaveText(['€50.00', '€30.00', '€12.50', '€67.50', '2'])
  await dialog.getByLabel('Balance').selectOption('GBP')
  await expect(summary).toHaveText(['£0.00', '£25.00', '£0.00', '£25.00', '1'])
  await dialog.getByLabel('Balance').selectOption('EUR')
  await expect(summary).toHaveText(['€50.00', '€30.00', '€12.50', '€67.50', '2'])
  await expectNoSeriousViolations(page, 'statement dialog')

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download CSV' }).click()])
  expect(download.suggestedFilename()).toBe(`elsy-statement-EUR-${from}-to-${to}.csv`)
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data
  expect(rows[0]).toEqual(['Date', 'Description', 'Status', 'Credit (EUR)', 'Debit (EUR)', 'Balance (EUR)'])
  expect(rows[1]).toEqual([from, 'Opening balance', '', '', '', '50.00'])
  expect(rows.slice(2, 4).map((r) => r.slice(1))).toEqual([
    ['Wallet top-up', 'Completed', '30.00', '', '80.00'],
    ['Desk correction, racket hire', 'Completed', '', '12.50', '67.50'],
  ])
  expect(rows[4]).toEqual([to, 'Closing balance', '', '30.00', '12.50', '67.50'])
  expect(rows[5].slice(1)).toEqual(['Wallet top-up (not counted until confirmed)', 'Pending', '20.00', '', ''])

  await dialog.getByRole('link', { name: 'Printable statement' }).click()
  await expect(page).toHaveURL(new RegExp(`/player-balance/statement\\?from=${from}&to=${to}&currency=EUR$`))
  const sheet = page.getByRole('article', { name: 'Statement' })
  await expect(sheet.getByTestId('statement-currency')).toHaveText('Balance in Euro (EUR)')
  await expect(sheet.getByRole('row', { name: /Opening balance/ })).toContainText('€50.00')
  await expect(sheet.getByRole('row', { name: /Desk correction, racket hire/ })).toContainText('€12.50')
  await expect(sheet.getByRole('row', { name: /Closing balance/ })).toContainText('€67.50')
  await expect(sheet).not.toContainText('£')
  await expect(sheet.getByText('Pending top-ups (not counted)')).toBeVisible()
  await expect(sheet).toContainText(`${user.firstName} ${user.lastName}`)
  await expectNoSeriousViolations(page, '/player-balance/statement')

  // Printed, the statement is the page: the app's sidebar, top bar and the sheet's buttons are left out.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'ELSY MEMBER' })).toBeHidden()
  await expect(page.getByRole('search')).toBeHidden()
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(sheet.getByRole('row', { name: /Closing balance/ })).toBeVisible()
})
