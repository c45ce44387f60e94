import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import type { TournamentRow } from '~/db/types'
import { dateRangeText, deadlineText } from '../lib/dates'
import { formatLabel, formatRules, levelText, teamsText } from '../lib/labels'
import { feeText } from '../lib/registration'
import { pendingBadge, type PendingChange } from '../lib/pending'
import { effectiveStatus, tournamentBadges } from '../lib/status'
import { Badges } from './badges'
import { FactList } from './fact-list'
import { TeamsMeter } from './teams-meter'
import { m } from '~/i18n/member'

export interface DetailSummaryProps {
  tournament: TournamentRow
  timeZone: string | undefined
  pending: PendingChange | undefined
  now: Date
}

function placesLeft(n: number): string {
  if (n <= 0) return m.tournaments_places_none()
  return m.tournaments_places_left({ count: n })
}

/** The tournament's card at the top of its page: name, club, state and the facts a pair decides on. */
export function DetailSummary({ tournament: t, timeZone, pending, now }: DetailSummaryProps) {
  const extra = pendingBadge(pending)
  const open = effectiveStatus(t, now) === 'open'
  return (
    <Card.Root>
      <Card.Header>
        <Badges items={[...tournamentBadges(t, now), ...(extra ? [extra] : [])]} />
        <h2 className={css({ textStyle: { base: 'xl', md: '2xl' }, fontWeight: 'bold', mt: '1' })}>{t.name}</h2>
        <p className={css({ color: 'fg.muted' })}>
          {t.club_name}
          {t.club_name.includes(t.city) ? '' : ` · ${t.city}`} · {dateRangeText(t.starts_on, t.ends_on)}
        </p>
      </Card.Header>
      <Card.Body className={css({ gap: '5', pt: '3' })}>
        {t.description ? <p className={css({ maxW: '3xl' })}>{t.description}</p> : null}
        <FactList
          columns={3}
          facts={[
            { label: m.tournaments_fact_format(), value: formatLabel(t.format) },
            { label: m.tournaments_fact_level_average(), value: levelText(t.level_min, t.level_max) },
            { label: m.tournaments_fact_fee(), value: feeText(t.entry_fee, t.currency) },
            { label: open ? m.tournaments_fact_closes() : m.tournaments_fact_closed(), value: deadlineText(t.registration_closes_at, timeZone, t.city) },
            { label: m.tournaments_fact_dates(), value: dateRangeText(t.starts_on, t.ends_on) },
            { label: m.tournaments_fact_teams(), value: teamsText(t.teams_registered, t.max_teams) },
          ]}
        />
        {open ? <TeamsMeter registered={t.teams_registered} max={t.max_teams} label={placesLeft(t.max_teams - t.teams_registered)} /> : null}
        {formatRules(t.format) ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{formatRules(t.format)}</p> : null}
      </Card.Body>
    </Card.Root>
  )
}
