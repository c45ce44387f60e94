import { css } from 'styled-system/css'
import * as Combobox from '~/components/ui/combobox'
import type { SearchHit } from '../lib/search-target'

const dateOf = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const STATUS: Record<string, string> = { open: 'Open', closed: 'Closed', running: 'Running', finished: 'Finished', cancelled: 'Cancelled' }

/** What tells two results apart: a club's city, a court's club and surface, a player's username and club. */
function detail(choice: SearchHit): string {
  switch (choice.group) {
    case 'clubs':
      return `${choice.hit.city}, ${choice.hit.country_code}`
    case 'courts':
      return `${choice.hit.club_name} · ${choice.hit.type === 'indoor' ? 'Indoor' : 'Outdoor'}`
    case 'players':
      return [choice.hit.username ? `@${choice.hit.username}` : null, choice.hit.club_name].filter(Boolean).join(' · ')
    case 'tournaments':
      // starts_on is a calendar date: formatted in UTC so no time zone moves it to the day before.
      return `${choice.hit.club_name} · ${dateOf.format(new Date(`${choice.hit.starts_on}T00:00:00Z`))} · ${STATUS[choice.hit.status] ?? choice.hit.status}`
  }
}

function title(choice: SearchHit): string {
  return choice.group === 'courts' ? `Court ${choice.hit.number}` : choice.hit.name
}

export function SearchHitText({ choice }: { choice: SearchHit }) {
  return (
    <Combobox.ItemText className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
      <span className={css({ fontWeight: 'medium', truncate: true })}>{title(choice)}</span>
      <span className={css({ textStyle: 'xs', color: 'fg.muted', truncate: true })}>{detail(choice)}</span>
    </Combobox.ItemText>
  )
}
