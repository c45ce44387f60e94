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
import { m } from '~/i18n/auth'
import { WithAuthWords } from './with-auth-words'

const MAX_NAME = 40
/** The section's anchor, for pages that send people straight to it. */
export const TWO_FACTOR_SECTION_ID = 'two-step-sign-in'

/**
 * Settings → "Two-step sign-in": add an authenticator app (QR code or setup key, then a code to confirm),
 * list the confirmed ones and remove them. The auth service holds the factors, so this needs a connection.
 * `onAdded`: after an app is confirmed (the session is then at aal2), e.g. on to the page that asked for it.
 */
export function TwoFactorSettings(props: { userId: string; onAdded?: () => void }) {
  return (
    <WithAuthWords>
      <TwoFactorSection {...props} />
    </WithAuthWords>
  )
}

function TwoFactorSection({ userId, onAdded }: { userId: string; onAdded?: () => void }) {
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
        <Card.Title id={titleId}>{m.twostep_title()}</Card.Title>
        <Card.Description>{m.twostep_description()}</Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {!online ? (
          <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
            {m.twostep_offline_settings()}
          </p>
        ) : loaded === null ? (
          <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.twostep_loading()}</p>
        ) : 'error' in loaded ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
            {m.twostep_load_failed({ reason: loaded.error })}
          </p>
        ) : factors && factors.length > 0 ? (
          <>
            <p className={css({ textStyle: 'sm' })}>
              <strong>{m.twostep_on_label()}</strong> {m.twostep_on_text({ count: factors.length })}
            </p>
            <ul aria-label={m.twostep_apps_list()} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {factors.map((factor) => (
                <li
                  key={factor.id}
                  className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', px: '3', py: '2' })}
                >
                  <span className={css({ display: 'flex', flexDirection: 'column' })}>
                    <span className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>{factor.name}</span>
                    <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.twostep_added({ date: formatInstantDate(factor.createdAt) })}</span>
                  </span>
                  <Button variant="outline" size="sm" onClick={() => setRemoving(factor)} aria-label={m.twostep_remove_named({ name: factor.name })}>
                    {m.twostep_remove()}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={css({ textStyle: 'sm' })}>
            <strong>{m.twostep_off_label()}</strong> {m.twostep_off_text()}
          </p>
        )}
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" onClick={() => setAdding(true)} disabled={!online || factors === null}>
          {factors && factors.length > 0 ? m.twostep_add_another() : m.twostep_set_up()}
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
            <Dialog.Title>{m.twostep_set_up()}</Dialog.Title>
            <Dialog.Description>{m.twostep_add_description()}</Dialog.Description>
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
  const [name, setName] = useState(() => (taken.includes(m.twostep_default_name()) ? '' : m.twostep_default_name()))
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function start(event: FormEvent) {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) return setError(m.twostep_name_missing())
    if (taken.includes(trimmed)) return setError(m.twostep_name_taken())
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
    notify.success(m.twostep_on_toast_title(), m.twostep_on_toast_description())
    onAdded()
  }

  if (!enrolment) {
    return (
      <form onSubmit={start} noValidate>
        <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Field.Root invalid={error !== null} required disabled={busy}>
            <Field.Label htmlFor={nameId}>{m.twostep_name_label()}</Field.Label>
            <Field.Input id={nameId} value={name} maxLength={MAX_NAME} autoComplete="off" onChange={(e) => setName(e.target.value)} />
            {error === null ? <Field.HelperText>{m.twostep_name_hint()}</Field.HelperText> : null}
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
        </Dialog.Body>
        <DialogFormFooter busy={busy} loadingText={m.twostep_preparing()}>
          {m.twostep_continue()}
        </DialogFormFooter>
      </form>
    )
  }

  const step = css({ textStyle: 'sm' })
  return (
    <form onSubmit={confirm} noValidate>
      <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p className={step}>{m.twostep_step_scan()}</p>
        {enrolment.qrCode ? (
          <img
            src={enrolment.qrCode}
            alt={m.twostep_qr_alt()}
            width={176}
            height={176}
            className={css({ alignSelf: 'center', bg: 'white', p: '2', borderRadius: 'l2' })}
          />
        ) : null}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={step}>{m.twostep_cannot_scan()}</p>
          <code
            aria-label={m.twostep_setup_key()}
            data-testid="totp-secret"
            className={css({ fontFamily: 'mono', textStyle: 'sm', wordBreak: 'break-all', bg: 'bg.subtle', px: '2', py: '1', borderRadius: 'l1', userSelect: 'all' })}
          >
            {enrolment.secret}
          </code>
          <details className={css({ textStyle: 'xs', color: 'fg.muted' })}>
            <summary className={css({ cursor: 'pointer' })}>{m.twostep_show_link()}</summary>
            <code className={css({ fontFamily: 'mono', wordBreak: 'break-all', userSelect: 'all' })}>{enrolment.uri}</code>
          </details>
        </div>
        <p className={step}>{m.twostep_step_type()}</p>
        <TotpCodeField value={code} onChange={setCode} error={error} disabled={busy} />
      </Dialog.Body>
      <DialogFormFooter busy={busy} loadingText={m.twostep_checking_ellipsis()}>
        {m.twostep_turn_on()}
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
    notify.success(m.twostep_removed_title(), m.twostep_removed_description({ name: factor.name }))
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
              <Dialog.Title>{m.twostep_remove_title({ name: factor?.name ?? '' })}</Dialog.Title>
              <Dialog.Description>{m.twostep_remove_description()}</Dialog.Description>
            </Dialog.Header>
            <DialogCloseButton disabled={busy} />
            {error ? (
              <Dialog.Body>
                <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
                  {error}
                </p>
              </Dialog.Body>
            ) : null}
            <DialogFormFooter busy={busy} loadingText={m.twostep_removing()} submitClassName={css({ colorPalette: 'red' })}>
              {m.twostep_remove()}
            </DialogFormFooter>
          </form>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  )
}
