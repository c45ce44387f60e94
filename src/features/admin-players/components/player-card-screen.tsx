import { useState } from 'react'
import { css } from 'styled-system/css'
import { PageHeader } from '~/components/page-header'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useSession } from '~/db/use-session'
import { useSyncStatus } from '~/db/queries'
import { m } from '~/i18n/staff'
import { formatBookingDate } from '~/lib/club-time'
import { getFormatTag } from '~/i18n/current-locale'
import { formatMoney } from '~/lib/money'
import { roleLabel } from '~/lib/session/profile'
import { useLoaded } from '~/lib/use-loaded'
import { fetchPlayerCard, type PlayerCard } from '../api/admin-players'
import { BanDialog } from './ban-dialog'
import { formatDay, formatMoment } from './format'
import { RoleForm } from './role-form'

const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '5' }, borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default', minW: '0' })
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' })
const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '3', borderRadius: 'l2', bg: 'bg.subtle', minW: '0' })
const term = css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.04em' })
const value = css({ textStyle: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })
const note = css({ textStyle: 'xs', color: 'fg.muted' })
const rows = css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', '& li': { display: 'flex', flexWrap: 'wrap', columnGap: '2', justifyContent: 'space-between' } })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/** How a sign-in was made, in words; a method this app does not know is shown as it is. */
function methodLabel(method: string | null): string {
  if (method === 'password') return m.admin_players_method_password()
  if (method === 'otp') return m.admin_players_method_otp()
  if (method === 'oauth') return 'Google / Apple'
  if (method === 'email/signup') return m.admin_players_method_signup()
  return method ?? ''
}

/** A player's card for a super admin: who they are, what they own, play and hold, how they sign in; role and ban. */
export function PlayerCardScreen({ playerId, back }: { playerId: string; back: React.ReactNode }) {
  const { online } = useSyncStatus()
  const { user } = useSession()
  const [version, setVersion] = useState(0)
  const loaded = useLoaded(online ? playerId : null, () => fetchPlayerCard(playerId), version)
  const card = loaded && 'data' in loaded ? loaded.data : null
  const reload = () => setVersion((n) => n + 1)

  return (
    <>
      <div className={css({ mb: '3' })}>{back}</div>
      {!online ? (
        <>
          <PageHeader title={m.admin_players_player()} />
          <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
            {m.admin_players_offline()}
          </p>
        </>
      ) : loaded && 'error' in loaded ? (
        <>
          <PageHeader title={m.admin_players_player()} />
          <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <p className={css({ color: 'fg.error' })}>{m.admin_players_load_failed({ error: loaded.error })}</p>
            <Button size="sm" variant="outline" onClick={reload}>
              {m.admin_players_try_again()}
            </Button>
          </div>
        </>
      ) : !card ? (
        <>
          <PageHeader title={m.admin_players_player()} />
          <p className={css({ color: 'fg.muted' })} aria-live="polite">
            {m.admin_players_loading_card()}
          </p>
        </>
      ) : (
        <Card key={JSON.stringify([card.player.role, card.owns, card.player.banned_until])} card={card} self={user?.id === card.player.id} onChanged={reload} />
      )}
    </>
  )
}

function Card({ card, self, onChanged }: { card: PlayerCard; self: boolean; onChanged: () => void }) {
  const { player, owns, bookings, wallet, matches } = card
  const [banOpen, setBanOpen] = useState(false)
  const banned = player.banned_until !== null
  const canBan = !self && (banned || player.role !== 'super_admin')

  return (
    <>
      <PageHeader
        title={player.name}
        description={`@${player.username} · ${roleLabel(player.role)}`}
        actions={
          canBan ? (
            <Button variant={banned ? 'outline' : 'solid'} colorPalette={banned ? undefined : 'red'} onClick={() => setBanOpen(true)} aria-haspopup="dialog">
              {banned ? m.admin_players_lift_ban() : m.admin_players_ban()}
            </Button>
          ) : null
        }
      />
      {banned ? (
        <p role="status" className={css({ mb: '4', px: '3', py: '2', borderRadius: 'l2', bg: 'red.subtle.bg', color: 'red.subtle.fg', fontWeight: 'medium' })}>
          {m.admin_players_banned_note()}
        </p>
      ) : null}
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
          <section aria-labelledby="player-figures" className={section}>
            <h2 id="player-figures" className={heading}>
              {m.admin_players_at_a_glance()}
            </h2>
            <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '2' })}>
              <div className={figure}>
                <dt className={term}>{m.admin_players_bookings()}</dt>
                <dd className={value}>{count(bookings.total)}</dd>
                <dd className={note}>{m.admin_players_confirmed_count({ count: bookings.confirmed, shown: count(bookings.confirmed) })}</dd>
              </div>
              <div className={figure}>
                <dt className={term}>{m.admin_players_matches()}</dt>
                <dd className={value}>{count(matches.total)}</dd>
              </div>
              {wallet.length === 0 ? (
                <div className={figure}>
                  <dt className={term}>{m.admin_players_wallet()}</dt>
                  <dd className={value}>{m.admin_players_wallet_empty()}</dd>
                </div>
              ) : (
                wallet.map((w) => (
                  <div key={w.currency} className={figure}>
                    <dt className={term}>{m.admin_players_wallet_currency({ currency: w.currency })}</dt>
                    <dd className={value}>{formatMoney(w.balance, w.currency)}</dd>
                  </div>
                ))
              )}
              <div className={figure}>
                <dt className={term}>{m.admin_players_joined()}</dt>
                <dd className={css({ fontWeight: 'semibold' })}>{formatDay(player.joined_at)}</dd>
              </div>
              <div className={figure}>
                <dt className={term}>{m.admin_players_last_sign_in()}</dt>
                <dd className={css({ fontWeight: 'semibold' })}>{player.last_sign_in_at ? formatMoment(player.last_sign_in_at) : m.admin_players_never()}</dd>
              </div>
            </dl>
            <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '4', rowGap: '1', textStyle: 'sm', '& dt': { color: 'fg.muted' } })}>
              <dt>{m.admin_players_email()}</dt>
              <dd className={css({ overflowWrap: 'anywhere' })}>
                {player.email ? (
                  <a href={`mailto:${player.email}`} className={css({ textDecoration: 'underline' })}>
                    {player.email}
                  </a>
                ) : (
                  m.admin_players_none()
                )}
              </dd>
              <dt>{m.admin_players_phone()}</dt>
              <dd>
                {player.phone ? (
                  <a href={`tel:${player.phone}`} className={css({ textDecoration: 'underline' })}>
                    {player.phone}
                  </a>
                ) : (
                  m.admin_players_none()
                )}
              </dd>
              <dt>{m.admin_players_home_club()}</dt>
              <dd>{player.home_club?.name ?? m.admin_players_none()}</dd>
              <dt>{m.admin_players_owns()}</dt>
              <dd>{[...owns.countries.map((c) => c.name), ...owns.clubs.map((c) => c.name)].join(', ') || m.admin_players_nothing()}</dd>
            </dl>
          </section>

          <section aria-labelledby="player-bookings" className={section}>
            <h2 id="player-bookings" className={heading}>
              {m.admin_players_latest_bookings()}
            </h2>
            {bookings.recent.length === 0 ? (
              <p className={muted}>{m.admin_players_no_bookings()}</p>
            ) : (
              <ul className={rows}>
                {bookings.recent.map((b) => (
                  <li key={b.id}>
                    <span>
                      {formatBookingDate(b.date)} · {b.slot}
                    </span>
                    <span className={css({ color: 'fg.muted' })}>
                      {b.court !== null ? m.admin_players_booking_court({ club: b.club, court: b.court }) : b.club}
                      {b.status === 'cancelled' ? ` · ${m.admin_players_cancelled()}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="player-matches" className={section}>
            <h2 id="player-matches" className={heading}>
              {m.admin_players_latest_matches()}
            </h2>
            {matches.recent.length === 0 ? (
              <p className={muted}>{m.admin_players_no_matches()}</p>
            ) : (
              <ul className={rows}>
                {matches.recent.map((match) => (
                  <li key={match.id}>
                    <span>
                      {formatMoment(match.played_at)}
                      {match.club ? ` · ${match.club}` : ''}
                    </span>
                    <span className={css({ display: 'flex', gap: '1' })}>
                      <Badge tone={match.won ? 'success' : 'neutral'}>{match.won ? m.admin_players_won() : m.admin_players_lost()}</Badge>
                      {match.status !== 'confirmed' ? (
                        <Badge tone="pending">{match.status === 'disputed' ? m.admin_players_disputed() : m.admin_players_not_confirmed()}</Badge>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
          <section aria-labelledby="player-role" className={section}>
            <h2 id="player-role" className={heading}>
              {m.admin_players_change_role()}
            </h2>
            {self ? <p className={muted}>{m.admin_players_self_note()}</p> : <RoleForm card={card} onChanged={onChanged} />}
          </section>

          <section aria-labelledby="player-sign-ins" className={section}>
            <h2 id="player-sign-ins" className={heading}>
              {m.admin_players_sign_ins()}
            </h2>
            <p className={muted}>{card.sessions.length === 0 ? m.admin_players_no_sessions() : m.admin_players_sessions({ count: card.sessions.length })}</p>
            {card.sign_ins.length === 0 ? (
              <p className={muted}>{m.admin_players_no_sign_in()}</p>
            ) : (
              <ul className={rows} aria-label={m.admin_players_latest_sign_ins()}>
                {card.sign_ins.map((s) => (
                  <li key={s.at}>
                    <span>{formatMoment(s.at)}</span>
                    <span className={css({ color: 'fg.muted' })}>{methodLabel(s.method)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      {canBan ? <BanDialog player={player} ban={!banned} open={banOpen} onClose={() => setBanOpen(false)} onChanged={onChanged} /> : null}
    </>
  )
}
