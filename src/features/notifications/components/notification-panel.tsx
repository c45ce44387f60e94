import { Popover } from '@ark-ui/react/popover'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import { useNotifications } from '~/db/queries'
import { queueNotificationsRead } from '~/db/operations/notifications-read'
import { errorText } from '~/i18n/server-words'
import { m } from '~/i18n/member'
import { NotificationItem } from './notification-item'

interface NotificationPanelProps {
  unread: number
  /** A notification's link was followed: the popover closes. */
  onNavigate: () => void
}

/** The popover's inside: a heading, "Mark all as read", and the newest notifications first. */
export function NotificationPanel({ unread, onNavigate }: NotificationPanelProps) {
  const notifications = useNotifications()
  const [error, setError] = useState<string | null>(null)

  async function markAllRead() {
    setError(null)
    try {
      await queueNotificationsRead(null)
    } catch (err) {
      setError(errorText(err, m.notifications_mark_read_failed()))
    }
  }

  return (
    <>
      <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted' })}>
        <Popover.Title className={css({ textStyle: 'md', fontWeight: 'bold' })}>{m.notifications_title()}</Popover.Title>
        <Button size="sm" variant="ghost" disabled={unread === 0} onClick={() => void markAllRead()}>
          {m.notifications_mark_all_read()}
        </Button>
      </div>
      {error ? (
        <p role="alert" className={css({ px: '4', py: '2', textStyle: 'sm', color: 'fg.error' })}>
          {error}
        </p>
      ) : null}
      <div className={css({ overflowY: 'auto', flex: '1' })}>
        {notifications === undefined ? (
          <p className={css({ p: '4', color: 'fg.muted', textStyle: 'sm' })}>{m.notifications_loading()}</p>
        ) : notifications.length === 0 ? (
          <p className={css({ p: '4', color: 'fg.muted', textStyle: 'sm' })}>{m.notifications_empty()}</p>
        ) : (
          <ul aria-label={m.notifications_list_label()} className={css({ display: 'flex', flexDirection: 'column' })}>
            {notifications.map((n) => (
              <NotificationItem key={n.id} notification={n} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
