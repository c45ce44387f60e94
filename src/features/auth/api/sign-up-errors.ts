import { m } from '~/i18n/auth'

/** The Join form's fields, as the registration form names them. */
export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'username' | 'password' | 'phone' | 'referralCode'

export interface SignUpFailure {
  /** The server's sentence (docs/product.md §8: "Registration failed" with message), or its fallback. */
  message: string
  /** The field the sentence is about, to show it under that input; null when it is about none. */
  field: RegistrationField | null
}

export const unexpectedSignUpError = () => m.join_unexpected_error()

// The auth service answers in GoTrue's codes, and the profile trigger's refusals as validation_failed
// with the product's own sentences (docs/product.md §5: "Username is already taken", "Please enter a valid phone number").
const BY_CODE: Record<string, RegistrationField> = {
  username_exists: 'username',
  weak_password: 'password',
  email_exists: 'email',
  email_address_invalid: 'email',
}

const BY_SENTENCE: [RegExp, RegistrationField][] = [
  [/^username\b/i, 'username'],
  [/^password\b/i, 'password'],
  [/\bemail address\b/i, 'email'],
  [/^first name\b/i, 'firstName'],
  [/^last name\b/i, 'lastName'],
  [/\bphone\b/i, 'phone'],
]

/** What a failed sign-up tells the person, and where: from the error supabase-js returns. */
export function signUpFailure(error: { message?: string; code?: string } | null | undefined): SignUpFailure {
  const message = error?.message?.trim() || unexpectedSignUpError()
  const byCode = error?.code ? BY_CODE[error.code] : undefined
  const bySentence = BY_SENTENCE.find(([pattern]) => pattern.test(message))?.[1]
  return { message, field: byCode ?? bySentence ?? null }
}
