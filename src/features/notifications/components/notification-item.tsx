import { useNavigate } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { NotificationRow } from '~/db/types'
import { queueNotificationsRead } from '~/db/operations/notifications-read'
import { m } from '~/i18n/member'
import { relativeTime } from '../lib/relative-time'
import { NoticeText } from './notice-text'

const row = css({
  display: 'flex',
  gap: '3',
  w: 'full',
  textAlign: 'start',
  px: '4',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  cursor: 'pointer',
  textDecoration: 'none',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '-2px' },
})

/**
 * One notification. Opening it marks it read (queued, so offline too) and follows its link, an app path
 * such as /player-statistics; one without a link is just marked read.
 */
export function NotificationItem({ notification: n, onNavigate }: { notification: NotificationRow; onNavigate: () => void }) {
  const navigate = useNavigate()
  const unread = n.read_at === null
  const problem = n.kind === 'sync_conflict'

  function open(event: React.MouseEvent) {
    // A modified click opens the link in a new tab as usual; this tab still marks it read.
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1
    if (unread) void queueNotificationsRead([n.id]).catch(() => undefined)
    if (newTab || !n.link) return
    event.preventDefault()
    onNavigate()
    void navigate({ href: n.link })
  }

  const content = (
    <>
      <span
        aria-hidden
        className={cx(
          css({ flexShrink: 0, mt: '1.5', w: '2', h: '2', borderRadius: 'full' }),
          unread ? css({ bg: problem ? 'red.solid.bg' : 'court.solid.bg' }) : css({ bg: 'transparent' }),
        )}
      />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0', flex: '1' })}>
        <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'baseline' })}>
          <span className={css({ fontWeight: unread ? 'bold' : 'medium', textStyle: 'sm', color: problem ? 'fg.error' : 'fg.default' })}>
            <NoticeText text={n.title} message={n.title_message} />
            {unread ? <span className={css({ srOnly: true })}>{m.notifications_unread_suffix()}</span> : null}
          </span>
          <time dateTime={n.created_at} className={css({ textStyle: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}>
            {relativeTime(n.created_at)}
          </time>
        </span>
        {n.body || n.body_message ? (
          <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            <NoticeText text={n.body} message={n.body_message} />
          </span>
        ) : null}
      </span>
    </>
  )

  return (
    <li>
      {n.link ? (
        <a href={n.link} className={row} onClick={open} onAuxClick={open}>
          {content}
        </a>
      ) : (
        <button type="button" className={row} onClick={open}>
          {content}
        </button>
      )}
    </li>
  )
}
