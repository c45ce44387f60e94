import { expect, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe-check'
import { bookingForm, chooseDate, confirmSheet, courtCell, freeCourtSlot, MADRID_CLUB_ID } from './support/booking'
import { chooseDate as chooseDeskDate } from './support/date-field'
import { closeSql, sql } from './support/db'
import { rpcByApi } from './support/api'
import { signInByApi } from './support/session'
import { createConfirmedUser, DEMO, DEMO_PASSWORD } from './support/users'

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
  const ways = page.getByTestId('dashboard-ways-to-pay')
  await expect(ways).toContainText('At ELSY Madrid you can book now and pay at the desk, or add funds and pay from your wallet.')
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
  // The toast comes when the booking is saved on the device; the row reaches the server with the outbox.
  const findBooking = async () =>
    (
      await sql<{ id: string; due: string; pay_with: string }>(
        `select id, due, pay_with from public.bookings where court_id = $1 and date = $2 and slot_id = $3 and status = 'confirmed'`,
        [slot.courtId, slot.date, slot.slotId],
      )
    )[0]
  await expect.poll(findBooking, { timeout: 30_000 }).toBeTruthy()
  const booking = await findBooking()
  expect(booking.pay_with).toBe('club')
  expect(`€${Number(booking.due).toFixed(2)}`).toBe(price)
  await page.goto('/booking')
  await expect(page.getByText(`To pay at the club: ${price}`).first()).toBeVisible()

  // The member cannot mark it paid themselves.
  const own = await rpcByApi(player, 'take_booking_payment', { p_booking_id: booking.id, p_amount: Number(booking.due), p_method: 'cash' })
  expect(own.status).toBe('not_allowed')

  // The desk, at 820 px: the cell says what is due; taking it asks first, naming the person and the amount.
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
  // Today's lines, oldest first, a hundred at a time: the payment is among the newest.
  const paidLine = desk.getByText(new RegExp(`Paid at the desk \\(card terminal\\): ${name}`)).first()
  const more = desk.getByRole('button', { name: 'Show more lines' })
  await expect(desk.getByText(/^Showing \d+ of \d+ lines$/)).toBeVisible()
  while (!(await paidLine.isVisible()) && (await more.isVisible())) await more.click()
  await expect(paidLine).toBeVisible()
  await phone.close()
  await tablet.close()
})
