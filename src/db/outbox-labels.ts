import { formatMoney, plainAmount } from '~/lib/money'
import type { OutboxItem } from './types'

export interface OutboxItemLabel {
  /** What the change was, in a few words ("Match result", "Court 3, 2026-11-28 18:00 - 19:30"). */
  title: string
  /** Where the player resolves a refused change of this kind (an app path), or null. */
  link: string | null
}

/** How a queued or refused change is named to the player (sync status line, notification list). */
export function describeOutboxItem(item: OutboxItem): OutboxItemLabel {
  switch (item.kind) {
    case 'book': {
      const p = item.payload.preview
      return { title: `Court ${p.court_number}, ${p.date} ${p.slot_label}`, link: '/booking' }
    }
    case 'cancel':
      return { title: 'Cancellation', link: '/booking' }
    case 'profile':
      return { title: 'Profile edit', link: '/profile' }
    case 'match_report':
      return { title: 'Match result', link: '/player-statistics' }
    case 'match_confirm':
      return { title: 'Result confirmation', link: '/player-statistics' }
    case 'match_dispute':
      return { title: 'Result dispute', link: '/player-statistics' }
    case 'tournament_register':
      return { title: 'Tournament registration', link: `/tournaments?tournament=${item.payload.tournamentId}` }
    case 'tournament_withdraw':
      return { title: 'Tournament withdrawal', link: `/tournaments?tournament=${item.payload.tournamentId}` }
    case 'top_up':
      return {
        title: `Top-up of ${item.payload.currency ? formatMoney(item.payload.amount, item.payload.currency) : plainAmount(item.payload.amount)}`,
        link: '/player-balance',
      }
    case 'notifications_read':
      return { title: 'Notifications marked as read', link: null }
  }
}
