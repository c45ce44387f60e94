import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { rpcByApi } from './support/api'
import { fundMember, MADRID_CLUB_ID } from './support/booking'
import { sql } from './support/db'
import { goOffline, goOnline, syncStatus, waitForServiceWorker, waitForSynced } from './support/offline'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { createConfirmedUser, DEMO, DEMO_PASSWORD, type TestUser } from './support/users'

// Contrast is measured once animations have settled.
test.use({ reducedMotion: 'reduce' })

/** axe (WCAG 2 A and AA): no serious or critical finding. */
async function expectAccessible(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`)
  expect(serious, `axe on ${what}`).toEqual([])
}

/** One player invites another and the partner accepts, through the API. */
async function pairByApi(user: TestUser, partner: TestUser & { id: string }, tournamentId: string): Promise<string> {
  const invited = await rpcByApi(user, 'register_team', { p_entry_id: crypto.randomUUID(), p_tournament_id: tournamentId, p_partner_id: partner.id })
  expect(invited.status).toBe('invited')
  const accepted = await rpcByApi(partner, 'respond_to_invitation', { p_entry_id: invited.entry!.id, p_accept: true })
  return accepted.status
}

async function signedInPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signInByApi(page, email, password)
  return page
}

const displayName = (u: TestUser) => `${u.firstName} ${u.lastName}`

test('the demo member sees the seeded tournaments, their draws and winners, online and offline', async ({ page, context }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/tournaments')
  await waitForServiceWorker(page)
  await waitForSynced(page)

  const open = page.getByRole('region', { name: /Open for registration/ })
  const running = page.getByRole('region', { name: /In progress/ })
  const past = page.getByRole('region', { name: /^Past/ })
  await expect(open.getByRole('link', { name: 'Madrid Winter League' })).toBeVisible()
  await expect(open.getByText('Rating 1,450–1,750')).toBeVisible()
  await expect(running.getByRole('link', { name: 'Barcelona Masters' })).toBeVisible()
  await expect(past.getByText(/^Winners: /)).toBeVisible()
  await expectAccessible(page, '/tournaments')

  await test.step('a finished knockout: bracket by rounds and the winners', async () => {
    await past.getByRole('link', { name: 'Madrid Autumn Open' }).click()
    await expect(page).toHaveURL(/tournament=ab000000-0000-4000-8000-000000000001/)
    const bracket = page.getByRole('region', { name: /Bracket/ })
    await expect(bracket.getByRole('region', { name: 'Final', exact: true })).toBeVisible()
    await expect(bracket.getByRole('region', { name: 'Quarter-finals', exact: true }).getByRole('listitem')).toHaveCount(4)
    const winners = page.getByRole('region', { name: 'Winners' })
    await expect(winners).toBeVisible()
    // The banner's pair is the final's winner.
    const pair = await winners.locator('p').last().innerText()
    await expect(bracket.getByRole('region', { name: 'Final', exact: true })).toContainText(`${pair} (won)`)
    await expectAccessible(page, 'a finished tournament')
  })

  await test.step('offline: the list and a visited tournament open from this device', async () => {
    await page.getByRole('link', { name: 'All tournaments' }).click()
    await goOffline(context)
    await expect(syncStatus(page)).toContainText('Offline')
    await page.reload()
    await expect(page.getByText(/^Offline — showing tournaments as of/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Madrid Winter League' })).toBeVisible()
    await page.getByRole('link', { name: 'Madrid Autumn Open' }).click()
    await expect(page.getByRole('region', { name: /Bracket/ }).getByRole('region', { name: 'Final', exact: true })).toBeVisible()
    await goOnline(context)
  })
})

test('a fresh member registers a pair (sent from the outbox), pays the fee; staff close registration and the bracket appears', async ({ page, context, browser }) => {
  test.setTimeout(120_000)
  const [player, partner, other1, other2] = await Promise.all(['treg', 'tpar', 'toth', 'toth'].map((p) => createConfirmedUser(p)))
  await Promise.all([fundMember(player.id, 50), fundMember(other1.id, 50)])
  const name = `E2E Cup ${Date.now().toString(36)}`

  const staff = await signedInPage(browser, DEMO.club.email, DEMO_PASSWORD)
  let tournamentId = ''
  await test.step('the club owner publishes a knockout at ELSY Madrid', async () => {
    await staff.goto('/club-owner/tournaments')
    await staff.getByRole('button', { name: 'Create tournament' }).click()
    const form = staff.getByRole('form', { name: 'Create tournament' })
    await form.getByRole('textbox', { name: /^Name/ }).fill(name)
    await form.getByRole('textbox', { name: /^Entry fee per team/ }).fill('15')
    await form.getByRole('textbox', { name: /^Maximum teams/ }).fill('4')
    await form.getByRole('button', { name: 'Publish tournament' }).click()
    await expectToast(staff, 'Tournament created', `${name} is published.`)
    await expect(staff.getByRole('region', { name: /Open for registration/ }).getByRole('heading', { name })).toBeVisible()
    const rows = await sql<{ id: string; club_id: string; entry_fee: string; max_teams: number }>(
      'select id, club_id, entry_fee, max_teams from public.tournaments where name = $1',
      [name],
    )
    expect(rows.map((r) => [r.club_id, Number(r.entry_fee), r.max_teams])).toEqual([[MADRID_CLUB_ID, 15, 4]])
    tournamentId = rows[0].id
  })
  // A second pair, so the draw has a match.
  expect(await pairByApi(other1, other2, tournamentId)).toBe('accepted')

  await test.step('the member chooses a partner and pays; offline, the registration waits in the outbox', async () => {
    await signInByApi(page, player.email, player.password)
    await page.goto(`/tournaments?tournament=${tournamentId}`)
    await waitForServiceWorker(page)
    await waitForSynced(page)
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
    await page.getByRole('button', { name: 'Register a team' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register a team' })
    await dialog.getByRole('combobox', { name: 'Partner' }).fill(partner.username)
    await page.getByRole('option', { name: new RegExp(displayName(partner)) }).click()
    await expect(dialog.getByText('Your EUR balance: €50.00. After the fee: €35.00.')).toBeVisible()
    await expectAccessible(page, 'the register dialog', '[role="dialog"]')

    await goOffline(context)
    await dialog.getByRole('button', { name: 'Register and pay €15.00' }).click()
    const entry = page.getByRole('region', { name: 'Your entry' })
    await expect(entry).toContainText(`Registration waiting to sync with ${displayName(partner)}`)
    await expect(syncStatus(page)).toContainText('Waiting to sync (1)')
    expect(await sql('select id from public.tournament_entries where tournament_id = $1 and player1_id = $2', [tournamentId, player.id])).toEqual([])
  })

  await test.step('back online: the invitation is sent once, the fee debited once, the new balance shown', async () => {
    await goOnline(context)
    const entry = page.getByRole('region', { name: 'Your entry' })
    await expect(entry).toContainText(`Waiting for ${displayName(partner)} to accept`)
    await expect(entry).toContainText('paid from your EUR balance · now €35.00')
    const fees = await sql<{ amount: string; type: string }>(
      `select t.amount, t.type from public.transactions t join public.tournament_entries e on e.id = t.tournament_entry_id
        where e.tournament_id = $1 and t.member_id = $2`,
      [tournamentId, player.id],
    )
    expect(fees.map((f) => [f.type, Number(f.amount)])).toEqual([['debit', 15]])
    await expect(page.getByRole('region', { name: /Teams/ })).not.toContainText(`${displayName(player)} / ${displayName(partner)}`)
  })

  await test.step('the partner accepts the invitation: the team is entered', async () => {
    const partnerPage = await signedInPage(browser, partner.email, partner.password)
    await partnerPage.goto(`/tournaments?tournament=${tournamentId}`)
    const invitation = partnerPage.getByRole('region', { name: 'Your entry' })
    await expect(invitation).toContainText(`${displayName(player)} invited you to play together`)
    await expect(invitation).toContainText(`${displayName(player)} has paid the €15.00 fee`)
    await expectAccessible(partnerPage, 'an invitation')
    await invitation.screenshot({ path: 'tests/e2e/screenshots/tournament-invitation-1280.png' })
    await invitation.getByRole('button', { name: 'Accept' }).click()
    await expectToast(partnerPage, `You are entered in ${name}.`)
    await expect(invitation).toContainText(`You're registered with ${displayName(player)}`)
    await partnerPage.context().close()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Your entry' })).toContainText(`You're registered with ${displayName(partner)}`)
    await expect(page.getByRole('region', { name: /Teams/ })).toContainText(`${displayName(player)} / ${displayName(partner)}`)
  })

  await test.step('staff close registration now: the bracket is drawn', async () => {
    await staff.reload()
    const item = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name }) })
    await item.getByRole('button', { name: 'Close registration now' }).click()
    await staff.getByRole('alertdialog').getByRole('button', { name: 'Close registration' }).click()
    await expectToast(staff, 'Registration closed', 'The bracket is out.')
  })

  await test.step('the member sees the bracket with both pairs', async () => {
    await page.reload()
    const final = page.getByRole('region', { name: /Bracket/ }).getByRole('region', { name: 'Final', exact: true })
    await expect(final).toContainText(`${displayName(player)} / ${displayName(partner)}`)
    await expect(final).toContainText(`${displayName(other1)} / ${displayName(other2)}`)
    await expect(page.getByRole('region', { name: 'Your entry' })).toContainText('withdrawing is no longer possible')
    await expectAccessible(page, 'a drawn tournament')
  })

  await test.step('staff record the final: the member sees the winners', async () => {
    await staff.reload()
    const item = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name }) })
    await item.getByRole('button', { name: 'Draw and results' }).click()
    await item.getByRole('button', { name: /^Record result:/ }).click()
    const dialog = staff.getByRole('dialog', { name: 'Record result' })
    await dialog.getByLabel('Score').fill('6-4, 6-3')
    await dialog.getByRole('button', { name: 'Save result' }).click()
    await expectToast(staff, 'Tournament finished')
    await page.reload()
    await expect(page.getByRole('region', { name: 'Winners' })).toBeVisible()
  })
  await staff.context().close()
})

test('withdrawing before the deadline refunds the fee; a refusal from the club is shown in its own words', async ({ page }) => {
  const [player, partner] = await Promise.all([createConfirmedUser('twd'), createConfirmedUser('twp')])
  await fundMember(player.id, 30)
  // Far enough ahead to sort after the seeded ones in every list other specs read.
  const [open] = await sql<{ id: string }>(
    `insert into public.tournaments (club_id, name, format, starts_on, ends_on, registration_closes_at, entry_fee, max_teams, level_min)
     values ($1, $2, 'round_robin', current_date + 60, current_date + 60, now() + interval '50 days', 12.5, 8, null) returning id`,
    [MADRID_CLUB_ID, `E2E Withdraw ${Date.now().toString(36)}`],
  )
  // A second tournament the pair's level is too low for: the club's refusal must reach the player verbatim.
  const [strict] = await sql<{ id: string }>(
    `insert into public.tournaments (club_id, name, format, starts_on, ends_on, registration_closes_at, entry_fee, max_teams, level_min)
     values ($1, $2, 'knockout', current_date + 60, current_date + 60, now() + interval '50 days', 5, 8, 1900) returning id`,
    [MADRID_CLUB_ID, `E2E Elite ${Date.now().toString(36)}`],
  )
  await signInByApi(page, player.email, player.password)

  await page.goto(`/tournaments?tournament=${open.id}`)
  await waitForSynced(page)
  await page.getByRole('button', { name: 'Register a team' }).click()
  await page.getByRole('combobox', { name: 'Partner' }).fill(partner.username)
  await page.getByRole('option', { name: new RegExp(displayName(partner)) }).click()
  await page.getByRole('button', { name: 'Register and pay €12.50' }).click()
  const entry = page.getByRole('region', { name: 'Your entry' })
  await expect(entry).toContainText(`Waiting for ${displayName(partner)} to accept`)
  await entry.getByRole('button', { name: 'Withdraw' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Your entry fee of €12.50 is refunded to your EUR balance in full.')
  await confirm.getByRole('button', { name: 'Withdraw' }).click()
  await expect(entry.getByRole('button', { name: 'Register a team' })).toBeVisible()
  await expect
    .poll(async () =>
      (await sql<{ type: string; kind: string; amount: string }>(
        `select t.type, t.kind, t.amount from public.transactions t join public.tournament_entries e on e.id = t.tournament_entry_id
          where e.tournament_id = $1 order by t.created_at`,
        [open.id],
      )).map((t) => [t.type, t.kind, Number(t.amount)]),
    )
    .toEqual([
      ['debit', 'tournament_fee', 12.5],
      ['credit', 'tournament_refund', 12.5],
    ])

  await page.goto(`/tournaments?tournament=${strict.id}`)
  await page.getByRole('button', { name: 'Register a team' }).click()
  await page.getByRole('combobox', { name: 'Partner' }).fill(partner.username)
  await page.getByRole('option', { name: new RegExp(displayName(partner)) }).click()
  await page.getByRole('button', { name: 'Register and pay €5.00' }).click()
  const refusal = page.getByRole('region', { name: 'Your entry' }).getByRole('alert')
  await expect(refusal).toContainText("Your team's level is 1,500.0 (the average of your two ratings), below this tournament's range")
  await refusal.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page.getByRole('region', { name: 'Your entry' }).getByRole('button', { name: 'Register a team' })).toBeVisible()
})
