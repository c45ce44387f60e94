import { useEffect, useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { useDebouncedValue } from '~/components/form/use-debounced-value'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { formatDateTime } from '~/lib/time-format'
import { fetchClubMembers, type ClubMembersPage, type MemberSort } from '../api/club-members'
import { MemberCardDialog, type CardTarget } from './member-card-dialog'

const PAGE = 50
const cell = css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted', textAlign: 'start', verticalAlign: 'top' })
const num = css({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

function Contact({ email, phone }: { email: string | null; phone: string | null }) {
  return (
    <>
      {email ? (
        <a href={`mailto:${email}`} className={css({ display: 'block', textDecoration: 'underline', overflowWrap: 'anywhere' })}>
          {email}
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
  const error = clubs.status === 'error' ? clubs.message : clubs.status === 'ready' && !club ? 'You are not staff of any club yet.' : current && 'error' in current ? current.error : null

  return (
    <>
      <PageHeader
        title="Members"
        description={club ? `${club.name}'s members: home club, or a booking there in the last 12 months.` : "Your club's members."}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'end', mb: '4' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '60' })}>
          <label htmlFor={searchId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
            Search members
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            maxLength={100}
            placeholder="Name, username, e-mail or phone"
            onChange={(e) => {
              setSearch(e.target.value)
              setOffset(0)
            }}
          />
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={sortId} className={css({ textStyle: 'sm', fontWeight: 'medium' })}>
            Sort by
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
            <option value="name">Name</option>
            <option value="recent">Most recent booking</option>
            <option value="bookings">Most bookings</option>
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className={css({ color: 'red.plain.fg' })}>
          The members could not be loaded: {error}
        </p>
      ) : !page ? (
        <p className={css({ color: 'fg.muted' })}>Loading members…</p>
      ) : (
        <>
          <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default' })}>
            <table className={css({ w: 'full', borderCollapse: 'collapse', textStyle: 'sm' })}>
              <caption className={css({ srOnly: true })}>Club members</caption>
              <thead>
                <tr className={css({ color: 'fg.muted', '& th': { fontWeight: 'medium' } })}>
                  <th scope="col" className={cell}>Name</th>
                  <th scope="col" className={cx(cell, css({ hideBelow: 'md' }))}>Contact</th>
                  <th scope="col" className={cx(cell, num)}>
                    Bookings <span className={css({ hideBelow: 'md' })}>(12 months)</span>
                  </th>
                  <th scope="col" className={cx(cell, num)}>Last booking</th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((m) => (
                  <tr key={m.id}>
                    <th scope="row" className={cell}>
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        onClick={() => setOpened({ id: m.id, name: m.name })}
                        className={css({ display: 'block', fontWeight: 'semibold', textAlign: 'start', textDecoration: 'underline', textUnderlineOffset: '2px', cursor: 'pointer', borderRadius: 'l1', _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' } })}
                      >
                        {m.name}
                      </button>
                      <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                        {m.username ? `@${m.username}` : ''}
                        {m.home_club ? ' · Home club' : ''}
                      </span>
                      <span className={css({ hideFrom: 'md', display: 'flex', flexDirection: 'column', fontWeight: 'normal', mt: '1' })}>
                        <Contact email={m.email} phone={m.phone} />
                      </span>
                    </th>
                    <td className={cx(cell, css({ hideBelow: 'md' }))}>
                      <Contact email={m.email} phone={m.phone} />
                    </td>
                    <td className={cx(cell, num)}>{m.bookings_12m}</td>
                    <td className={cx(cell, num)}>{m.last_booking_on ? formatDay(m.last_booking_on) : '—'}</td>
                  </tr>
                ))}
                {page.rows.length === 0 ? (
                  <tr>
                    <td className={cell} colSpan={4}>
                      {settled ? `No member matches “${settled}”.` : 'No members yet.'}
                    </td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </div>
          <nav aria-label="Member pages" className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mt: '4', flexWrap: 'wrap' })}>
            <p className={css({ textStyle: 'sm', color: 'fg.muted' })} aria-live="polite">
              {page.total === 0
                ? 'No members'
                : `Showing ${new Intl.NumberFormat('en-GB').format(offset + 1)}–${new Intl.NumberFormat('en-GB').format(offset + page.rows.length)} of ${new Intl.NumberFormat('en-GB').format(page.total)}`}
              {page.keptAt ? ` · offline: the list kept on this device on ${formatKeptAt(page.keptAt)}` : ''}
            </p>
            <span className={css({ display: 'flex', gap: '2' })}>
              <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={offset + PAGE >= page.total} onClick={() => setOffset(offset + PAGE)}>
                Next
              </Button>
            </span>
          </nav>
        </>
      )}
      {club ? <MemberCardDialog clubId={club.id} member={opened} onClose={() => setOpened(null)} /> : null}
    </>
  )
}
