import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useSyncStatus } from '~/db/queries'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import { useLoaded } from '~/lib/use-loaded'
import { fetchAdminClubs, offlineText, type AdminClub } from '../api/admin-clubs'
import { filterClubs, type ClubFilters, type StatusFilter } from '../lib/admin-clubs'
import { ClubActiveDialog } from './club-active-dialog'
import { ClubCard } from './club-card'
import { ClubOwnerDialog } from './club-owner-dialog'
import { NewClubForm } from './new-club-form'
import { control, fieldLabel, nativeSelect } from './styles'

type Open = { kind: 'owner' | 'active'; club: AdminClub } | null

const countText = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)

/** Every club of the network: find one, create one, edit, deactivate or reactivate it, appoint or remove its owner. */
export function AdminClubsScreen() {
  const { online } = useSyncStatus()
  const [version, setVersion] = useState(0)
  const loaded = useLoaded(online ? 'admin-clubs' : null, fetchAdminClubs, version)
  const [filters, setFilters] = useState<ClubFilters>({ search: '', country: '', status: 'all' })
  const [creating, setCreating] = useState(false)
  const [open, setOpen] = useState<Open>(null)
  const ids = { search: useId(), country: useId(), status: useId() }
  const data = loaded && 'data' in loaded ? loaded.data : null
  const reload = () => setVersion((n) => n + 1)
  const shown = data ? filterClubs(data.clubs, filters) : []
  const set = (patch: Partial<ClubFilters>) => setFilters((f) => ({ ...f, ...patch }))

  return (
    <>
      <PageHeader
        title={m.admin_clubs_title()}
        description={m.admin_clubs_description()}
        actions={
          data && !creating ? (
            <Button onClick={() => setCreating(true)}>{m.admin_clubs_new_club()}</Button>
          ) : null
        }
      />
      {!online ? (
        <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
          {offlineText()}
        </p>
      ) : loaded && 'error' in loaded ? (
        <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p className={css({ color: 'fg.error' })}>{m.admin_clubs_load_failed({ error: loaded.error })}</p>
          <Button size="sm" variant="outline" onClick={reload}>
            {m.admin_clubs_try_again()}
          </Button>
        </div>
      ) : !data ? (
        <p className={css({ color: 'fg.muted' })} aria-live="polite">
          {m.admin_clubs_loading()}
        </p>
      ) : (
        <>
          {creating ? (
            <NewClubForm
              data={data}
              onCancel={() => setCreating(false)}
              onCreated={() => {
                setCreating(false)
                reload()
              }}
            />
          ) : null}
          <form
            role="search"
            aria-label={m.admin_clubs_filter_label()}
            onSubmit={(e) => e.preventDefault()}
            className={css({ display: 'grid', gap: '3', mb: '4', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'end' })}
          >
            <div className={cx(control, css({ gridColumn: { base: 'span 2', md: 'auto' } }))}>
              <label htmlFor={ids.search} className={fieldLabel}>
                {m.admin_clubs_search()}
              </label>
              <Input id={ids.search} type="search" value={filters.search} maxLength={100} placeholder={m.admin_clubs_search_placeholder()} onChange={(e) => set({ search: e.target.value })} />
            </div>
            <div className={control}>
              <label htmlFor={ids.country} className={fieldLabel}>
                {m.admin_clubs_country()}
              </label>
              <select id={ids.country} className={nativeSelect} value={filters.country} onChange={(e) => set({ country: e.target.value })}>
                <option value="">{m.admin_clubs_all_countries()}</option>
                {data.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className={control}>
              <label htmlFor={ids.status} className={fieldLabel}>
                {m.admin_clubs_status()}
              </label>
              <select id={ids.status} className={nativeSelect} value={filters.status} onChange={(e) => set({ status: e.target.value as StatusFilter })}>
                <option value="all">{m.admin_clubs_all_clubs()}</option>
                <option value="active">{m.admin_clubs_taking_bookings()}</option>
                <option value="deactivated">{m.admin_clubs_deactivated()}</option>
              </select>
            </div>
          </form>
          <p className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })} aria-live="polite">
            {shown.length === data.clubs.length
              ? m.admin_clubs_count_all({ count: data.clubs.length, shown: countText(data.clubs.length) })
              : m.admin_clubs_count_some({ count: data.clubs.length, shown: countText(shown.length), total: countText(data.clubs.length) })}
          </p>
          {shown.length === 0 ? (
            <EmptyState title={m.admin_clubs_no_match_title()} description={m.admin_clubs_no_match_description()} />
          ) : (
            <ul aria-label={m.admin_clubs_title()} className={css({ display: 'grid', gap: '3', p: '0', m: '0' })}>
              {shown.map((club) => (
                <ClubCard key={club.id} club={club} onOwner={() => setOpen({ kind: 'owner', club })} onActive={() => setOpen({ kind: 'active', club })} />
              ))}
            </ul>
          )}
        </>
      )}
      {open?.kind === 'active' ? (
        <ClubActiveDialog
          club={open.club}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            reload()
          }}
        />
      ) : null}
      {open?.kind === 'owner' ? (
        <ClubOwnerDialog
          club={open.club}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            reload()
          }}
        />
      ) : null}
    </>
  )
}
