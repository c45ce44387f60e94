import type { ReadonlySignal } from '@preact/signals-react'
import type { ChangeEventHandler, FocusEventHandler, ReactNode, RefCallback } from 'react'
import * as Field from '~/components/ui/field'
import { useSignalValue } from './use-signal-value'

/** The parts of a modular-forms field store and element props a text input needs. */
export interface TextFieldBinding {
  store: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> }
  props: {
    name: string
    ref: RefCallback<HTMLInputElement>
    onChange: ChangeEventHandler<HTMLInputElement>
    onBlur: FocusEventHandler<HTMLInputElement>
  }
}

export interface TextFieldProps extends TextFieldBinding {
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete: string
  required?: boolean
  disabled?: boolean
  helperText?: ReactNode
  /** An error from outside the schema (e.g. the referral check); the schema's error wins. */
  extraError?: string
  /** Extra props for the input, e.g. a blur handler or state styling. */
  inputProps?: Omit<React.ComponentProps<typeof Field.Input>, 'name' | 'ref' | 'value' | 'onChange' | 'type' | 'autoComplete'>
  endSlot?: ReactNode
}

/**
 * A labelled input bound to a modular-forms field. Ark's Field links the label, the helper and the
 * error text to the input (aria-describedby, aria-invalid), so screen readers announce the message.
 */
export function TextField({
  store,
  props,
  label,
  type = 'text',
  autoComplete,
  required,
  disabled,
  helperText,
  extraError,
  inputProps,
  endSlot,
}: TextFieldProps) {
  const value = useSignalValue(store.value)
  const error = useSignalValue(store.error) || extraError || ''
  return (
    <Field.Root invalid={error !== ''} required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <Field.Input
        {...inputProps}
        name={props.name}
        ref={props.ref}
        onChange={props.onChange}
        onBlur={(event) => {
          props.onBlur(event)
          inputProps?.onBlur?.(event)
        }}
        type={type}
        autoComplete={autoComplete}
        value={value ?? ''}
      />
      {endSlot}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
