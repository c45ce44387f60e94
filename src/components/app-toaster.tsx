import { Toaster } from 'react-hot-toast'
import { TOAST_DURATION_MS } from '~/lib/toast'

/** The global toast area, mounted once at the root. Hovering a toast pauses its timer (react-hot-toast). */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ zIndex: 70, top: 16 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: 'var(--colors-bg-default)',
          color: 'var(--colors-fg-default)',
          borderRadius: 'var(--radii-l2)',
          boxShadow: 'var(--shadows-raised)',
          padding: '12px 14px',
          maxWidth: 'min(420px, calc(100vw - 32px))',
        },
        success: { iconTheme: { primary: 'var(--colors-court-700)', secondary: '#fff' } },
      }}
    />
  )
}
