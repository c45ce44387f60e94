import { expect, test, type Browser } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { bookingForm, chooseDate, confirmSheet, courtCell, freeCourtSlot, MADRID_CLUB_ID, type CourtSlot } from './support/booking'
import { chooseDate as chooseDeskDate } from './support/date-field'
import { closeSql, sql } from './support/db'
import { rpcByApi } from './support/api'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD, uniqueUser } from './support/users'
import { linkIn, waitForMail } from './support/inbox'
import { expectToast } from './support/toast'

test.afterAll(closeSql)

const SHOTS = process.env.ELSY_SHOTS_DIR

test('a new player with no balance books to pay at the club on a phone, and the desk takes the payment on its tablet', async ({ browser }) => {
  test.setTimeout(180_000)
  const player = await createConfirmedUser('payclub')
  await sql('update public.profiles set home_club_id = $1 where id = $2', [MADRID_CLUB_ID, player.id])
  const slot = await freeCourtSlot({ courtNumbers: [1, 2, 3] })
  const name = `${player.firstName} ${player.lastName}`

  // The player, at 390 px: the sheet offers both ways, at the club chosen (the wallet is empty).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await phone.newPage()
  await signInByApi(page, player.email, player.password)
  // The first visit leads somewhere: the dashboard says how the home club is paid, and links to booking.
  await page.goto('/member')
  const ways = page.getByTestId('ways-to-pay')
  await expect(ways).toContainText('At ELSY Madrid you can book now and pay at the desk, or add funds and pay from your wallet.')
  // My Balance says the same where an empty wallet would otherwise end the visit.
  await page.goto('/player-balance')
  await expect(page.getByTestId('ways-to-pay')).toContainText('At ELSY Madrid you can book now and pay at the desk')
  await page.goto('/member')
  await ways.getByRole('link', { name: 'Book a court' }).click()
  await expect(page).toHaveURL(/\/booking/)
  await expect(bookingForm(page).getByRole('combobox', { name: 'Club' })).toHaveValue('ELSY Madrid')
  await chooseDate(page, slot.date)
  await courtCell(page, slot).click()
  const sheet = confirmSheet(page)
  const choices = sheet.getByRole('radiogroup', { name: 'How to pay' })
  await expect(choices.getByRole('radio')).toHaveCount(2)
  await expect(choices.getByLabel(/^At the club/)).toBeChecked()
  await expect(choices.getByTestId('balance-after')).toContainText(/short: your EUR balance is €0\.00/)
  const due = (await sheet.getByTestId('due-at-club').textContent()) ?? ''
  const [, price] = /^Pay (€\d+\.\d\d) at the desk when you arrive\.$/.exec(due) ?? []
  expect(price, due).toBeTruthy()
  await expect(sheet.getByTestId('free-cancel')).toContainText('within 10 minutes of booking refunds it in full')
  await expectNoSeriousViolations(page, 'booking sheet with ways to pay', '[role=dialog]')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/pay-at-the-club-sheet-390.png` })
  await sheet.getByRole('button', { name: 'Book Court' }).click()
  await expect(page.getByText(`Pay ${price} at the desk when you arrive.`, { exact: false }).first()).toBeVisible()
  const booking = await bookingReached(slot)
  expect(booking.pay_with).toBe('club')
  expect(`€${Number(booking.due).toFixed(2)}`).toBe(price)
  await page.goto('/booking')
  await expect(page.getByText(`To pay at the club: ${price}`).first()).toBeVisible()

  // The member cannot mark it paid themselves.
  const own = await rpcByApi(player, 'take_booking_payment', { p_booking_id: booking.id, p_amount: Number(booking.due), p_method: 'cash' })
  expect(own.status).toBe('not_allowed')

  await deskTakesPayment(browser, { slot, name, price, booking })
  await phone.close()
})

test('a visitor sees the courts, chooses one, joins through the inbox and lands back on it, books to pay at the club; the desk takes it', async ({ browser }) => {
  test.setTimeout(240_000)
  const slot = await freeCourtSlot({ courtNumbers: [4, 5, 6] })
  const user = uniqueUser('visitor')
  const name = `${user.firstName} ${user.lastName}`
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await phone.newPage()
  // A phone's CPU (four times slower): the player's courts and slots then reach the device after the page asks for
  // the remembered cell, which must still open once they are there.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

  // Nobody signed in: the courts of the day, free and taken, in the public frame, and what booking needs.
  await page.goto(`/booking?club=${MADRID_CLUB_ID}`)
  await expect(page.getByRole('note')).toContainText('Please sign in or create an account to book a court.')
  await expect(bookingForm(page).getByRole('combobox', { name: 'Club' })).toHaveValue('ELSY Madrid')
  await chooseDate(page, slot.date)
  const cell = courtCell(page, slot)
  await expect(cell).toBeEnabled()
  await expect(cell).toHaveAccessibleName(/, free, /)
  await expect(page.getByRole('heading', { name: 'My bookings' })).toHaveCount(0)
  await expectNoSeriousViolations(page, "a visitor's booking page")
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/visitor-booking-390.png`, fullPage: true })

  // Choosing the cell: the spec's toast, and the login page that remembers it.
  await cell.click()
  await expectToast(page, 'Authentication Required', 'Please sign in or create an account to book a court.')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  expect(decodeURIComponent(page.url())).toContain(`/book-court/${slot.courtNumber}?club=${MADRID_CLUB_ID}&date=${slot.date}&slot=${slot.slotId}`)

  // Joining from there; the confirmation e-mail's link brings the new player back to that cell.
  await page.getByRole('button', { name: 'Join', exact: true }).click()
  const join = page.getByRole('dialog', { name: 'Join ELSY' }).or(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Register' }) }))
  await join.getByLabel('First name').fill(user.firstName)
  await join.getByLabel('Last name').fill(user.lastName)
  await join.getByLabel('Email', { exact: true }).fill(user.email)
  await join.getByLabel('Username').fill(user.username)
  await join.getByLabel('Password', { exact: true }).fill(user.password)
  await join.getByRole('button', { name: 'Register' }).click()
  const success = page.getByRole('alertdialog', { name: 'Account Created Successfully' }).or(page.getByRole('dialog', { name: 'Account Created Successfully' }))
  await expect(success).toBeVisible()
  await success.getByRole('button', { name: 'Close' }).click()
  const mail = await waitForMail(user.email)
  await page.goto(linkIn(mail, '/verify'))
  await expectToast(page, 'E-mail confirmed', 'Welcome to ELSY!')
  await expect(page).toHaveURL(new RegExp(`/book-court/${slot.courtNumber}\\?`))

  // The cell is open, ready to confirm: the new player has no balance, so paying at the club is chosen.
  const sheet = confirmSheet(page)
  await expect(sheet).toBeVisible()
  await expect(sheet).toHaveAccessibleName(new RegExp(`^Court ${slot.courtNumber} · `))
  const choices = sheet.getByRole('radiogroup', { name: 'How to pay' })
  await expect(choices.getByLabel(/^At the club/)).toBeChecked()
  const due = (await sheet.getByTestId('due-at-club').textContent()) ?? ''
  const [, price] = /^Pay (€\d+\.\d\d) at the desk when you arrive\.$/.exec(due) ?? []
  expect(price, due).toBeTruthy()
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/visitor-lands-on-cell-390.png` })
  await sheet.getByRole('button', { name: 'Book Court' }).click()
  const booking = await bookingReached(slot)
  expect(booking.pay_with).toBe('club')
  // Once confirmed, the cell is marked as the player's own.
  await expect(courtCell(page, slot)).toHaveAccessibleName(/your booking$/)

  await deskTakesPayment(browser, { slot, name, price, booking })
  await phone.close()
})

/** The booking at `slot`, once it has reached the server (the toast comes when the device saved it). */
async function bookingReached(slot: CourtSlot): Promise<{ id: string; due: string; pay_with: string }> {
  const find = async () =>
    (
      await sql<{ id: string; due: string; pay_with: string }>(
        `select id, due, pay_with from public.bookings where court_id = $1 and date = $2 and slot_id = $3 and status = 'confirmed'`,
        [slot.courtId, slot.date, slot.slotId],
      )
    )[0]
  await expect.poll(find, { timeout: 30_000 }).toBeTruthy()
  return find()
}

/**
 * The desk, at 820 px: the cell says what is due; taking it asks first, naming the person and the amount; the
 * ledger and its daily totals then count it.
 */
async function deskTakesPayment(
  browser: Browser,
  { slot, name, price, booking }: { slot: CourtSlot; name: string; price: string; booking: { id: string; due: string } },
): Promise<void> {
  const tablet = await browser.newContext({ viewport: { width: 820, height: 1180 } })
  const desk = await tablet.newPage()
  await signInByApi(desk, DEMO.club.email, DEMO_PASSWORD)
  await desk.goto('/club-owner/bookings')
  const grid = desk.getByRole('table', { name: 'Courts and time slots' })
  await expect(grid).toBeVisible()
  await chooseDeskDate(desk.getByLabel('Date', { exact: true }), slot.date)
  const cell = grid.getByRole('button', { name: new RegExp(`^Court ${slot.courtNumber}, ${slot.label}, ${name}, Due at the desk: ${price.replace('.', '\\.')}`) })
  await cell.click()
  const dialog = desk.getByRole('dialog')
  await expect(dialog.getByTestId('desk-due')).toHaveText(price)
  await dialog.getByRole('button', { name: 'Take payment' }).click()
  await expect(dialog.getByTestId('pay-confirmation')).toHaveText(`${name} pays ${price} for this booking.`)
  await dialog.getByLabel('Card terminal').check()
  await expectNoSeriousViolations(desk, 'take payment dialog', '[role=dialog]')
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/desk-take-payment-820.png` })
  await dialog.getByRole('button', { name: `Take ${price}` }).click()
  await expect(desk.getByText(`${price} taken. The booking is paid.`).first()).toBeVisible()
  await expect(grid.getByRole('button', { name: new RegExp(`^Court ${slot.courtNumber}, ${slot.label}, ${name}, Paid at desk`) })).toBeVisible()

  // The ledger and its daily totals agree: one desk payment of the price, counted as booking revenue today.
  const payments = await sql<{ amount: string; method: string }>(
    "select amount, method from public.desk_payments where booking_id = $1 and kind = 'booking_payment'", [booking.id])
  expect(payments.map((p) => [`€${Number(p.amount).toFixed(2)}`, p.method])).toEqual([[price, 'card_terminal']])
  const [{ today }] = await sql<{ today: string }>("select to_char((now() at time zone 'Europe/Madrid')::date, 'YYYY-MM-DD') as today")
  const ledger = await rpcByApi({ email: DEMO.club.email, password: DEMO_PASSWORD }, 'club_ledger', { p_club_id: MADRID_CLUB_ID, p_from: today, p_to: today })
  const lines = ledger.lines as { booking_id: string; category: string; amount: number }[]
  const line = lines.find((l) => l.booking_id === booking.id)
  expect(line).toMatchObject({ category: 'booking', amount: Number(booking.due) })
  const day = (ledger.days as { bookings: number; lines: number }[])[0]
  expect(day.bookings).toBeCloseTo(lines.filter((l) => l.category === 'booking').reduce((sum, l) => sum + l.amount, 0), 2)
  await desk.goto('/club-owner/finance')
  await desk.getByLabel('Period', { exact: true }).selectOption('today')
  // Paid at the club: what the desk took today (this payment among them) and what members still owe.
  await expect(desk.getByTestId('finance-taken-at-desk')).toContainText(/\d+ bookings? in the period/)
  await expect(desk.getByTestId('finance-still-due')).toBeVisible()
  // Today's lines, oldest first, a hundred at a time: the payment is among the newest.
  const paidLine = desk.getByText(new RegExp(`Paid at the desk \\(card terminal\\): ${name}`)).first()
  const more = desk.getByRole('button', { name: 'Show more lines' })
  await expect(desk.getByText(/^Showing \d+ of \d+ lines$/)).toBeVisible()
  while (!(await paidLine.isVisible()) && (await more.isVisible())) await more.click()
  await expect(paidLine).toBeVisible()
  await tablet.close()
}
