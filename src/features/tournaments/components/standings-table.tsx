import { useId } from 'react'
import { css } from 'styled-system/css'
import type { TournamentDetail, TournamentEntry } from '~/db/types'
import { teamName } from '../lib/teams'
import { Heading } from './heading'
import { m } from '~/i18n/member'

export interface StandingsTableProps {
  detail: TournamentDetail
  entries: Map<string, TournamentEntry>
  userId: string | null
}

const cell = css({ px: { base: '2', md: '3' }, py: '2', textAlign: 'end', fontVariantNumeric: 'tabular-nums' })

/** A number column's header: a letter on a phone (the table must fit), the word where there is room. */
function NumberHeader({ short, long }: { short: string; long: string }) {
  return (
    <th scope="col" aria-label={long} className={cell}>
      <abbr title={long} className={css({ textDecoration: 'none', display: { md: 'none' } })}>
        {short}
      </abbr>
      <span className={css({ display: { base: 'none', md: 'inline' } })}>{long}</span>
    </th>
  )
}

/** The table as the server ranks it (its tie-breaks), the player's own team highlighted. */
export function StandingsTable({ detail, entries, userId }: StandingsTableProps) {
  const headingId = useId()
  const americano = detail.tournament.format === 'americano'
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
      <Heading id={headingId} className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
        {m.tournaments_standings()}
      </Heading>
      {detail.standings.length === 0 ? (
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{m.tournaments_standings_empty()}</p>
      ) : (
        <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
          <table className={css({ width: '100%', borderCollapse: 'collapse', textStyle: 'sm' })}>
            <caption className={css({ srOnly: true })}>
              {americano ? m.tournaments_standings_by_points() : m.tournaments_standings_by_matches()}
            </caption>
            <thead>
              <tr className={css({ bg: 'bg.subtle', color: 'fg.muted', '& th': { fontWeight: 'semibold' } })}>
                <th scope="col" className={css({ px: { base: '2', md: '3' }, py: '2', textAlign: 'start', w: '12' })}>
                  {m.tournaments_col_pos()}
                </th>
                <th scope="col" className={css({ px: { base: '2', md: '3' }, py: '2', textAlign: 'start' })}>
                  {m.tournaments_col_team()}
                </th>
                <NumberHeader short={m.tournaments_col_played_short()} long={m.tournaments_col_played()} />
                <NumberHeader short={m.tournaments_col_won_short()} long={m.tournaments_col_won()} />
                <NumberHeader short={m.tournaments_col_lost_short()} long={m.tournaments_col_lost()} />
                <NumberHeader
                  short={americano ? m.tournaments_col_points_short() : m.tournaments_col_sets_short()}
                  long={americano ? m.tournaments_col_points() : m.tournaments_col_sets()}
                />
              </tr>
            </thead>
            <tbody>
              {detail.standings.map((row, index) => {
                const entry = entries.get(row.entry_id)
                const mine = userId !== null && entry?.players.some((p) => p.id === userId)
                return (
                  <tr key={row.entry_id} aria-current={mine ? 'true' : undefined} className={css({ borderTopWidth: '1px', borderColor: 'border.muted', bg: mine ? 'court.subtle.bg' : 'transparent' })}>
                    <td className={css({ px: { base: '2', md: '3' }, py: '2', fontWeight: 'bold' })}>{index + 1}</td>
                    <th scope="row" className={css({ px: { base: '2', md: '3' }, py: '2', textAlign: 'start', fontWeight: 'medium', minW: '32' })}>
                      {entry ? teamName(entry) : m.tournaments_unknown_team()}
                      {mine ? <span className={css({ color: 'court.subtle.fg' })}>{m.tournaments_your_team_suffix()}</span> : null}
                    </th>
                    <td className={cell}>{row.played}</td>
                    <td className={cell}>{row.won}</td>
                    <td className={cell}>{row.lost}</td>
                    <td className={css({ px: { base: '2', md: '3' }, py: '2', textAlign: 'end', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>{row.points}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
