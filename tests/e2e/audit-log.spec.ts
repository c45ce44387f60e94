import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { MADRID_CLUB_ID } from './support/booking'
import { closeSql, sql } from './support/db'
import { signInByApi } from './support/session'
import { expectToast } from './support/toast'
import { DEMO, DEMO_PASSWORD } from './support/users'
import { signInAsDemoAdmin } from './support/two-step'

const noteId = randomUUID()
let barcelonaRow: number | null = null

test.afterAll(async () => {
  // What the test's staff actions left behind: the note and the audit rows.
  await sql('delete from public.member_notes where id = $1', [noteId])
  await sql("delete from public.audit_log where (target_table = 'member_notes' and target_id = $1) or id = $2", [noteId, barcelonaRow ?? -1])
  await closeSql()
})

/** A note the club owner writes about the demo member through the staff RPC, in one statement as a request of theirs would. */
async function clubOwnerAddsNote(): Promise<void> {
  const [{ owner, member }] = await sql<{ owner: string; member: string }>(
    'select (select id from public.profiles where email = $1) as owner, (select id from public.profiles where email = $2) as member',
    [DEMO.club.email, DEMO.member.email],
  )
  const [{ answer }] = await sql<{ answer: { status: string } }>(
    `with claims as (select set_config('request.jwt.claims', json_build_object('sub', $1::text, 'role', 'authenticated')::text, true))
     select public.add_member_note($2, $3, $4, 'Prefers the evening slots.') as answer from claims`,
    [owner, noteId, MADRID_CLUB_ID, member],
  )
  expect(answer.status).toBe('added')
}

async function shoot(page: Page, name: string, path: (n: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true, animations: 'disabled' })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

test('the super admin reads what staff did, filtered by club and by action', async ({ page }, testInfo) => {
  await clubOwnerAddsNote()
  // Something at another club, for the club filter to leave out.
  const [{ id: barcelona, name: barcelonaName }] = await sql<{ id: string; name: string }>("select id, name from public.clubs where name = 'ELSY Barcelona'")
  ;[{ id: barcelonaRow }] = await sql<{ id: number }>(
    `insert into public.audit_log (actor_id, action, target_table, target_id, club_id, details)
     values ((select id from public.profiles where email = $1), 'remove_club_closure', 'club_closures', $2 || '/2026-12-24', $2::uuid,
             '{"date": "2026-12-24", "reason": "Christmas Eve"}') returning id::int as id`,
    [DEMO.country.email, barcelona],
  )

  await signInAsDemoAdmin(page)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'ELSY ADMIN' }).getByRole('link', { name: 'Audit log' }).click()
  await expect(page).toHaveURL(/\/admin\/audit-log$/)
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()

  const table = page.getByRole('table', { name: 'Audit log' })
  const note = table.getByRole('row').filter({ hasText: `Added a staff note about ${DEMO.member.firstName} ${DEMO.member.lastName}` })
  await expect(note).toHaveCount(1)
  await expect(note).toContainText(`${DEMO.club.firstName} ${DEMO.club.lastName}`)
  await expect(note).toContainText(DEMO.club.email)
  await expect(note).toContainText('Staff note added')
  await expect(note).toContainText('ELSY Madrid')
  // The day is written the reader's way, with its weekday.
  const closure = table.getByRole('row').filter({ hasText: /Opened the club again on Thu,? 24 Dec 2026/ })
  await expect(closure).toContainText(barcelonaName)
  await expect(page.getByText(/^Rows 1–\d+ of \d+$/)).toBeVisible()

  await expectNoSeriousViolations(page, 'the audit log')
  await shoot(page, 'audit-log', (n) => testInfo.outputPath(n))

  // By club: Barcelona's row only, then Madrid's.
  const club = page.getByRole('search', { name: 'Filter the audit log' }).getByLabel('Club', { exact: true })
  await club.selectOption({ label: 'ELSY Barcelona' })
  await expect(closure).toHaveCount(1)
  await expect(note).toHaveCount(0)
  await club.selectOption({ label: 'ELSY Madrid' })
  await expect(note).toHaveCount(1)
  await expect(closure).toHaveCount(0)

  // By action: the kind of the note keeps it; another kind leaves it out.
  const action = page.getByLabel('Action', { exact: true })
  await action.selectOption({ label: 'Staff note added' })
  await expect(note).toHaveCount(1)
  await action.selectOption({ label: 'Closure day removed' })
  await expect(page.getByText('No actions match these filters.')).toBeVisible()

  // By person: the member the note is about, typed without capitals.
  await action.selectOption({ label: 'All actions' })
  await page.getByLabel('Person', { exact: true }).fill(DEMO.member.lastName.toLowerCase())
  await expect(note).toHaveCount(1)
  await expect(table.getByRole('row').filter({ hasText: 'Opened the club again' })).toHaveCount(0)
  await expectNoSeriousViolations(page, 'the filtered audit log')
})

test('a member who opens the audit log is turned away', async ({ page }) => {
  await signInByApi(page, DEMO.member.email, DEMO_PASSWORD)
  await page.goto('/admin/audit-log')
  await expect(page).toHaveURL(/\/$/)
  await expectToast(page, 'Access denied', "You don't have permission to access this page")
})

test("a club owner's audit log holds their clubs only", async ({ page }) => {
  const clubs = await sql<{ name: string }>(
    'select c.name from public.clubs c join public.profiles p on p.id = c.owner_id where p.email = $1 order by c.name',
    [DEMO.club.email],
  )
  await signInByApi(page, DEMO.club.email, DEMO_PASSWORD)
  await page.goto('/club-owner')
  await page.getByRole('navigation', { name: 'ELSY CLUB' }).getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible()
  const club = page.getByRole('search', { name: 'Filter the audit log' }).getByLabel('Club', { exact: true })
  await expect(club.locator('option')).toHaveText(['All clubs', ...clubs.map((c) => c.name)])
  await expect(page.getByText(/^Rows 1–\d+ of \d+$|^No actions match these filters\.$/)).toBeVisible()
  const shown = await page.getByRole('table', { name: 'Audit log' }).locator('tbody tr td:last-child').allTextContents()
  expect(shown.filter((name) => !clubs.some((c) => c.name === name))).toEqual([])
})
