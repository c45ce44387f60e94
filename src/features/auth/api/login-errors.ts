import { m } from '~/i18n/auth'

/** The toast for a failed login, keyed on GoTrue's messages as docs/product.md §8 says. */
export interface LoginErrorToast {
  title: string
  description: string
  /** The "Email not confirmed" hint and resend link should show. */
  unconfirmed: boolean
}

export function loginErrorToast(message: string | undefined): LoginErrorToast {
  const text = message ?? ''
  // eslint-disable-next-line elsy/no-ui-literal -- the auth service's own words, matched, not shown
  if (text.includes('Email not confirmed')) {
    return {
      title: m.signin_email_not_confirmed_title(),
      description: m.signin_email_not_confirmed_description(),
      unconfirmed: true,
    }
  }
  // eslint-disable-next-line elsy/no-ui-literal -- the auth service's own words, matched, not shown
  if (text.includes('Invalid login credentials')) {
    return {
      title: m.signin_invalid_credentials_title(),
      description: m.signin_invalid_credentials_description(),
      unconfirmed: false,
    }
  }
  // The auth service refuses an address that guessed too often (sign-ins per address, wrong passwords per
  // account and address) for up to 15 minutes; the owner elsewhere is not refused.
  // eslint-disable-next-line elsy/no-ui-literal -- the auth service's own words, matched, not shown
  if (text.includes('Request rate limit reached')) {
    return { title: m.signin_too_many_attempts_title(), description: m.signin_too_many_attempts_description(), unconfirmed: false }
  }
  return { title: m.signin_login_failed(), description: text || m.signin_unknown_error(), unconfirmed: false }
}

export const USER_NOT_FOUND = {
  get title() {
    return m.signin_user_not_found_title()
  },
  get description() {
    return m.signin_user_not_found_description()
  },
}
