import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { signOut } from '../api/sign-out'
import { useSignOutPrompt, type SignOutPrompt } from '../sign-out-prompt'

export function unsyncedText(n: number): string {
  return n === 1 ? "1 change hasn't synced yet." : `${n} changes haven't synced yet.`
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
        <Dialog.Title>Sign out?</Dialog.Title>
        <Dialog.Description>
          {unsyncedText(left)}{' '}
          {waited
            ? 'They could not be sent now (offline, or the server refused them). Keep them for your next sign-in on this device, or discard them.'
            : 'Wait for them to reach the server, or keep them on this device for your next sign-in. Nobody else who signs in here will see them.'}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Footer className={css({ flexWrap: 'wrap', gap: '2' })}>
        <Dialog.CloseTrigger asChild>
          <Button variant="ghost" disabled={busy !== null}>
            Cancel
          </Button>
        </Dialog.CloseTrigger>
        {waited && (
          <Button variant="outline" colorPalette="red" loading={busy === 'discard'} disabled={busy !== null} onClick={() => void run('discard')}>
            Discard and sign out
          </Button>
        )}
        <Button variant="outline" loading={busy === 'keep'} disabled={busy !== null} onClick={() => void run('keep')}>
          Keep for my next sign-in
        </Button>
        {!waited && (
          <Button loading={busy === 'wait'} loadingText="Syncing..." disabled={busy !== null} onClick={() => void waitForSync()}>
            Wait for sync
          </Button>
        )}
      </Dialog.Footer>
    </>
  )
}
