import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Button } from '../ui/button'
import { m } from '~/i18n/public'

export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const retry = () => {
    reset()
    // Re-runs the loaders of the current matches instead of reloading the whole app (which may be offline).
    void router.invalidate()
  }
  return (
    <div role="alert" className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', py: '16', px: '6', textAlign: 'center' })}>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{m.site_error_title()}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{error instanceof Error ? error.message : m.site_error_unexpected()}</p>
      <Button onClick={retry}>{m.site_try_again()}</Button>
    </div>
  )
}
