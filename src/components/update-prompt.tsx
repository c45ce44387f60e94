import { useRegisterSW } from 'virtual:pwa-register/react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { m } from '~/i18n/public'

/**
 * Registers the service worker and, when a new version has been downloaded, asks before switching:
 * the new worker waits until the person presses Reload, so no half-filled form is lost to an update.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError: (error) => console.warn('Service worker registration failed', error),
  })
  if (!needRefresh) return null
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        position: 'fixed',
        insetInline: '4',
        bottom: '4',
        mx: 'auto',
        maxW: 'md',
        zIndex: 60,
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        p: '3',
        pl: '4',
        bg: 'bg.default',
        color: 'fg.default',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l2',
        boxShadow: 'raised',
      })}
    >
      <span className={css({ flex: '1', textStyle: 'sm' })}>{m.site_update_available()}</span>
      <Button size="sm" variant="outline" onClick={() => setNeedRefresh(false)}>
        {m.site_later()}
      </Button>
      <Button size="sm" onClick={() => reloadIntoNewVersion(updateServiceWorker)}>
        {m.site_reload()}
      </Button>
    </div>
  )
}

/**
 * Activates the waiting worker and reloads once it controls the page. workbox-window reloads by itself
 * only when the page already had a worker at load; in the visit that installed the first worker it
 * would leave the old page (and this prompt) in place.
 */
function reloadIntoNewVersion(updateServiceWorker: (reloadPage?: boolean) => Promise<void>): void {
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  void updateServiceWorker(true)
}
