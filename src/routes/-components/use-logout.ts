import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { signOut } from '~/features/auth/api/sign-out'

/** Logout from any layout: sign out (errors are toasted by signOut), then back to the home page (spec). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    await signOut()
    await navigate({ to: '/' })
  }, [navigate])
}
