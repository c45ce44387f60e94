import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { closeSql, sql } from './support/db'
import { linkIn, mailCount, waitForMail } from './support/inbox'
import { expectToast } from './support/toast'
import { signInAsDemoAdmin } from './support/two-step'

// A club joins the network end to end: the super admin creates it with its courts and appoints an owner who has no
// account yet; the invitation e-mail's link lets them choose a password, and they land at their club's desk, which
// shows that club and no other. The audit log tells the story.

const clubName = `Onboarded ${randomUUID().slice(0, 6)}`
const invitee = `owner-${randomUUID().slice(0, 8)}@example.test`

test.afterAll(async () => {
  await sql('delete from public.audit_log where club_id in (select id from public.clubs where name = $1)', [clubName])
  await sql('delete from public.club_owner_invitations where club_id in (select id from public.clubs where name = $1)', [clubName])
  await sql('delete from public.clubs where name = $1', [clubName])
  await closeSql()
})

test('the super admin creates a club and invites its owner, who accepts and runs only that club', async ({ page, browser, baseURL }) => {
  await test.step('the super admin creates the club with two courts', async () => {
    await signInAsDemoAdmin(page)
    await page.goto('/admin/clubs')
    await page.getByRole('button', { name: 'New club' }).click()
    const form = page.getByRole('region', { name: 'New club' })
    await form.getByLabel('Name', { exact: true }).fill(clubName)
    await form.getByLabel('Country', { exact: true }).selectOption({ label: 'Spain' })
    await form.getByLabel('City').fill('Toledo')
    await form.getByLabel('Court 1 name').fill('Centre')
    await form.getByLabel('Off-peak €', { exact: true }).fill('20')
    await form.getByLabel('Peak €', { exact: true }).fill('30')
    await form.getByRole('button', { name: 'Add a court' }).click()
    const second = form.getByRole('group', { name: 'Court 2' })
    await second.getByLabel('Off-peak €', { exact: true }).fill('18')
    await second.getByLabel('Peak €', { exact: true }).fill('26')
    await form.getByRole('button', { name: 'Create club' }).click()
    await expectToast(page, 'Club created')
  })

  const card = page.getByRole('list', { name: 'Clubs' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: clubName }) })
  await test.step('and appoints an owner by an e-mail address that has no account: an invitation is sent', async () => {
    const before = await mailCount(invitee)
    await card.getByRole('button', { name: `Owner of ${clubName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Owner of ${clubName}` })
    await dialog.getByLabel('Owner’s e-mail').fill(invitee)
    await dialog.getByRole('button', { name: 'Appoint owner' }).click()
    await expectToast(page, 'Invitation sent', `Invitation sent to ${invitee}. They become the owner of ${clubName} when they accept.`)
    await expect(card).toContainText(`invitation pending for ${invitee}`)
    await waitForMail(invitee, before)
  })

  // The owner's own browser: nothing of the super admin's session.
  const ownerContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  const owner = await ownerContext.newPage()
  await test.step('the invited owner follows the link, chooses a password and lands at their club’s desk', async () => {
    const mail = await waitForMail(invitee)
    expect(mail.subject).toBe('You have been invited to ELSY')
    await owner.goto(linkIn(mail, '/auth/v1/verify'))
    const main = owner.getByRole('main')
    await main.getByLabel('New password', { exact: true }).fill('Owner#Pass2026')
    await main.getByLabel('Confirm new password').fill('Owner#Pass2026')
    await main.getByRole('button', { name: 'Save password and continue' }).click()
    // Invited by address only: the name is asked next, and it is the owner's from then on.
    await expect(main.getByRole('heading', { name: 'Your name' })).toBeVisible()
    await expect(main.getByLabel('First name')).toHaveValue('')
    await main.getByLabel('First name').fill('Olivia')
    await main.getByLabel('Last name').fill('Owens')
    await main.getByRole('button', { name: 'Save name and continue' }).click()
    await expect(owner).toHaveURL(/\/club-owner$/)
    await expect(owner.getByTestId('topbar-name')).toHaveText('Olivia Owens')
    await expect(owner.getByRole('heading', { name: 'Club Dashboard' })).toBeVisible()
    await expect(owner.getByText(`Today at ${clubName}.`)).toBeVisible()
    await expectNoSeriousViolations(owner, 'the new owner’s dashboard')
  })

  await test.step('their desk shows that club and no other', async () => {
    // One club: no switcher in the top bar.
    await expect(owner.getByRole('banner').getByRole('combobox', { name: 'Club', exact: true })).toHaveCount(0)
    await owner.getByRole('navigation', { name: 'ELSY CLUB' }).getByRole('link', { name: 'Bookings' }).click()
    await expect(owner.getByText(`${clubName}: courts and time slots, on the club's clock.`)).toBeVisible()
    await expect(owner.getByRole('columnheader', { name: /Centre/ })).toBeVisible()
    await owner.screenshot({ path: test.info().outputPath('new-owner-bookings-1280.png'), fullPage: true })
  })

  await test.step('the card names the new owner, and the audit log shows the invitation and its acceptance', async () => {
    await page.reload()
    await expect(card).toContainText(invitee)
    await expect(card).not.toContainText('invitation pending')
    await page.goto('/admin/audit-log')
    const filters = page.getByRole('search', { name: 'Filter the audit log' })
    await filters.getByLabel('Club', { exact: true }).selectOption({ label: clubName })
    const log = page.getByRole('main')
    await expect(log.getByText(`Invited ${invitee} to own the club`)).toBeVisible()
    await expect(log.getByText(`${invitee} accepted the invitation and now owns the club`)).toBeVisible()
    await expect(log.getByText(/^Created Onboarded .* in Toledo \(ES\) with 2 courts$/)).toBeVisible()
  })
  await ownerContext.close()
})
