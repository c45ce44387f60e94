import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { confirmAndSignOut } from '~/features/auth/api/sign-out'

/**
 * Logout from any layout: sign out (asking first when changes have not synced; errors are toasted by
 * signOut), then back to the home page (docs/product.md §4.3). A cancelled or failed sign-out stays where it is.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    if (await confirmAndSignOut()) await navigate({ to: '/' })
  }, [navigate])
}
