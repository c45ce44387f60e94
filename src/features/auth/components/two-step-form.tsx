import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { sessionStore } from '~/db/session-store'
import { notify } from '~/lib/toast'
import { verifySignInCode } from '../api/two-factor'
import { welcomeToast } from '../api/welcome'
import { signOut } from '../api/sign-out'
import { signedInLanding } from '../landing'
import { codeError, TotpCodeField } from './totp-code-field'
import { m } from '~/i18n/auth'

/**
 * The second sign-in step for accounts with an authenticator app: the password opened an aal1 session,
 * the code lifts it to aal2. Cancel signs out, so a half-signed-in session is never left behind.
 */
export function TwoStepForm({ redirect }: { redirect?: string }) {
  const router = useRouter()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const invalid = codeError(code)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    const result = await verifySignInCode(code)
    if (!result.ok) {
      setBusy(false)
      setError(result.message)
      setCode('')
      return
    }
    const session = await sessionStore.whenSettled()
    const welcome = await welcomeToast()
    notify.success(welcome.title, welcome.description)
    router.history.push(signedInLanding(session, redirect))
  }

  async function cancel() {
    setBusy(true)
    if (await signOut()) router.history.push('/')
    else setBusy(false)
  }

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.twostep_enter_code()}</p>
      <TotpCodeField value={code} onChange={setCode} error={error} disabled={busy} />
      <Button type="submit" loading={busy} loadingText={m.twostep_checking()} className={css({ width: '100%' })}>
        {m.twostep_continue()}
      </Button>
      <Button type="button" variant="ghost" onClick={cancel} disabled={busy} className={css({ width: '100%' })}>
        {m.twostep_cancel_sign_out()}
      </Button>
    </form>
  )
}
