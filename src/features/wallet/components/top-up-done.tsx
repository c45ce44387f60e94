import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { formatMoney } from '~/lib/money'

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
            Top-up requested: {formatMoney(request.amount, request.currency)} at {request.clubName}
          </p>
          <p className={css({ color: 'fg.muted' })}>
            Pay at the desk of {request.clubName} by cash or card. It shows as Pending until staff confirm the payment; then it counts in
            your {request.currency} balance.
          </p>
          {offline ? (
            <p className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
              You're offline: the request is saved on this device and reaches the club when you're back online.
            </p>
          ) : null}
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onClose}>Done</Button>
      </Dialog.Footer>
    </>
  )
}
