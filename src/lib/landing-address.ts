/**
 * The address the app was opened at. supabase-js takes a PKCE `?code=` out of the address bar once it
 * has exchanged it, before any page is drawn (and the router follows that change), so a page that must
 * know what a link brought reads it here. It counts once: after the page has dealt with it, later
 * visits to the same path are ordinary ones.
 */
const opened = typeof window === 'undefined' ? null : window.location.href
let handled = false

/** The opening address when the app was opened at `pathname` and nobody has dealt with it yet. */
export function landingAddress(pathname: string): string | null {
  if (handled || !opened) return null
  return new URL(opened).pathname === pathname ? opened : null
}

export function landingAddressHandled(): void {
  handled = true
}
