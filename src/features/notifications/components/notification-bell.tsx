import { Popover } from '@ark-ui/react/popover'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { BellIcon } from '~/components/icons'
import { IconButton } from '~/components/ui/icon-button'
import { useUnreadCount } from '~/db/queries'
import { m } from '~/i18n/member'
import { bellLabel } from '../lib/relative-time'
import { NotificationPanel } from './notification-panel'

/**
 * The top bar's bell (docs/product.md §2.9: a bell with an unread dot). The dot and the count in the button's
 * name come from this device's copy, so they are right offline too; the list opens in a popover.
 */
export function NotificationBell() {
  const unread = useUnreadCount() ?? 0
  const [open, setOpen] = useState(false)
  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: 8, overflowPadding: 8, fitViewport: true }}
    >
      <Popover.Trigger asChild>
        <IconButton variant="ghost" colorPalette="gray" aria-label={bellLabel(unread)} className={css({ position: 'relative' })}>
          <BellIcon />
          {unread > 0 ? (
            <span
              data-testid="unread-dot"
              className={css({
                position: 'absolute',
                top: '2',
                insetEnd: '2',
                w: '2.5',
                h: '2.5',
                borderRadius: 'full',
                bg: 'red.solid.bg',
                borderWidth: '2px',
                borderColor: 'bg.default',
              })}
            />
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner className={css({ zIndex: 'popover' })}>
        {/* Named here: Ark links the title only if it was in the DOM when the popover opened, and this content mounts lazily. */}
        <Popover.Content
          aria-label={m.notifications_title()}
          className={css({
            w: 'min(24rem, calc(100vw - 1rem))',
            bg: 'bg.default',
            borderRadius: 'l3',
            borderWidth: '1px',
            borderColor: 'border.muted',
            boxShadow: 'raised',
            outline: 'none',
            display: 'flex',
            flexDirection: 'column',
            maxH: 'min(32rem, calc(100dvh - 5rem))',
            overflow: 'hidden',
            _open: { animation: 'fade-in 0.12s ease-out' },
          })}
        >
          <NotificationPanel unread={unread} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  )
}
