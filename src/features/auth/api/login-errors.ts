/** The toast for a failed login, keyed on GoTrue's messages as spec §8 says. */
export interface LoginErrorToast {
  title: string
  description: string
  /** The "Email not confirmed" hint and resend link should show. */
  unconfirmed: boolean
}

export function loginErrorToast(message: string | undefined): LoginErrorToast {
  const text = message ?? ''
  if (text.includes('Email not confirmed')) {
    return {
      title: 'Email not confirmed',
      description: 'Please check your inbox and confirm your email before logging in.',
      unconfirmed: true,
    }
  }
  if (text.includes('Invalid login credentials')) {
    return {
      title: 'Invalid credentials',
      description: 'The email/username or password you entered is incorrect.',
      unconfirmed: false,
    }
  }
  return { title: 'Login failed', description: text || 'An unknown error occurred', unconfirmed: false }
}

export const USER_NOT_FOUND = { title: 'User not found', description: 'No account found with this username.' } as const
