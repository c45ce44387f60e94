import { getLocale } from '~/i18n/current-locale'
import { supabase } from '~/lib/supabase'
import { signUpMetadata, type RegistrationData } from '../schemas/registration'
import { signUpFailure, unexpectedSignUpError, type SignUpFailure } from './sign-up-errors'

/**
 * Creates the account; the database trigger builds the profile from the metadata. The confirmation
 * link brings the user back to the login page (docs/product.md §7). The language the form was shown in becomes the
 * profile's, and the confirmation e-mail's. On failure, the server's sentence and the field it is about.
 */
export async function signUp(data: RegistrationData): Promise<{ error: SignUpFailure | null }> {
  try {
    const { error } = await supabase.auth.signUp({
      email: data.email,
      password: data.password,
      options: { data: { ...signUpMetadata(data), locale: getLocale() }, emailRedirectTo: `${window.location.origin}/login` },
    })
    return { error: error ? signUpFailure(error) : null }
  } catch (err) {
    return { error: { message: err instanceof Error && err.message ? err.message : unexpectedSignUpError(), field: null } }
  }
}
