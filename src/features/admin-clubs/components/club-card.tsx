import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { rememberClubId } from '~/lib/chosen-club'
import { m } from '~/i18n/staff'
import { getFormatTag } from '~/i18n/current-locale'
import type { AdminClub } from '../api/admin-clubs'

const countText = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
const figures = css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '1', textStyle: 'sm', color: 'fg.muted', m: '0' })
const figure = css({ display: 'flex', gap: '1', '& dd': { fontWeight: 'medium', color: 'fg.default', fontVariantNumeric: 'tabular-nums' } })

/** One club: where, its courts and owner, this month's figures, and what the admin can do to it. */
export function ClubCard({ club, onOwner, onActive }: { club: AdminClub; onOwner: () => void; onActive: () => void }) {
  const navigate = useNavigate()
  const headingId = `club-${club.id}`
  return (
    <li
      aria-labelledby={headingId}
      className={css({
        listStyle: 'none',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l3',
        bg: 'bg.default',
        p: '4',
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        opacity: club.active ? 1 : 0.85,
      })}
    >
      <div className={css({ display: 'grid', gap: '2', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          <h2 id={headingId} className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
            {club.name}
          </h2>
          {club.active ? null : <Badge tone="danger">{m.admin_clubs_deactivated()}</Badge>}
        </div>
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
          {club.city}, {club.country_name} · {club.currency} · {club.time_zone}
          {club.address ? ` · ${club.address}` : ''}
        </p>
        <dl className={figures}>
          <div className={figure}>
            <dt>{m.admin_clubs_courts_in_service()}</dt>
            <dd>{m.admin_clubs_courts_of({ inService: club.courts_in_service, total: club.courts_total })}</dd>
          </div>
          <div className={figure}>
            <dt>{m.admin_clubs_members()}</dt>
            <dd>{countText(club.members)}</dd>
          </div>
          <div className={figure}>
            <dt>{m.admin_clubs_bookings_this_month()}</dt>
            <dd>{countText(club.bookings_this_month)}</dd>
          </div>
        </dl>
        <p className={css({ textStyle: 'sm' })}>
          <span className={css({ color: 'fg.muted' })}>{m.admin_clubs_owner_label()}</span>
          {club.owner ? (
            <>
              {club.owner.name}
              {club.owner.email ? <span className={css({ color: 'fg.muted' })}> ({club.owner.email})</span> : null}
            </>
          ) : (
            m.admin_clubs_owner_none()
          )}
          {club.invitation ? <span className={css({ color: 'fg.muted' })}> · {m.admin_clubs_invitation_pending({ email: club.invitation.email })}</span> : null}
        </p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: { lg: 'flex-end' } })}>
        <Button
          size="sm"
          variant="outline"
          aria-label={m.admin_clubs_edit_named({ club: club.name })}
          onClick={() => {
            // The desk's settings screen edits the club: it opens on the club the desk remembers.
            rememberClubId(club.id)
            void navigate({ to: '/club-owner/settings' })
          }}
        >
          {m.admin_clubs_edit()}
        </Button>
        <Button size="sm" variant="outline" aria-label={m.admin_clubs_owner_of({ club: club.name })} onClick={onOwner}>
          {m.admin_clubs_owner()}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={club.active ? m.admin_clubs_deactivate_named({ club: club.name }) : m.admin_clubs_reactivate_named({ club: club.name })}
          onClick={onActive}
        >
          {club.active ? m.admin_clubs_deactivate() : m.admin_clubs_reactivate()}
        </Button>
      </div>
    </li>
  )
}
