import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { signOut } from '../api/sign-out'
import { useSignOutPrompt, type SignOutPrompt } from '../sign-out-prompt'
import { m } from '~/i18n/auth'

export function unsyncedText(n: number): string {
  return m.signout_unsynced({ count: n })
}

/**
 * Shared tablet: before signing out with unsynced changes, say how many and let the user wait for them,
 * keep them for their next sign-in on this device, or cancel. Mounted once (lazily) in the root route.
 */
export function SignOutDialog() {
  const prompt = useSignOutPrompt()
  return (
    <Dialog.Root open={prompt !== null} onOpenChange={(e) => !e.open && prompt?.settle(false)} role="alertdialog">
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>{prompt && <SignOutChoices key={prompt.userId} prompt={prompt} />}</Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function SignOutChoices({ prompt }: { prompt: SignOutPrompt }) {
  const [busy, setBusy] = useState<null | 'wait' | 'keep' | 'discard'>(null)
  const [left, setLeft] = useState(prompt.unsynced)
  const [waited, setWaited] = useState(false)

  async function finish(keepUnsynced: boolean) {
    const signedOut = await signOut({ keepUnsynced })
    prompt.settle(signedOut)
  }

  // The count is the outbox's as it is now: changes keep syncing while the dialog is open, and once none is left
  // the sign-out asked for goes ahead (no "1 change hasn't synced yet" about a change that has).
  useEffect(() => {
    if (busy !== null) return
    let live = true
    const timer = window.setInterval(() => {
      void import('~/db/session-data').then(({ countUnsynced }) => countUnsynced(prompt.userId)).then((n) => {
        if (!live) return
        if (n === 0) void run('discard')
        else setLeft(n)
      })
    }, 1000)
    return () => {
      live = false
      window.clearInterval(timer)
    }
  })

  async function waitForSync() {
    setBusy('wait')
    try {
      const { drainBeforeSignOut } = await import('~/db/session-data')
      const remaining = await drainBeforeSignOut(prompt.userId)
      if (remaining === 0) return await finish(false)
      setLeft(remaining)
      setWaited(true)
    } finally {
      setBusy(null)
    }
  }

  async function run(kind: 'keep' | 'discard') {
    setBusy(kind)
    try {
      await finish(kind === 'keep')
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{m.signout_title()}</Dialog.Title>
        <Dialog.Description>
          {unsyncedText(left)}{' '}
          {waited
            ? m.signout_not_sent()
            : m.signout_wait_text()}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Footer className={css({ flexWrap: 'wrap', gap: '2' })}>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost" disabled={busy !== null}>
            {m.signout_cancel()}
          </Button>
        </Dialog.CloseTrigger>
        {waited && (
          <Button variant="outline" colorPalette="red" loading={busy === 'discard'} disabled={busy !== null} onClick={() => void run('discard')}>
            {m.signout_discard()}
          </Button>
        )}
        <Button variant="outline" loading={busy === 'keep'} disabled={busy !== null} onClick={() => void run('keep')}>
          {m.signout_keep()}
        </Button>
        {!waited && (
          <Button loading={busy === 'wait'} loadingText={m.signout_syncing()} disabled={busy !== null} onClick={() => void waitForSync()}>
            {m.signout_wait()}
          </Button>
        )}
      </Dialog.Footer>
    </>
  )
}
