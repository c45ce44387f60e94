import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { formatMoney } from '~/lib/money'
import { m } from '~/i18n/member'

export interface RequestedTopUp {
  amount: number
  currency: string
  clubName: string
}

/** What happens next, said once the request is saved: where to pay, and when it counts. */
export function TopUpDone({ request, offline, onClose }: { request: RequestedTopUp; offline: boolean; onClose: () => void }) {
  return (
    <>
      <Dialog.Body>
        <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
            {m.wallet_done_title({ amount: formatMoney(request.amount, request.currency), club: request.clubName })}
          </p>
          <p className={css({ color: 'fg.muted' })}>
            {m.wallet_done_text({ club: request.clubName, currency: request.currency })}
          </p>
          {offline ? (
            <p className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
              {m.wallet_done_offline()}
            </p>
          ) : null}
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>{m.wallet_done()}</Button>
      </Dialog.Footer>
    </>
  )
}
