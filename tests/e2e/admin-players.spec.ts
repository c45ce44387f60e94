import { expect, test, type Page } from '@playwright/test'
import { submitLogin } from './support/auth'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { e2eEnv } from './support/env'
import { signInByApi } from './support/session'
import { signInAsDemoAdmin } from './support/two-step'
import { expectToast } from './support/toast'
import { createConfirmedUser, DEMO } from './support/users'

// The super admin's Players page: find a player, open the card, make them the owner of a club nobody owns, and
// ban another fresh player, who is signed out of the app they had open and refused at the login page.

const CLUB = 'ELSY Lisbon'
const made: string[] = []

test.afterAll(async () => {
  // Everything the test changed beyond its own players: the club it lent, and the audit rows about them.
  await sql('update public.clubs set owner_id = null where owner_id = any($1::uuid[])', [made])
  await sql("delete from public.audit_log where target_table = 'profiles' and target_id = any($1::text[])", [made])
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

test('the super admin finds a player, changes their role and bans another, who can no longer sign in', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000)
  const owner = await createConfirmedUser('own')
  const banned = await createConfirmedUser('ban')
  made.push(owner.id, banned.id)
  const [{ free }] = await sql<{ free: boolean }>('select owner_id is null as free from public.clubs where name = $1', [CLUB])
  expect(free).toBe(true)

  // The player to be banned has the app open on their own device.
  const device = await browser.newContext()
  const theirs = await device.newPage()
  await signInByApi(theirs, banned.email, banned.password)
  await theirs.goto('/member')
  await expect(theirs.getByRole('heading', { level: 1 })).toBeVisible()

  // Super admins sign in with two steps: the password and the code from the demo admin's authenticator app.
  await signInAsDemoAdmin(page)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'ELSY ADMIN' }).getByRole('link', { name: 'Players' }).click()
  await expect(page).toHaveURL(/\/admin\/players$/)
  await expect(page.getByRole('heading', { name: 'Players', level: 1 })).toBeVisible()
  await expect(page.getByText(/^Players 1–\d+ of [\d,]+$/)).toBeVisible()
  await expectNoSeriousViolations(page, 'the players list')

  // Search by e-mail, then by name: the table shows the one player.
  const search = page.getByLabel('Search players')
  await search.fill(owner.email)
  const table = page.getByRole('table', { name: 'Players' })
  const row = table.getByRole('row').filter({ hasText: owner.email })
  await expect(row).toHaveCount(1)
  await expect(table.getByRole('row')).toHaveCount(2)
  await search.fill(`${owner.firstName} ${owner.lastName}`)
  await expect(row).toHaveCount(1)
  await expect(page).toHaveURL(/q=/)
  await page.getByLabel('Role').selectOption({ label: 'Super admin' })
  await expect(page.getByText('No players match.')).toBeVisible()
  await page.getByLabel('Role').selectOption({ label: 'All roles' })
  await search.fill(owner.email)
  await expect(row).toHaveCount(1)
  await shoot(page, 'admin-players', (n) => testInfo.outputPath(n))

  // The card.
  await row.getByRole('link', { name: `${owner.firstName} ${owner.lastName}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/players/${owner.id}`))
  await expect(page.getByRole('heading', { name: `${owner.firstName} ${owner.lastName}`, level: 1 })).toBeVisible()
  await expect(page.getByText(`@${owner.username} · Member`)).toBeVisible()
  await expect(page.getByText(owner.email)).toBeVisible()
  await expect(page.getByRole('list', { name: 'Latest sign-ins' })).toHaveCount(0)

  // Club owner of a club someone else owns: the box is there but cannot be ticked. Then the free club.
  await page.getByRole('radio', { name: 'Club owner' }).check()
  const clubs = page.getByRole('group', { name: 'Clubs they own (at least one)' })
  await expect(clubs.getByRole('checkbox', { name: /ELSY Madrid/ })).toBeDisabled()
  await expect(clubs.getByText(`owned by ${DEMO.club.firstName} ${DEMO.club.lastName}`)).toBeVisible()
  await page.getByRole('button', { name: 'Save role' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'A club owner needs at least one club, and no countries.' })).toBeVisible()
  await clubs.getByRole('checkbox', { name: new RegExp(CLUB) }).check()
  await expectNoSeriousViolations(page, 'the player card')
  await shoot(page, 'admin-player-card', (n) => testInfo.outputPath(n))
  await page.getByRole('button', { name: 'Save role' }).click()
  await expectToast(page, `${owner.firstName} ${owner.lastName} is now a club owner of ${CLUB}.`)
  await expect(page.getByText(`@${owner.username} · Club owner`)).toBeVisible()
  const [{ role, club }] = await sql<{ role: string; club: string }>(
    'select p.role, (select name from public.clubs where owner_id = p.id) as club from public.profiles p where p.id = $1',
    [owner.id],
  )
  expect({ role, club }).toEqual({ role: 'club_owner', club: CLUB })

  // Back to the list, where the search is still there; then the other player, banned.
  await page.getByRole('link', { name: '← Back to players' }).click()
  await expect(page.getByLabel('Search players')).toHaveValue(owner.email)
  await expect(row).toContainText(CLUB)
  await page.getByLabel('Search players').fill(banned.email)
  await table.getByRole('link', { name: `${banned.firstName} ${banned.lastName}` }).click()
  await expect(page.getByRole('heading', { name: `${banned.firstName} ${banned.lastName}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Signed in on 1 device now.')).toBeVisible()
  await page.getByRole('button', { name: 'Ban', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: `Ban ${banned.firstName} ${banned.lastName}?` })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('Reason').fill('Abusive messages to other players.')
  await expectNoSeriousViolations(page, 'the ban dialog')
  await shoot(page, 'admin-player-ban', (n) => testInfo.outputPath(n))
  await dialog.getByRole('button', { name: 'Ban player' }).click()
  await expectToast(page, `${banned.firstName} ${banned.lastName} is banned: signed out everywhere and unable to sign in.`)
  await expect(page.getByText('Banned: signed out everywhere and unable to sign in.', { exact: true })).toBeVisible()
  await expect(page.getByText('Not signed in anywhere now.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Lift ban' })).toBeVisible()

  // Their open app notices when it comes back to the foreground: the auth service no longer has the session.
  const key = `sb-${new URL(e2eEnv().url).hostname.split('.')[0]}-auth-token`
  await expect
    .poll(
      async () => {
        await theirs.evaluate(() => window.dispatchEvent(new Event('focus')))
        return theirs.evaluate((k) => localStorage.getItem(k), key)
      },
      { timeout: 20_000, intervals: [1000, 2000, 3000] },
    )
    .toBeNull()
  // Their tab follows the ended session off the signed-in pages, and a member page asks for a login.
  await expect(theirs).toHaveURL(/\/$/)
  await theirs.goto('/settings')
  await expect(theirs).toHaveURL(/\/login\?redirect=/)

  // And the login page refuses them with the auth service's own sentence.
  await theirs.goto('/login')
  await submitLogin(theirs.getByRole('main'), banned.email, banned.password)
  await expectToast(theirs, 'Login failed', 'User is banned')
  await device.close()

  const audit = await sql<{ action: string; reason: string | null }>(
    "select action, details ->> 'reason' as reason from public.audit_log where target_table = 'profiles' and target_id = any($1::text[]) order by id",
    [made],
  )
  expect(audit).toEqual([
    { action: 'set_player_role', reason: null },
    { action: 'ban_player', reason: 'Abusive messages to other players.' },
  ])
})
