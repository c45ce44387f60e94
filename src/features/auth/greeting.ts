import { m } from '~/i18n/member'

/**
 * The member dashboard's heading. `firstSignIn` comes from the database (public.first_sign_in()); null when
 * it could not be asked and this device does not know either: then a greeting true for everyone.
 */
export function dashboardGreeting(name: string, firstSignIn: boolean | null): string {
  if (firstSignIn === true) return m.greeting_first({ name })
  if (firstSignIn === false) return m.greeting_back({ name })
  return m.greeting_plain({ name })
}
