import { useId, useRef, useState, type FocusEventHandler, type RefCallback } from 'react'
import { css, cx } from 'styled-system/css'
import { field, input } from 'styled-system/recipes'
import { DEFAULT_COUNTRY, fromE164, typePhone, type PhoneState } from '../phone'
import { CountrySelect } from './country-select'

export interface PhoneInputProps {
  /** The stored value: E.164 ("+12015550123") or '' when empty. */
  value: string
  onChange: (e164: string) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  inputRef?: RefCallback<HTMLInputElement>
  name: string
  label: string
  error?: string
  disabled?: boolean
}

/**
 * International phone input: a country list plus a number formatted as it is typed
 * (libphonenumber-js). The form only ever sees the E.164 value.
 *
 * Wired by hand rather than with Ark's Field: the country combobox would pick up the Field's
 * context and take over its label, leaving the number itself unlabelled.
 */
export function PhoneInput({ value, onChange, onBlur, inputRef, name, label, error, disabled }: PhoneInputProps) {
  const [state, setState] = useState<PhoneState>(() => fromE164(value, DEFAULT_COUNTRY))
  const emitted = useRef(value)
  const id = useId()
  const inputId = `${id}-number`
  const errorId = `${id}-error`
  const styles = field()

  // A value set from outside (a form reset) replaces what is shown.
  if (value !== emitted.current && value !== state.e164) {
    emitted.current = value
    setState(fromE164(value, state.country))
  }

  function update(next: PhoneState) {
    setState(next)
    emitted.current = next.e164
    if (next.e164 !== value) onChange(next.e164)
  }

  return (
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
        <CountrySelect
          value={state.country}
          disabled={disabled}
          onChange={(country) => update(state.display.startsWith('+') ? { ...state, country } : typePhone(state.display, country))}
        />
        <input
          ref={inputRef}
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={cx(input(), css({ flex: '1' }))}
          value={state.display}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          data-invalid={error ? '' : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => update(typePhone(e.currentTarget.value, state.country, state.display))}
          onBlur={onBlur}
        />
      </div>
      {error ? (
        <span id={errorId} className={styles.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  )
}
