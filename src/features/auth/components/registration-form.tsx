import { Field, Form, setValue, type FieldElementProps, type FieldStore, type FormStore } from '@modular-forms/react'
import { css } from 'styled-system/css'
import { TextField } from '~/components/form/text-field'
import { useSignalValue } from '~/components/form/use-signal-value'
import { PhoneInput } from './phone-input'
import { ReferralCodeField } from './referral-code-field'
import type { ReferralStatus } from './use-referral-check'
import { passwordRulesHint } from '../schemas/password'
import { m } from '~/i18n/auth'

/** The Join form's values as the inputs hold them (all strings; the schema trims and checks). */
export type RegistrationValues = {
  firstName: string
  lastName: string
  email: string
  username: string
  password: string
  phone: string
  referralCode: string
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  phone: '',
  referralCode: '',
}

export interface RegistrationFormProps {
  id: string
  form: FormStore<RegistrationValues>
  onSubmit: (values: RegistrationValues) => Promise<void>
  referral: { status: ReferralStatus; onChange(code: string): void; checkNow(code: string): Promise<unknown> }
  disabled: boolean
}

/** The fields of the Join dialog; its buttons live in the dialog footer and submit by form id. */
export function RegistrationForm({ id, form, onSubmit, referral, disabled }: RegistrationFormProps) {
  const submitting = useSignalValue(form.submitting)
  const locked = disabled || submitting
  return (
    <Form of={form} id={id} onSubmit={onSubmit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
        <Field of={form} name="firstName">
          {(store, props) => (
            <TextField store={store} props={props} label={m.join_first_name()} autoComplete="given-name" required disabled={locked} />
          )}
        </Field>
        <Field of={form} name="lastName">
          {(store, props) => (
            <TextField store={store} props={props} label={m.join_last_name()} autoComplete="family-name" required disabled={locked} />
          )}
        </Field>
      </div>
      <Field of={form} name="email">
        {(store, props) => (
          <TextField store={store} props={props} label={m.join_email()} type="email" autoComplete="email" required disabled={locked} />
        )}
      </Field>
      <Field of={form} name="username">
        {(store, props) => (
          <TextField
            store={store}
            props={props}
            label={m.join_username()}
            autoComplete="username"
            required
            disabled={locked}
            helperText={m.join_username_hint()}
          />
        )}
      </Field>
      <Field of={form} name="password">
        {(store, props) => (
          <TextField
            store={store}
            props={props}
            label={m.join_password()}
            type="password"
            autoComplete="new-password"
            required
            disabled={locked}
            helperText={passwordRulesHint()}
          />
        )}
      </Field>
      <Field of={form} name="phone">
        {(store, props) => <PhoneField store={store} props={props} form={form} disabled={locked} />}
      </Field>
      <Field of={form} name="referralCode">
        {(store, props) => (
          <ReferralCodeField
            store={store}
            props={props}
            status={referral.status}
            onCodeChange={referral.onChange}
            onCodeBlur={(code) => void referral.checkNow(code)}
            disabled={locked}
          />
        )}
      </Field>
    </Form>
  )
}

/** Bridges the phone input (which shows a formatted number) to the form (which stores E.164). */
function PhoneField({
  store,
  props,
  form,
  disabled,
}: {
  store: FieldStore<RegistrationValues, 'phone'>
  props: FieldElementProps<RegistrationValues, 'phone'>
  form: FormStore<RegistrationValues>
  disabled: boolean
}) {
  const value = useSignalValue(store.value) ?? ''
  const error = useSignalValue(store.error)
  return (
    <PhoneInput
      name={props.name}
      inputRef={props.ref}
      label={m.join_phone_optional()}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(e164) => setValue(form, 'phone', e164)}
      onBlur={props.onBlur}
    />
  )
}
