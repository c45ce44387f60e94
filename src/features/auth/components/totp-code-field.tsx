import * as Field from '~/components/ui/field'
import { m } from '~/i18n/auth'

/** The 6-digit code from an authenticator app; the browser may offer it from a password manager. */
export function TotpCodeField(props: {
  value: string
  onChange: (value: string) => void
  error: string | null
  disabled?: boolean
  label?: string
}) {
  return (
    <Field.Root invalid={props.error !== null} required disabled={props.disabled}>
      <Field.Label>{props.label ?? m.twostep_code_label()}</Field.Label>
      <Field.Input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={7}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value.replace(/[^0-9 ]/g, ''))}
      />
      {props.error === null ? <Field.HelperText>{m.twostep_code_hint()}</Field.HelperText> : null}
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  )
}

/** A code that can be sent: six digits once spaces are taken out. */
export function codeError(code: string): string | null {
  return /^\d{6}$/.test(code.replace(/\s+/g, '')) ? null : m.twostep_code_invalid()
}
