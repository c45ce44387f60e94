import { css } from 'styled-system/css'
import { RefusedChangePanel } from '~/components/sync/refused-change-panel'
import { formatSignedMoney } from '~/lib/money'
import { entryStatus, type LedgerEntry } from '../lib/ledger'
import { formatWhen } from '../lib/format-date'
import { StatusBadge } from './status-badge'
import { m } from '~/i18n/member'
import { storedWords } from '~/i18n/server-words'

/** One ledger row: what, when, how much (+ in, − out) and its status; a top-up also says where it is paid. */
export function LedgerItem({ entry, clubName }: { entry: LedgerEntry; clubName?: string }) {
  const status = entryStatus(entry)
  const refused = entry.syncState === 'conflict' || entry.syncState === 'failed'
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '2', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', _last: { borderBottomWidth: '0' } })}>
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
          <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>{storedWords(entry.description, entry.description_message)}</p>
          <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
            {clubName ? ` · ${m.wallet_at_club({ club: clubName })}` : ''}
            {entry.syncState === 'pending' ? ` · ${m.wallet_waiting_to_sync()}` : ''}
          </p>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1', flexShrink: 0 })}>
          <p
            className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', color: entry.type === 'credit' ? 'fg.success' : 'fg.default' })}
          >
            <span className={css({ srOnly: true })}>{entry.type === 'credit' ? m.wallet_credit() : m.wallet_debit()}{' '}</span>
            {formatSignedMoney(entry.amount, entry.type, entry.currency)}
          </p>
          <StatusBadge {...status} />
        </div>
      </div>
      {refused ? <RefusedChangePanel outboxId={entry.outboxId} /> : null}
    </li>
  )
}
