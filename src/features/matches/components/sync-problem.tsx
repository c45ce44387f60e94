import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { MyMatch } from '~/db/types'
import { discardOutboxItem, retryOutboxItem } from '~/db/writes'

/** A report, confirmation or dispute the server refused: its reason, and the player's way forward. */
export function SyncProblem({ match }: { match: MyMatch }) {
  const [busy, setBusy] = useState<'retry' | 'discard' | null>(null)
  const outboxId = match.outboxId
  if (!outboxId) return null

  async function act(which: 'retry' | 'discard') {
    setBusy(which)
    try {
      await (which === 'retry' ? retryOutboxItem(outboxId!) : discardOutboxItem(outboxId!))
    } finally {
      setBusy(null)
    }
  }

  return (
    <div
      role="group"
      aria-label="Result not recorded"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderRadius: 'l2', bg: 'red.subtle.bg', color: 'red.subtle.fg' })}
    >
      <p className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>{match.syncMessage ?? 'The club could not record this.'}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="outline" loading={busy === 'retry'} disabled={busy !== null} onClick={() => act('retry')}>
          Try again
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" loading={busy === 'discard'} disabled={busy !== null} onClick={() => act('discard')}>
          Discard
        </Button>
      </div>
    </div>
  )
}
