import { Form, useForm, valiForm } from '@modular-forms/react'
import { useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { useSignalValue } from '~/components/form/use-signal-value'
import { Button } from '~/components/ui/button'
import { LinkButton } from '~/components/ui/link-button'
import { sessionStore } from '~/db/session-store'
import type { Role } from '~/lib/session/profile'
import { notify } from '~/lib/toast'
import { clearInvitationPending, invitationPendingFor, openInvitationSession } from '../api/accept-invitation'
import { updatePassword } from '../api/update-password'
import { readAuthLink, withoutLinkParams } from '../auth-link'
import { passwordRulesHint } from '../schemas/password'
import { ResetPasswordSchema } from '../schemas/reset-password'
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields'
import { m } from '~/i18n/auth'

type Phase = 'opening' | 'expired' | 'no-link' | 'choose'

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })
const muted = css({ color: 'fg.muted' })

/**
 * The invited person's first visit (/accept-invitation): the link from the invitation e-mail signs
 * them in, the tokens leave the address bar, and they choose their password. `onAccepted` gets their
 * role once the password is saved, to take them to their area.
 */
export function AcceptInvitation({ onAccepted }: { onAccepted(role: Role | null): void }) {
  // Read once, before the effect strips the address (StrictMode runs effects twice).
  const [link] = useState(() => readAuthLink(window.location.href))
  const [phase, setPhase] = useState<Phase>('opening')

  useEffect(() => {
    let cancelled = false
    if (link.kind !== 'none') window.history.replaceState(window.history.state, '', withoutLinkParams(window.location.href))
    async function open() {
      if (link.kind === 'error') return 'expired'
      if (link.kind === 'session') return (await openInvitationSession(link)).error ? 'expired' : 'choose'
      // A reload after the link was used: the same person still has a password to choose.
      const { user } = await sessionStore.ready()
      return user && invitationPendingFor(user.id) ? 'choose' : 'no-link'
    }
    void open().then((next: Phase) => {
      if (!cancelled) setPhase(next)
    })
    return () => {
      cancelled = true
    }
  }, [link])

  if (phase === 'opening') return <p role="status">{m.invite_opening()}</p>
  if (phase === 'expired') {
    return (
      <div role="alert" className={stack}>
        <p className={css({ fontWeight: 'semibold' })}>{m.invite_expired_title()}</p>
        <p className={muted}>
          {m.invite_expired_text()}
        </p>
        <LinkButton to="/login" search={{}}>
          {m.invite_sign_in()}
        </LinkButton>
      </div>
    )
  }
  if (phase === 'no-link') {
    return (
      <div role="status" className={stack}>
        <p className={css({ fontWeight: 'semibold' })}>{m.invite_no_link_title()}</p>
        <p className={muted}>{m.invite_no_link_text()}</p>
        <LinkButton to="/login" search={{}}>
          {m.invite_sign_in()}
        </LinkButton>
      </div>
    )
  }
  return <ChoosePasswordForm onAccepted={onAccepted} />
}

function ChoosePasswordForm({ onAccepted }: { onAccepted(role: Role | null): void }) {
  const [form] = useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: valiForm(ResetPasswordSchema),
  })
  const submitting = useSignalValue(form.submitting)
  const [error, setError] = useState<string | null>(null)
  const container = useRef<HTMLDivElement>(null)

  // The page opened on a link: the first thing to do is type the password.
  useEffect(() => {
    container.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus()
  }, [])

  async function submit(values: NewPasswordValues) {
    const { password } = v.parse(ResetPasswordSchema, values)
    setError(null)
    const result = await updatePassword(password)
    if (result.error !== null) {
      setError(m.invite_save_failed({ reason: result.error }))
      return
    }
    clearInvitationPending()
    const { profile } = await sessionStore.whenSettled()
    notify.success(m.invite_welcome_title(), m.invite_welcome_description())
    onAccepted(profile?.role ?? null)
  }

  return (
    <div ref={container} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>{m.invite_choose_title()}</h2>
      <Form of={form} onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {error ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {error}
          </p>
        ) : null}
        <NewPasswordFields form={form} disabled={submitting} helperText={passwordRulesHint()} />
        <Button type="submit" loading={submitting} loadingText={m.invite_saving()}>
          {m.invite_save_continue()}
        </Button>
      </Form>
    </div>
  )
}
