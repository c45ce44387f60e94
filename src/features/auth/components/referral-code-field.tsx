import type { ReadonlySignal } from '@preact/signals-react'
import { css } from 'styled-system/css'
import { TextField, type TextFieldBinding } from '~/components/form/text-field'
import type { ReferralStatus } from './use-referral-check'
import { m } from '~/i18n/auth'

export interface ReferralCodeFieldProps extends TextFieldBinding {
  store: { value: ReadonlySignal<string | undefined>; error: ReadonlySignal<string> }
  status: ReferralStatus
  onCodeChange: (code: string) => void
  onCodeBlur: (code: string) => void
  disabled?: boolean
}

/** The optional referral code, with the server's verdict: a green check, or a red border and text. */
export function ReferralCodeField({ store, props, status, onCodeChange, onCodeBlur, disabled }: ReferralCodeFieldProps) {
  return (
    <div className={css({ position: 'relative' })}>
      <TextField
        store={store}
        props={{
          ...props,
          onChange: (event) => {
            props.onChange(event)
            onCodeChange(event.currentTarget.value)
          },
        }}
        label={m.join_referral_label()}
        autoComplete="off"
        disabled={disabled}
        extraError={status === 'invalid' ? m.join_referral_invalid() : undefined}
        inputProps={{
          onBlur: (event) => onCodeBlur(event.currentTarget.value),
          className: status === 'valid' ? css({ pe: '10', borderColor: 'border.success' }) : undefined,
        }}
        endSlot={
          status === 'valid' ? (
            <span
              className={css({ position: 'absolute', insetEnd: '3', top: '9', color: 'fg.success', display: 'flex' })}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                <path d="M20 6 9 17l-5-5" />
              </svg>
              <span className={css({ srOnly: true })} role="status">
                {m.join_referral_valid()}
              </span>
            </span>
          ) : null
        }
      />
    </div>
  )
}
