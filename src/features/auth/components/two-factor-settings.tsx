import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { DialogCloseButton } from '~/components/dialog-close-button'
import { DialogFormFooter } from '~/components/form/dialog-form-footer'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import * as Dialog from '~/components/ui/dialog'
import * as Field from '~/components/ui/field'
import { useSyncStatus } from '~/db/queries/sync-status'
import { useLoaded } from '~/lib/use-loaded'
import { notify } from '~/lib/toast'
import { formatInstantDate } from '~/lib/club-time'
import {
  listTotpFactors,
  removeTotpFactor,
  startTotpEnrolment,
  verifyTotpCode,
  type TotpEnrolment,
  type TotpFactor,
} from '../api/two-factor'
import { codeError, TotpCodeField } from './totp-code-field'

const MAX_NAME = 40
/** The section's anchor, for pages that send people straight to it. */
export const TWO_FACTOR_SECTION_ID = 'two-step-sign-in'

/**
 * Settings → "Two-step sign-in": add an authenticator app (QR code or setup key, then a code to confirm),
 * list the confirmed ones and remove them. The auth service holds the factors, so this needs a connection.
 * `onAdded`: after an app is confirmed (the session is then at aal2), e.g. on to the page that asked for it.
 */
export function TwoFactorSettings({ userId, onAdded }: { userId: string; onAdded?: () => void }) {
  const { online } = useSyncStatus()
  const [version, setVersion] = useState(0)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<TotpFactor | null>(null)
  const loaded = useLoaded(online ? `${userId}:factors` : null, async () => {
    const result = await listTotpFactors()
    if (!result.ok) throw new Error(result.message)
    return result.value
  }, version)
  const factors = loaded && 'data' in loaded ? loaded.data : null
  const reload = () => setVersion((n) => n + 1)
  const titleId = useId()

  return (
    <Card.Root id={TWO_FACTOR_SECTION_ID} role="region" aria-labelledby={titleId} className={css({ scrollMarginTop: '20' })}>
      <Card.Header>
        <Card.Title id={titleId}>Two-step sign-in</Card.Title>
        <Card.Description>
          After your password, ELSY asks for a 6-digit code from an authenticator app on your phone (for example
          Google Authenticator, Microsoft Authenticator or 1Password).
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {!online ? (
          <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
            You are offline. Two-step sign-in can be seen and changed with a connection.
          </p>
        ) : loaded === null ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>Loading…</p>
        ) : 'error' in loaded ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            Could not load your authenticator apps. {loaded.error}
          </p>
        ) : factors && factors.length > 0 ? (
          <>
            <p className={css({ textStyle: 'sm' })}>
              <strong>On.</strong> Signing in asks for a code from {factors.length === 1 ? 'this app' : 'one of these apps'}.
            </p>
            <ul aria-label="Authenticator apps" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {factors.map((factor) => (
                <li
                  key={factor.id}
                  className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', px: '3', py: '2' })}
                >
                  <span className={css({ display: 'flex', flexDirection: 'column' })}>
                    <span className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>{factor.name}</span>
                    <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>Added {formatInstantDate(factor.createdAt)}</span>
                  </span>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(factor)} aria-label={`Remove ${factor.name}`}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={css({ textStyle: 'sm' })}>
            <strong>Off.</strong> Your password alone signs you in.
          </p>
        )}
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" onClick={() => setAdding(true)} disabled={!online || factors === null}>
          {factors && factors.length > 0 ? 'Add another app' : 'Set up two-step sign-in'}
        </Button>
      </Card.Footer>
      <AddAppDialog
        open={adding}
        taken={factors?.map((f) => f.name) ?? []}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false)
          reload()
          onAdded?.()
        }}
      />
      <RemoveAppDialog
        factor={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null)
          reload()
        }}
      />
    </Card.Root>
  )
}

function AddAppDialog(props: { open: boolean; taken: string[]; onClose: () => void; onAdded: () => void }) {
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && props.onClose()}>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: { sm: '32rem' } })}>
          <Dialog.Header>
            <Dialog.Title>Set up two-step sign-in</Dialog.Title>
            <Dialog.Description>Add ELSY to the authenticator app on your phone.</Dialog.Description>
          </Dialog.Header>
          <DialogCloseButton />
          <AddAppForm {...props} />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}

function AddAppForm({ taken, onAdded }: { taken: string[]; onAdded: () => void }) {
  const nameId = useId()
  const [name, setName] = useState(taken.includes('Authenticator app') ? '' : 'Authenticator app')
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function start(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError('Give the app a name, for example "My phone".')
    if (taken.includes(trimmed)) return setError('You already have an authenticator app with this name. Choose another name.')
    setBusy(true)
    setError(null)
    const result = await startTotpEnrolment(trimmed)
    setBusy(false)
    if (!result.ok) return setError(result.message)
    setEnrolment(result.value)
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (!enrolment) return
    const invalid = codeError(code)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    const result = await verifyTotpCode(enrolment.factorId, code)
    setBusy(false)
    if (!result.ok) {
      setCode('')
      return setError(result.message)
    }
    notify.success('Two-step sign-in is on', 'From now on, signing in asks for a code from your app.')
    onAdded()
  }

  if (!enrolment) {
    return (
      <form onSubmit={start} noValidate>
        <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Field.Root invalid={error !== null} required disabled={busy}>
            <Field.Label htmlFor={nameId}>Name for this app</Field.Label>
            <Field.Input id={nameId} value={name} maxLength={MAX_NAME} autoComplete="off" onChange={(e) => setName(e.target.value)} />
            {error === null ? <Field.HelperText>Shown in this list, so you can tell your apps apart.</Field.HelperText> : null}
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </Dialog.Body>
        <DialogFormFooter busy={busy} loadingText="Preparing…">
          Continue
        </DialogFormFooter>
      </form>
    )
  }

  const step = css({ textStyle: 'sm' })
  return (
    <form onSubmit={confirm} noValidate>
      <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={step}>1. In your authenticator app, add an account and scan this QR code.</p>
        {enrolment.qrCode ? (
          <img
            src={enrolment.qrCode}
            alt="QR code for adding ELSY to an authenticator app"
            width={176}
            height={176}
            className={css({ alignSelf: 'center', bg: 'white', p: '2', borderRadius: 'l2' })}
          />
        ) : null}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={step}>Cannot scan? Type this setup key instead (time-based, 6 digits):</p>
          <code
            aria-label="Setup key"
            data-testid="totp-secret"
            className={css({ fontFamily: 'mono', textStyle: 'sm', wordBreak: 'break-all', bg: 'bg.subtle', px: '2', py: '1', borderRadius: 'l1', userSelect: 'all' })}
          >
            {enrolment.secret}
          </code>
          <details className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            <summary className={css({ cursor: 'pointer' })}>Show the setup link</summary>
            <code className={css({ fontFamily: 'mono', wordBreak: 'break-all', userSelect: 'all' })}>{enrolment.uri}</code>
          </details>
        </div>
        <p className={step}>2. Type the code the app now shows for ELSY.</p>
        <TotpCodeField value={code} onChange={setCode} error={error} disabled={busy} />
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText="Checking…">
        Turn on
      </DialogFormFooter>
    </form>
  )
}

function RemoveAppDialog(props: { factor: TotpFactor | null; onClose: () => void; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const factor = props.factor

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!factor) return
    setBusy(true)
    setError(null)
    const result = await removeTotpFactor(factor.id)
    setBusy(false)
    if (!result.ok) return setError(result.message)
    notify.success('Authenticator app removed', `${factor.name} no longer gives codes for ELSY.`)
    props.onRemoved()
  }

  return (
    <Dialog.Root
      open={factor !== null}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) {
          setError(null)
          props.onClose()
        }
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content className={css({ maxW: { sm: '32rem' } })}>
          <form onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>Remove {factor?.name}?</Dialog.Title>
              <Dialog.Description>
                Its codes stop working for ELSY. With no app left, your password alone signs you in.
              </Dialog.Description>
            </Dialog.Header>
            <DialogCloseButton disabled={busy} />
            {error ? (
              <Dialog.Body>
                <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
                  {error}
                </p>
              </Dialog.Body>
            ) : null}
            <DialogFormFooter busy={busy} loadingText="Removing…" submitClassName={css({ colorPalette: 'red' })}>
              Remove
            </DialogFormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
