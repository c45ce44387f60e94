import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { closeSql, sql } from './support/db'
import { expectToast } from './support/toast'
import { DEMO } from './support/users'
import { signInAsDemoAdmin } from './support/two-step'

const clubName = `E2E Owner ${randomUUID().slice(0, 6)}`

test.afterAll(async () => {
  await sql('delete from public.audit_log where club_id in (select id from public.clubs where name = $1)', [clubName])
  await sql('delete from public.clubs where name = $1', [clubName])
  await closeSql()
})

test('the super admin appoints an existing player, then invites a new address, then removes the owner', async ({ page }) => {
  await sql("insert into public.clubs (country_code, name, city) values ('ES', $1, 'Toledo')", [clubName])
  await signInAsDemoAdmin(page)
  await page.goto('/admin/clubs')
  await page.getByRole('search', { name: 'Filter the clubs' }).getByLabel('Search').fill(clubName)
  const card = page.getByRole('list', { name: 'Clubs' }).getByRole('listitem')
  await expect(card).toHaveCount(1)

  await card.getByRole('button', { name: `Owner of ${clubName}` }).click()
  let dialog = page.getByRole('dialog', { name: `Owner of ${clubName}` })
  await dialog.getByLabel('Owner’s e-mail').fill(DEMO.member.email)
  await dialog.getByRole('button', { name: 'Appoint owner' }).click()
  await expectToast(page, 'Owner appointed', `${DEMO.member.firstName} ${DEMO.member.lastName} is now the owner of ${clubName}.`)
  await expect(card).toContainText(`${DEMO.member.firstName} ${DEMO.member.lastName}`)

  const invitee = `invitee${Date.now()}@example.test`
  await card.getByRole('button', { name: `Owner of ${clubName}` }).click()
  dialog = page.getByRole('dialog', { name: `Owner of ${clubName}` })
  await dialog.getByLabel('New owner’s e-mail').fill(invitee)
  await dialog.getByRole('button', { name: 'Appoint owner' }).click()
  await expectToast(page, 'Invitation sent')
  await expect(card).toContainText(`invitation pending for ${invitee}`)

  await card.getByRole('button', { name: `Owner of ${clubName}` }).click()
  dialog = page.getByRole('dialog', { name: `Owner of ${clubName}` })
  await dialog.getByRole('button', { name: 'Remove owner' }).click()
  await expectToast(page, 'Owner removed')
  const [row] = await sql<{ role: string }>('select role from public.profiles where email = $1', [DEMO.member.email])
  expect(row.role).toBe('member')
})
