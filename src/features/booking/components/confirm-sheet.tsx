import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { formatBookingDate, zoneLabel } from '~/lib/club-time'
import { formatMoney, fromCents, toCents } from '~/lib/money'
import { courtTypeLabel, type Cell } from '../lib/availability'
import { cancellationTermsText, type PayWith } from '../lib/booking-flow'
import { m } from '~/i18n/member'

export interface ConfirmSheetProps {
  /** The chosen court-slot; the sheet is open while there is one. */
  cell: Cell | undefined
  open: boolean
  date: string
  clubName: string
  timeZone: string
  /** The club's full-refund window in hours (undefined on a device that has not synced it yet). */
  fullRefundHours: number | null | undefined
  /** The balance in the court's currency at the last sync (null: none; undefined: still loading). */
  balance: number | null | undefined
  /** Minutes after booking in which cancelling refunds in full (0: none). */
  freeCancelMinutes: number
  /** The ways the club takes that this sheet offers, and the one chosen. */
  payWays: readonly PayWith[]
  payWith: PayWith
  onPayWith: (way: PayWith) => void
  /** The form the Book button submits (the sheet renders outside it). */
  formId: string
  submitting: boolean
  /** Why the last try did not go through (a field's message or the device's). */
  problem: string | null
  now: Date
  onClose: () => void
}

/**
 * The last step before booking: what, where, when, what it costs, what is left in the wallet after, and until
 * when cancelling gives the money back — then one Book button, always in view (a sheet from the bottom on a
 * phone, a dialog on a desktop).
 */
export function ConfirmSheet({
  cell,
  open,
  date,
  clubName,
  timeZone,
  fullRefundHours,
  balance,
  freeCancelMinutes,
  payWays,
  payWith,
  onPayWith,
  formId,
  submitting,
  problem,
  now,
  onClose,
}: ConfirmSheetProps) {
  const payName = useId()
  return (
    <Dialog.Root open={open && cell !== undefined} onOpenChange={(e) => !e.open && onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner className={css({ alignItems: { base: 'flex-end', md: 'center' }, p: { base: '0', md: '4' } })}>
        <Dialog.Content
          className={css({
            w: { base: 'full', md: 'md' },
            maxW: 'full',
            borderBottomRadius: { base: '0', md: 'l3' },
            maxH: '100dvh',
            overflowY: 'auto',
          })}
        >
          {cell ? (
            <>
              <Dialog.Header>
                <Dialog.Title>
                  {m.booking_court_number({ number: cell.court.number })} · {cell.slot.label}
                </Dialog.Title>
                <Dialog.Description>
                  {formatBookingDate(date)} · {clubName}
                </Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', rowGap: '1.5', textStyle: 'sm', '& dt': { color: 'fg.muted' } })}>
                  <dt>{m.booking_field_court()}</dt>
                  <dd>
                    {m.booking_court_number({ number: cell.court.number })} · {courtTypeLabel(cell.court.type)}
                  </dd>
                  <dt>{m.booking_field_when()}</dt>
                  <dd>
                    {formatBookingDate(date)}, {cell.slot.label} ({zoneLabel(timeZone)})
                  </dd>
                  <dt>{m.booking_field_price()}</dt>
                  <dd>
                    <strong className={css({ textStyle: 'lg' })}>{formatMoney(cell.price, cell.currency)}</strong>{' '}
                    <span className={css({ color: 'fg.muted' })}>{cell.isPeak ? m.booking_peak_price() : m.booking_off_peak_price()}</span>
                  </dd>
                  {payWays.length > 1 ? (
                    <>
                      <dt id={`${payName}-label`}>{m.booking_pay_how()}</dt>
                      <dd>
                        <div role="radiogroup" aria-labelledby={`${payName}-label`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                          {payWays.map((way) => (
                            <label key={way} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', cursor: 'pointer', minH: '11', py: '1' })}>
                              <input
                                type="radio"
                                name={payName}
                                value={way}
                                checked={payWith === way}
                                onChange={() => onPayWith(way)}
                                className={css({ mt: '1', w: '5', h: '5', flexShrink: 0 })}
                              />
                              <span>
                                <strong>{payWayLabel(way)}</strong>
                                <br />
                                <span data-testid={PAY_WAY_TEST_IDS[way]}>
                                  {way === 'wallet' ? (
                                    <BalanceAfter price={cell.price} currency={cell.currency} balance={balance} />
                                  ) : way === 'card' ? (
                                    m.booking_pay_card_detail({ price: formatMoney(cell.price, cell.currency) })
                                  ) : (
                                    m.booking_pay_club_detail({ price: formatMoney(cell.price, cell.currency) })
                                  )}
                                </span>
                              </span>
                            </label>
                          ))}
                        </div>
                      </dd>
                    </>
                  ) : payWith === 'club' ? (
                    <>
                      <dt>{m.booking_pay_how()}</dt>
                      <dd data-testid="due-at-club">{m.booking_pay_club_detail({ price: formatMoney(cell.price, cell.currency) })}</dd>
                    </>
                  ) : payWith === 'card' ? (
                    <>
                      <dt>{m.booking_pay_how()}</dt>
                      <dd data-testid="pay-by-card">{m.booking_pay_card_detail({ price: formatMoney(cell.price, cell.currency) })}</dd>
                    </>
                  ) : (
                    <>
                      <dt>{m.booking_balance_after()}</dt>
                      <dd data-testid="balance-after">
                        <BalanceAfter price={cell.price} currency={cell.currency} balance={balance} />
                      </dd>
                    </>
                  )}
                  <dt>{m.booking_field_cancelling()}</dt>
                  <dd>
                    <span data-testid="cancellation-terms">
                      {cancellationTermsText({ date, startsAt: cell.slot.starts_at, timeZone, hours: fullRefundHours, now })}
                    </span>
                    {freeCancelMinutes > 0 ? (
                      <span className={css({ display: 'block', color: 'fg.muted' })} data-testid="free-cancel">
                        {m.booking_free_cancel({ minutes: freeCancelMinutes })}
                      </span>
                    ) : null}
                  </dd>
                </dl>
                {problem ? (
                  <p role="alert" className={css({ color: 'fg.error', mt: '3' })}>
                    {problem}
                  </p>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer className={css({ flexDirection: { base: 'column-reverse', sm: 'row' }, '& > button': { w: { base: 'full', sm: 'auto' } } })}>
                <Button variant="outline" size="lg" onClick={onClose} disabled={submitting}>
                  {m.booking_choose_another()}
                </Button>
                <Button type="submit" form={formId} size="lg" loading={submitting} loadingText={m.booking_booking()}>
                  {m.booking_book_court_button()}
                </Button>
              </Dialog.Footer>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

const PAY_WAY_TEST_IDS: Record<PayWith, string> = { wallet: 'balance-after', club: 'due-at-club', card: 'pay-by-card' }

function payWayLabel(way: PayWith): string {
  return way === 'wallet' ? m.booking_pay_wallet() : way === 'club' ? m.booking_pay_club() : m.booking_pay_card()
}

/** What paying leaves in the balance of the court's currency, as this device last saw it (the server decides). */
function BalanceAfter({ price, currency, balance }: { price: number; currency: string; balance: number | null | undefined }) {
  if (balance === undefined) return <span className={css({ color: 'fg.muted' })}>{m.booking_checking_balance()}</span>
  const before = balance ?? 0
  const after = fromCents(toCents(before) - toCents(price))
  if (after < 0) {
    return (
      <span className={css({ color: 'fg.error' })}>
        {m.booking_short_by({ missing: formatMoney(-after, currency), currency, balance: formatMoney(before, currency) })}{' '}
        <Link to="/player-balance" className={css({ textDecoration: 'underline', fontWeight: 'medium' })}>
          {m.booking_add_funds()}
        </Link>
      </span>
    )
  }
  return (
    <span>
      {formatMoney(after, currency)} <span className={css({ color: 'fg.muted' })}>{m.booking_balance_now({ balance: formatMoney(before, currency) })}</span>
    </span>
  )
}
