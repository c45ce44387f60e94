import { Field, type FormStore } from '@modular-forms/react'
import { TextField } from '~/components/form/text-field'
import { m } from '~/i18n/auth'

export type NewPasswordValues = { password: string; confirmPassword: string }

/** "New password" and "Confirm new password": shared by change-password and reset-password. */
export function NewPasswordFields(props: { form: FormStore<NewPasswordValues>; disabled: boolean; helperText?: string }) {
  return (
    <>
      <Field of={props.form} name="password">
        {(store, fieldProps) => (
          <TextField
            store={store}
            props={fieldProps}
            label={m.password_new_label()}
            type="password"
            autoComplete="new-password"
            required
            disabled={props.disabled}
            helperText={props.helperText}
          />
        )}
      </Field>
      <Field of={props.form} name="confirmPassword">
        {(store, fieldProps) => (
          <TextField
            store={store}
            props={fieldProps}
            label={m.password_confirm_label()}
            type="password"
            autoComplete="new-password"
            required
            disabled={props.disabled}
          />
        )}
      </Field>
    </>
  )
}
