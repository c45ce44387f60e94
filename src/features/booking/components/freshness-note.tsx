import { css } from 'styled-system/css'
import { formatLastUpdated } from '~/lib/last-updated'
import type { RefreshState } from './use-availability-model'
import { m } from '~/i18n/member'

export interface FreshnessNoteProps {
  online: boolean
  refresh: RefreshState
  known: boolean
  fetchedAt: Date | null
}

/**
 * Says where the free/taken marks come from: live, or the last copy on this device (and how old it is),
 * or none at all — in which case booking still works and the club decides when the connection is back.
 */
export function FreshnessNote({ online, refresh, known, fetchedAt }: FreshnessNoteProps) {
  let text: string | null = null
  let tone: 'muted' | 'warn' = 'muted'
  // The device's clock and zone: "last updated" is about when this device fetched, not about the club.
  const when = fetchedAt ? formatLastUpdated(fetchedAt) : null
  if (!online || refresh === 'offline') {
    tone = 'warn'
    text = known
      ? m.booking_offline_known({ when: when ?? m.booking_earlier() })
      : m.booking_offline_unknown()
  } else if (refresh === 'loading' && !known) {
    text = m.booking_checking_free()
  } else if (refresh === 'error') {
    tone = 'warn'
    text = known ? m.booking_refresh_failed({ when: when ?? m.booking_earlier() }) : m.booking_load_failed()
  }
  if (!text) return null
  return (
    <p
      role="status"
      className={
        tone === 'warn'
          ? css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })
          : css({ textStyle: 'sm', color: 'fg.muted' })
      }
    >
      {text}
    </p>
  )
}
