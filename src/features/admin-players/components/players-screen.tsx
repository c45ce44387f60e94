import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { PageHeader } from '~/components/page-header'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useSyncStatus } from '~/db/queries'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { useLoaded } from '~/lib/use-loaded'
import { ROLES, roleLabel, type Role } from '~/lib/session/profile'
import { fetchPlayers, PAGE_SIZE } from '../api/admin-players'
import { playersSearch, type PlayersQuery } from '../players-query'
import { formatDay } from './format'


const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
const label = css({ textStyle: 'sm', fontWeight: 'medium' })
const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

/** Every player of the network for a super admin: search by name, username or e-mail, filter by role, page. */
export function PlayersScreen({ query, onQuery }: { query: PlayersQuery; onQuery: (change: Partial<PlayersQuery>) => void }) {
  const { online } = useSyncStatus()
  const [typed, setTyped] = useState(query.q)
  // Waits until typing pauses, so each keystroke does not cost a round trip.
  const settled = useDebouncedValue(typed.trim(), 300)
  const searchId = useId()
  const roleId = useId()
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (settled !== query.q) onQuery({ q: settled, offset: 0 })
  }, [settled, query, onQuery])

  const key = online ? JSON.stringify([query.q, query.role, query.offset]) : null
  const loaded = useLoaded(key, () => fetchPlayers(query.q, query.role, query.offset), attempt)
  const page = loaded && 'data' in loaded ? loaded.data : null

  return (
    <>
      <PageHeader title={m.admin_players_title()} description={m.admin_players_description()} />
      <form
        role="search"
        aria-label={m.admin_players_find_players()}
        onSubmit={(e) => e.preventDefault()}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'end', mb: '4' })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 16rem', minW: '0' })}>
          <label htmlFor={searchId} className={label}>
            {m.admin_players_search_players()}
          </label>
          <Input id={searchId} type="search" value={typed} maxLength={100} placeholder={m.admin_players_search_placeholder()} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 1 12rem' })}>
          <label htmlFor={roleId} className={label}>
            {m.admin_players_role()}
          </label>
          <select
            id={roleId}
            value={query.role}
            onChange={(e) => onQuery({ role: e.target.value as Role | '', offset: 0 })}
            className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default' })}
          >
            <option value="">{m.admin_players_all_roles()}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {!online ? (
        <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
          {m.admin_players_offline()}
        </p>
      ) : loaded && 'error' in loaded ? (
        <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p className={css({ color: 'fg.error' })}>{m.admin_players_list_load_failed({ error: loaded.error })}</p>
          <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {m.admin_players_try_again()}
          </Button>
        </div>
      ) : !page ? (
        <p className={css({ color: 'fg.muted' })} aria-live="polite">
          {m.admin_players_loading()}
        </p>
      ) : page.rows.length === 0 ? (
        <EmptyState title={m.admin_players_no_match_title()} description={m.admin_players_no_match_description()} />
      ) : (
        <>
          <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
              <caption className={css({ srOnly: true })}>{m.admin_players_title()}</caption>
              <thead>
                <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
                  <th scope="col" className={cell}>
                    {m.admin_players_column_player()}
                  </th>
                  <th scope="col" className={cell}>
                    {m.admin_players_role()}
                  </th>
                  <th scope="col" className={cx(cell, css({ hideBelow: 'md' }))}>
                    {m.admin_players_joined()}
                  </th>
                  <th scope="col" className={cx(cell, css({ hideBelow: 'md' }))}>
                    {m.admin_players_last_sign_in()}
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((p) => (
                  <tr key={p.id}>
                    <th scope="row" className={cx(cell, css({ fontWeight: 'normal', minW: '0' }))}>
                      <Link
                        to="/admin/players/$player"
                        params={{ player: p.id }}
                        search={playersSearch(query)}
                        className={css({ fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', borderRadius: 'l1', _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' } })}
                      >
                        {p.name}
                      </Link>
                      <span className={css({ display: 'block', color: 'fg.muted', overflowWrap: 'anywhere' })}>
                        @{p.username}
                        {p.email ? ` · ${p.email}` : ''}
                      </span>
                    </th>
                    <td className={cell}>
                      <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignItems: 'center' })}>
                        {roleLabel(p.role)}
                        {p.banned ? <Badge tone="danger">{m.admin_players_banned()}</Badge> : null}
                      </span>
                      {p.clubs.length || p.countries.length ? (
                        <span className={css({ display: 'block', color: 'fg.muted' })}>{[...p.countries, ...p.clubs].join(', ')}</span>
                      ) : null}
                    </td>
                    <td className={cx(cell, css({ hideBelow: 'md', whiteSpace: 'nowrap' }))}>{formatDay(p.joined_at)}</td>
                    <td className={cx(cell, css({ hideBelow: 'md', whiteSpace: 'nowrap' }))}>{p.last_sign_in_at ? formatDay(p.last_sign_in_at) : m.admin_players_never()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={m.admin_players_pages_label()} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '4', flexWrap: 'wrap' })}>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {m.admin_players_range({ from: count(query.offset + 1), to: count(query.offset + page.rows.length), total: count(page.total) })}
            </p>
            <span className={css({ display: 'flex', gap: '2' })}>
              <Button size="sm" variant="outline" disabled={query.offset === 0} onClick={() => onQuery({ offset: Math.max(0, query.offset - PAGE_SIZE) })}>
                {m.admin_players_previous()}
              </Button>
              <Button size="sm" variant="outline" disabled={query.offset + PAGE_SIZE >= page.total} onClick={() => onQuery({ offset: query.offset + PAGE_SIZE })}>
                {m.admin_players_next()}
              </Button>
            </span>
          </nav>
        </>
      )}
    </>
  )
}
