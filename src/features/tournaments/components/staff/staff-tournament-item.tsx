import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import type { TournamentRow } from '~/db/types'
import { dateRangeText, deadlineText } from '../../lib/dates'
import { formatLabel, levelText, teamsText } from '../../lib/labels'
import { feeText } from '../../lib/registration'
import { effectiveStatus, tournamentBadges } from '../../lib/status'
import { Badges } from '../badges'
import { CloseRegistrationButton } from './close-registration-button'
import { StaffDrawPanel } from './staff-draw-panel'
import { m } from '~/i18n/member'

export interface StaffTournamentItemProps {
  tournament: TournamentRow
  timeZone: string | undefined
  now: Date
}

/** One tournament on the staff page: its facts, "close registration now", and its draw with results to record. */
export function StaffTournamentItem({ tournament: t, timeZone, now }: StaffTournamentItemProps) {
  const [expanded, setExpanded] = useState(false)
  const status = effectiveStatus(t, now)
  const panelId = `draw-${t.id}`
  return (
    <li className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <h3 className={css({ fontWeight: 'bold', textStyle: 'lg' })}>{t.name}</h3>
          <p className={css({ textStyle: 'sm' })}>
            {t.club_name} · {dateRangeText(t.starts_on, t.ends_on)} · {formatLabel(t.format)}
          </p>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
            {teamsText(t.teams_registered, t.max_teams)} · {levelText(t.level_min, t.level_max)} · {feeText(t.entry_fee, t.currency)} ·{' '}
            {status === 'open'
              ? m.tournaments_staff_registration_closes({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city) })
              : m.tournaments_staff_registration_closed({ deadline: deadlineText(t.registration_closes_at, timeZone, t.city) })}
          </p>
        </div>
        <Badges items={tournamentBadges({ ...t, my_entry_id: null }, now)} />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button size="sm" variant="outline" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? m.tournaments_hide_draw() : m.tournaments_show_draw()}
        </Button>
        {t.status === 'open' ? <CloseRegistrationButton tournament={t} /> : null}
      </div>
      {expanded ? (
        <div id={panelId}>
          <StaffDrawPanel tournament={t} timeZone={timeZone} />
        </div>
      ) : null}
    </li>
  )
}
