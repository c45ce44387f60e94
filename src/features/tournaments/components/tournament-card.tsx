import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { CalendarIcon, PinIcon, TrophyIcon } from '~/components/icons'
import type { TournamentRow } from '~/db/types'
import { dateRangeText, deadlineText } from '../lib/dates'
import { formatLabel, levelText, teamsText } from '../lib/labels'
import { feeText } from '../lib/registration'
import { pendingBadge, type PendingChange } from '../lib/pending'
import { effectiveStatus, tournamentBadges } from '../lib/status'
import { Badges } from './badges'
import { FactList } from './fact-list'
import { TeamsMeter } from './teams-meter'
import { m } from '~/i18n/member'

export interface TournamentCardProps {
  tournament: TournamentRow
  timeZone: string | undefined
  pending: PendingChange | undefined
  now: Date
}

/** One tournament in the list: where and when, format, level, fee, how full, the deadline and its state. */
export function TournamentCard({ tournament: t, timeZone, pending, now }: TournamentCardProps) {
  const status = effectiveStatus(t, now)
  const extra = pendingBadge(pending)
  const badges = [...tournamentBadges(t, now), ...(extra ? [extra] : [])]
  return (
    <li
      className={css({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
        p: '5',
        bg: 'bg.default',
        borderWidth: '1px',
        borderColor: t.my_entry_id ? 'court.outline.border' : 'border.muted',
        borderRadius: 'l3',
        boxShadow: 'card',
        transitionProperty: 'box-shadow, border-color',
        transitionDuration: 'normal',
        _hover: { borderColor: 'border.strong' },
        _focusWithin: { borderColor: 'court.outline.border' },
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Badges items={badges} />
        <h3 className={css({ textStyle: 'lg', fontWeight: 'bold', lineHeight: 'tight' })}>
          {/* The whole card is the link's hit area (the ::after), while the accessible name stays the title. */}
          <Link
            to="/tournaments"
            search={{ tournament: t.id }}
            className={css({
              color: 'fg.default',
              textDecoration: 'none',
              outline: 'none',
              _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'l3' },
              _focusVisible: { _after: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' } },
            })}
          >
            {t.name}
          </Link>
        </h3>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '1.5', textStyle: 'sm', color: 'fg.muted' })}>
          <PinIcon size={16} />
          {t.club_name}
          {t.club_name.includes(t.city) ? '' : ` · ${t.city}`}
        </p>
        <p className={css({ display: 'flex', alignItems: 'center', gap: '1.5', textStyle: 'sm', color: 'fg.muted' })}>
          <CalendarIcon size={16} />
          {dateRangeText(t.starts_on, t.ends_on)}
        </p>
      </div>
      <FactList
        facts={[
          { label: m.tournaments_fact_format(), value: formatLabel(t.format) },
          { label: m.tournaments_fact_level(), value: levelText(t.level_min, t.level_max) },
          { label: m.tournaments_fact_fee(), value: feeText(t.entry_fee, t.currency) },
          { label: status === 'open' ? m.tournaments_fact_closes() : m.tournaments_fact_closed(), value: deadlineText(t.registration_closes_at, timeZone, t.city) },
        ]}
      />
      <TeamsMeter registered={t.teams_registered} max={t.max_teams} label={teamsText(t.teams_registered, t.max_teams)} />
      {t.winner_names && t.winner_names.length > 0 ? (
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', fontWeight: 'semibold', color: 'fg.success' })}>
          <TrophyIcon size={18} />
          {m.tournaments_winners_list({ names: t.winner_names.join(' / ') })}
        </p>
      ) : null}
    </li>
  )
}
