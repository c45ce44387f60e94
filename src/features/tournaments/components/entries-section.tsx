import { useId } from 'react'
import { css } from 'styled-system/css'
import type { TournamentDetail } from '~/db/types'
import { ratingText } from '../lib/labels'
import { registeredEntries, teamName } from '../lib/teams'
import { Heading } from './heading'
import { m } from '~/i18n/member'

/** The registered pairs in draw order, with seed and team rating; the player's own pair marked. */
export function EntriesSection({ detail, userId }: { detail: TournamentDetail; userId: string | null }) {
  const headingId = useId()
  const entries = registeredEntries(detail.entries)
  const invitations = detail.entries.filter((e) => e.status === 'invited').length
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading id={headingId} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
        {m.tournaments_fact_teams()} <span className={css({ color: 'fg.muted', fontWeight: 'medium' })}>({entries.length})</span>
      </Heading>
      {entries.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.tournaments_no_teams()}</p>
      ) : (
        <ol className={css({ display: 'grid', gap: '2', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } })}>
          {entries.map((e) => {
            const mine = userId !== null && e.players.some((p) => p.id === userId)
            return (
              <li
                key={e.id}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '3',
                  px: '3',
                  py: '2.5',
                  borderWidth: '1px',
                  borderRadius: 'l2',
                  borderColor: mine ? 'court.outline.border' : 'border.muted',
                  bg: mine ? 'court.subtle.bg' : 'bg.default',
                })}
              >
                {e.seed !== null ? (
                  <span className={css({ display: 'grid', placeItems: 'center', minW: '8', h: '8', flexShrink: 0, borderRadius: 'full', bg: 'bg.muted', textStyle: 'xs', fontWeight: 'bold' })}>
                    <span className={css({ srOnly: true })}>{m.tournaments_seed_label()}</span>
                    {e.seed}
                  </span>
                ) : null}
                <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                  <p className={css({ fontWeight: 'semibold', textStyle: 'sm', overflowWrap: 'anywhere' })}>
                    {teamName(e)}
                    {mine ? <span className={css({ fontWeight: 'medium', color: 'court.subtle.fg' })}>{m.tournaments_your_team_suffix()}</span> : null}
                  </p>
                  <p className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.tournaments_team_rating({ rating: ratingText(e.average_rating) })}</p>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {invitations > 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
          {m.tournaments_invitations_waiting({ count: invitations })}
        </p>
      ) : null}
    </section>
  )
}
