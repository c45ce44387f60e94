import { getLocale } from '~/i18n/current-locale'
import { supabase } from '~/lib/supabase'
import { signUpMetadata, type RegistrationData } from '../schemas/registration'
import { signUpFailure, unexpectedSignUpError, type SignUpFailure } from './sign-up-errors'

/**
 * Creates the account; the database trigger builds the profile from the metadata. The confirmation
 * link brings the user back to the login page (docs/product.md §7), and on to `redirect` (where they were going
 * when asked to join: a court they chose) once signed in. The language the form was shown in becomes the
 * profile's, and the confirmation e-mail's. On failure, the server's sentence and the field it is about.
 */
export async function signUp(data: RegistrationData, redirect?: string): Promise<{ error: SignUpFailure | null }> {
  try {
    const { error } = await supabase.auth.signUp({
      email: data.email,
      password: data.password,
      options: { data: { ...signUpMetadata(data), locale: getLocale() }, emailRedirectTo: confirmationLanding(redirect) },
    })
    return { error: error ? signUpFailure(error) : null }
  } catch (err) {
    return { error: { message: err instanceof Error && err.message ? err.message : unexpectedSignUpError(), field: null } }
  }
}

/** The login page, carrying where to go next (a same-origin path, already checked). */
function confirmationLanding(redirect: string | undefined): string {
  const login = `${window.location.origin}/login`
  return redirect ? `${login}?${new URLSearchParams({ redirect })}` : login
}
