import { useEffect, useId, useState } from 'react'
import { getFormatTag } from '~/i18n/current-locale'
import { m } from '~/i18n/staff'
import { css, cx } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { formatDateTime } from '~/lib/time-format'
import { fetchClubMembers, type ClubMembersPage, type MemberSort } from './club-members'
import { MemberCardDialog, type CardTarget } from './member-card-dialog'

const PAGE = 50
const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

function formatDay(date: string): string {
  return formatDateTime(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
}

function Contact({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <>
      {email ? (
        // A narrow column breaks an address after its "@" (and a long part only if it must), never mid-word first.
        <a href={`mailto:${email}`} className={css({ display: 'block', textDecoration: 'underline', overflowWrap: 'break-word' })}>
          {email.includes('@') ? (
            <>
              {email.slice(0, email.indexOf('@') + 1)}
              <wbr />
              {email.slice(email.indexOf('@') + 1)}
            </>
          ) : (
            email
          )}
        </a>
      ) : null}
      {phone ? (
        <a href={`tel:${phone}`} className={css({ display: 'block', textDecoration: 'underline' })}>
          {phone}
        </a>
      ) : null}
    </>
  )
}

function formatKeptAt(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
}

type Loaded = { key: string; page: ClubMembersPage } | { key: string; error: string }

/** The club's members with their contact details: search, sort and page through thousands. */
export function MembersScreen() {
  const { clubs, club } = useClubChoice()
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<MemberSort>('name')
  // The page of the list is one club's: a change of club in the top bar starts the next club's list at its top.
  const [paged, setPaged] = useState<{ clubId: string; offset: number } | null>(null)
  const offset = paged && paged.clubId === club?.id ? paged.offset : 0
  const setOffset = (next: number) => club && setPaged({ clubId: club.id, offset: next })
  // Waits until typing pauses, so each keystroke does not cost a round trip.
  const settled = useDebouncedValue(search.trim(), 250)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [opened, setOpened] = useState<CardTarget | null>(null)
  const searchId = useId()
  const sortId = useId()
  const key = club ? JSON.stringify([club.id, settled, sort, offset]) : null

  useEffect(() => {
    if (!club || !key) return
    let live = true
    fetchClubMembers(club.id, { search: settled, sort, offset, limit: PAGE }).then(
      (page) => live && setLoaded({ key, page }),
      (err: unknown) => live && setLoaded({ key, error: err instanceof Error ? err.message : String(err) }),
    )
    return () => {
      live = false
    }
  }, [club, key, settled, sort, offset])

  const current = loaded && loaded.key === key ? loaded : null
  const page = current && 'page' in current ? current.page : null
  const error = clubs.status === 'error' ? clubs.message : clubs.status === 'ready' && !club ? m.desk_no_club() : current && 'error' in current ? current.error : null

  return (
    <>
      <PageHeader
        title={m.desk_members_title()}
        description={club ? m.desk_members_description({ club: club.name }) : m.desk_members_description_any()}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', mb: '4' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '60' })}>
          <label htmlFor={searchId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
            {m.desk_members_search()}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            placeholder={m.desk_members_search_placeholder()}
            onChange={(e) => {
              setSearch(e.target.value)
              setOffset(0)
            }}
          />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={sortId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
            {m.desk_members_sort_by()}
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as MemberSort)
              setOffset(0)
            }}
            className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default' })}
          >
            <option value="name">{m.desk_members_name()}</option>
            <option value="recent">{m.desk_members_sort_recent()}</option>
            <option value="bookings">{m.desk_members_sort_bookings()}</option>
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'red.plain.fg' })}>
          {m.desk_members_failed({ error })}
        </p>
      ) : !page ? (
        <p className={css({ color: 'fg.muted' })}>{m.desk_members_loading()}</p>
      ) : (
        <>
          <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
              <caption className={css({ srOnly: true })}>{m.desk_members_caption()}</caption>
              <thead>
                <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
                  <th scope="col" className={cell}>{m.desk_members_name()}</th>
                  <th scope="col" className={cx(cell, css({ hideBelow: 'md' }))}>{m.desk_members_contact()}</th>
                  <th scope="col" className={cx(cell, num)}>
                    {m.desk_members_bookings()} <span className={css({ hideBelow: 'md' })}>{m.desk_members_twelve_months()}</span>
                  </th>
                  <th scope="col" className={cx(cell, num)}>{m.desk_members_last_booking()}</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className={cell}>
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => setOpened({ id: row.id, name: row.name })}
                        className={css({ display: 'block', fontWeight: 'semibold', textAlign: 'start', textDecoration: 'underline', textUnderlineOffset: '2px', cursor: 'pointer', borderRadius: 'l1', _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' } })}
                      >
                        {row.name}
                      </button>
                      <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                        {row.username ? `@${row.username}` : ''}
                        {row.home_club ? m.desk_members_home_club_mark() : ''}
                      </span>
                      <span className={css({ hideFrom: 'md', display: 'flex', flexDirection: 'column', fontWeight: 'normal', mt: '1' })}>
                        <Contact email={row.email} phone={row.phone} />
                      </span>
                    </th>
                    <td className={cx(cell, css({ hideBelow: 'md' }))}>
                      <Contact email={row.email} phone={row.phone} />
                    </td>
                    <td className={cx(cell, num)}>{row.bookings_12m}</td>
                    <td className={cx(cell, num)}>{row.last_booking_on ? formatDay(row.last_booking_on) : '—'}</td>
                  </tr>
                ))}
                {page.rows.length === 0 ? (
                  <tr>
                    <td className={cell} colSpan={4}>
                      {settled ? m.desk_members_no_match({ search: settled }) : m.desk_members_none_yet()}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <nav aria-label={m.desk_members_pages()} className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '4', flexWrap: 'wrap' })}>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {page.total === 0
                ? m.desk_members_none()
                : m.desk_members_showing({ first: count(offset + 1), last: count(offset + page.rows.length), total: count(page.total) })}
              {page.keptAt ? m.desk_members_kept_offline({ at: formatKeptAt(page.keptAt) }) : ''}
            </p>
            <span className={css({ display: 'flex', gap: '2' })}>
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                {m.desk_members_previous()}
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
                {m.desk_members_next()}
              </Button>
            </span>
          </nav>
        </>
      )}
      {club ? <MemberCardDialog clubId={club.id} member={opened} onClose={() => setOpened(null)} /> : null}
    </>
  )
}
