import { css } from 'styled-system/css'
import { courtTypeLabel, type Cell } from '../lib/availability'
import { formatBookingDate, zoneLabel } from '~/lib/club-time'
import { formatMoney, fromCents, toCents } from '~/lib/money'

export interface PriceSummaryProps {
  cell: Cell | undefined
  date: string
  clubName: string
  timeZone: string
  balance: number | null | undefined
}

/** The choice in words and what it costs (peak or off-peak), before the player commits. */
export function PriceSummary({ cell, date, clubName, timeZone, balance }: PriceSummaryProps) {
  if (!cell) {
    return <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Choose a time slot and a court to see the price.</p>
  }
  return (
    <div aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <p className={css({ fontWeight: 'semibold' })}>
        Court {cell.court.number} ({courtTypeLabel(cell.court.type)}) · {formatBookingDate(date)} · {cell.slot.label}
      </p>
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        {clubName} · {zoneLabel(timeZone)}
      </p>
      <p className={css({ textStyle: 'sm' })}>
        <strong className={css({ textStyle: 'lg' })}>{formatMoney(cell.price, cell.currency)}</strong>{' '}
        <span className={css({ color: 'fg.muted' })}>{cell.isPeak ? 'peak price (from 18:00 and at weekends)' : 'off-peak price'}</span>
      </p>
      {typeof balance === 'number' ? <BalanceAfter price={cell.price} currency={cell.currency} balance={balance} /> : null}
    </div>
  )
}

/** The balance in the court's currency at the last sync, and what paying leaves (the server decides). */
function BalanceAfter({ price, currency, balance }: { price: number; currency: string; balance: number }) {
  const after = fromCents(toCents(balance) - toCents(price))
  return (
    <p data-testid="balance-after" className={css({ textStyle: 'xs', color: after < 0 ? 'fg.error' : 'fg.muted' })}>
      Your {currency} balance at last sync: {formatMoney(balance, currency)} ·{' '}
      {after < 0 ? `${formatMoney(-after, currency)} short of the price` : `after paying: ${formatMoney(after, currency)}`}
    </p>
  )
}
