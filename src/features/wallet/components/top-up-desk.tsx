import { useState } from 'react'
import { css } from 'styled-system/css'
import { ConfirmDialog } from '~/components/confirm-dialog'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { confirmTopUp } from '../api/confirm-top-up'
import type { PendingTopUp } from '../api/pending-top-ups'
import { formatWhen } from '../lib/format-date'
import { formatMoney } from '~/lib/money'
import { usePendingTopUps } from './use-pending-top-ups'
import { m } from '~/i18n/member'

type Notice = { tone: 'ok' | 'error'; text: string }

/**
 * The club desk: members' top-up requests at the staff member's clubs, oldest first, each confirmed once
 * the money is taken (cash or card on site). Online only — a confirmation must reach the member's balance
 * while they are standing there, so nothing is queued.
 */
export function TopUpDesk() {
  const { rows, error, online, reload, drop } = usePendingTopUps()
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  // The request a staff member tapped, waiting for their second yes: a mis-tap must not credit a wallet.
  const [asking, setAsking] = useState<PendingTopUp | null>(null)

  async function confirm(row: PendingTopUp) {
    setBusy(row.id)
    setNotice(null)
    try {
      const result = await confirmTopUp(row.id)
      if (result.done) {
        drop(row.id)
        setNotice({ tone: 'ok', text: m.wallet_desk_confirmed({ amount: formatMoney(row.amount, row.currency), member: row.member_name, currency: row.currency }) })
      } else {
        setNotice({ tone: 'error', text: result.message })
        await reload()
      }
    } catch {
      setNotice({ tone: 'error', text: m.wallet_desk_unreachable() })
    } finally {
      setBusy(null)
      setAsking(null)
    }
  }
  const askingAmount = asking ? formatMoney(asking.amount, asking.currency) : ''

  return (
    <Card.Root>
      <Card.Header className={css({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <Card.Title asChild>
            <h2>{m.wallet_desk_title()}</h2>
          </Card.Title>
          <Card.Description>{m.wallet_desk_intro()}</Card.Description>
        </div>
        <Button size="sm" variant="outline" disabled={!online} onClick={() => void reload()}>
          {m.wallet_refresh()}
        </Button>
      </Card.Header>
      <Card.Body>
        <p role="status" className={css({ textStyle: 'sm', color: notice?.tone === 'error' ? 'fg.error' : 'fg.success', _empty: { display: 'none' } })}>
          {notice?.text}
        </p>
        {!online ? (
          <p className={css({ px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg', textStyle: 'sm' })}>
            {m.wallet_desk_offline()}
          </p>
        ) : error ? (
          <p role="alert" className={css({ color: 'fg.error' })}>
            {error}
          </p>
        ) : rows === undefined ? (
          <p className={css({ color: 'fg.muted' })}>{m.wallet_desk_loading()}</p>
        ) : rows.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>{m.wallet_desk_empty()}</p>
        ) : (
          <ul aria-label={m.wallet_desk_list()} className={css({ display: 'flex', flexDirection: 'column' })}>
            {rows.map((row) => (
              <li key={row.id} className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', _last: { borderBottomWidth: '0' } })}>
                <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' })}>
                  <p className={css({ fontWeight: 'semibold' })}>
                    {row.member_name}
                    {row.username ? <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}> @{row.username}</span> : null}
                  </p>
                  <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
                    {row.club_name} · <time dateTime={row.created_at}>{m.wallet_desk_asked({ when: formatWhen(row.created_at) })}</time>
                  </p>
                </div>
                <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                  <span className={css({ textStyle: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>{formatMoney(row.amount, row.currency)}</span>
                  {row.own ? null : (
                    <Button
                      size="sm"
                      loading={busy === row.id}
                      loadingText={m.wallet_confirming()}
                      disabled={busy !== null && busy !== row.id}
                      aria-label={m.wallet_desk_confirm_label({ amount: formatMoney(row.amount, row.currency), member: row.member_name })}
                      onClick={() => setAsking(row)}
                    >
                      {m.wallet_desk_confirm()}
                    </Button>
                  )}
                </div>
                {row.own ? (
                  <p className={css({ flexBasis: 'full', textStyle: 'sm', color: 'fg.muted' })}>
                    {m.wallet_desk_own({ club: row.club_name })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <ConfirmDialog
          open={asking !== null}
          title={asking ? m.wallet_desk_confirm_title({ amount: askingAmount, member: asking.member_name }) : ''}
          text={asking ? m.wallet_desk_confirm_text({ amount: askingAmount, member: asking.member_name, currency: asking.currency }) : ''}
          confirmLabel={m.wallet_desk_confirm_yes({ amount: askingAmount })}
          cancelLabel={m.wallet_desk_confirm_no()}
          busyLabel={m.wallet_confirming()}
          busy={asking !== null && busy === asking.id}
          onConfirm={() => asking && void confirm(asking)}
          onCancel={() => setAsking(null)}
        />
      </Card.Body>
    </Card.Root>
  )
}
