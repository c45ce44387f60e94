import { Badge } from './ui/badge'
import { m } from '~/i18n/member'

/**
 * A deactivated club: members still see it (and their bookings there), but it takes no new booking. The sentence is
 * the database's own refusal (club_inactive_answer), so the page and a refused booking say the same.
 */
export const notTakingBookings = (clubName: string) => m.memberkit_not_taking({ club: clubName })

/** The mark beside a deactivated club's name wherever members see it. */
export function NotTakingBookingsBadge() {
  return <Badge tone="danger">{m.memberkit_not_taking_badge()}</Badge>
}
