import { css } from 'styled-system/css'
import { NotTakingBookingsBadge } from '~/components/not-taking-bookings'
import * as Combobox from '~/components/ui/combobox'
import { playerDetail } from '~/lib/player-detail'
import { m } from '~/i18n/member'
import { formatBookingDate } from '~/lib/club-time'
import { formatClockTime, formatDateTime } from '~/lib/time-format'
import type { SearchHit } from '../lib/search-target'

const STATUS: Record<string, () => string> = {
  open: () => m.search_status_open(),
  closed: () => m.search_status_closed(),
  running: () => m.search_status_running(),
  finished: () => m.search_status_finished(),
  cancelled: () => m.search_status_cancelled(),
}

const dateOf = (day: string) => formatDateTime(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })

/** An open match: when (in the club's zone), on which court, at which levels, and how many places are free. */
function matchDetail(hit: Extract<SearchHit, { group: 'matches' }>['hit']): string {
  const places = hit.places_free > 0 ? m.openmatches_places_left({ count: hit.places_free }) : m.openmatches_full()
  return [
    `${formatBookingDate(hit.date)} ${formatClockTime(hit.starts_at, hit.time_zone)}`,
    m.search_court_number({ number: hit.court_number }),
    m.openmatches_level_range({ min: hit.level_min, max: hit.level_max }),
    places,
  ].join(' · ')
}

/**
 * What tells two results apart: a club's city, a court's club and surface, a player's username, club and rating, a
 * match's start, court, levels and places.
 */
function detail(choice: SearchHit): string {
  switch (choice.group) {
    case 'clubs':
      return `${choice.hit.city}, ${choice.hit.country_code}`
    case 'courts':
      return `${choice.hit.club_name} · ${choice.hit.type === 'indoor' ? m.search_indoor() : m.search_outdoor()}`
    case 'players':
      return playerDetail(choice.hit) ?? ''
    case 'tournaments':
      // starts_on is a calendar date: formatted in UTC so no time zone moves it to the day before.
      return `${choice.hit.club_name} · ${dateOf(choice.hit.starts_on)} · ${STATUS[choice.hit.status]?.() ?? choice.hit.status}`
    case 'matches':
      return matchDetail(choice.hit)
  }
}

function title(choice: SearchHit): string {
  return choice.group === 'courts' ? m.search_court_number({ number: choice.hit.number }) : choice.hit.name
}

/** A result's name and details; a club (or a court of one) that takes no new bookings is marked. */
export function SearchHitText({ choice, notTakingBookings = false }: { choice: SearchHit; notTakingBookings?: boolean }) {
  return (
    <>
      <Combobox.ItemText className={css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' })}>
        <span className={css({ fontWeight: 'medium', truncate: true })}>{title(choice)}</span>
        <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>{detail(choice)}</span>
      </Combobox.ItemText>
      {notTakingBookings ? <NotTakingBookingsBadge /> : null}
    </>
  )
}
