import { useState } from 'react'
import { css } from 'styled-system/css'
import { PageHeader } from '~/components/page-header'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useSession } from '~/db/use-session'
import { useSyncStatus } from '~/db/queries'
import { formatBookingDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import { roleLabel } from '~/lib/session/profile'
import { useLoaded } from '~/lib/use-loaded'
import { fetchPlayerCard, type PlayerCard } from '../api/admin-players'
import { BanDialog } from './ban-dialog'
import { formatDay, formatMoment } from './format'
import { RoleForm } from './role-form'

const count = (n: number) => new Intl.NumberFormat('en-GB').format(n)
const section = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', md: '5' }, borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l3', bg: 'bg.default', minW: '0' })
const heading = css({ textStyle: 'lg', fontWeight: 'semibold' })
const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '3', borderRadius: 'l2', bg: 'bg.subtle', minW: '0' })
const term = css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.04em' })
const value = css({ textStyle: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' })
const note = css({ textStyle: 'xs', color: 'fg.muted' })
const rows = css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm', '& li': { display: 'flex', flexWrap: 'wrap', columnGap: '2', justifyContent: 'space-between' } })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

const METHODS: Record<string, string> = { password: 'Password', otp: 'E-mail link or code', oauth: 'Google / Apple', 'email/signup': 'Sign-up' }

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
          <PageHeader title="Player" />
          <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
            Managing players needs a connection.
          </p>
        </>
      ) : loaded && 'error' in loaded ? (
        <>
          <PageHeader title="Player" />
          <div role="alert" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
            <p className={css({ color: 'fg.error' })}>The player could not be loaded: {loaded.error}</p>
            <Button size="sm" variant="outline" onClick={reload}>
              Try again
            </Button>
          </div>
        </>
      ) : !card ? (
        <>
          <PageHeader title="Player" />
          <p className={css({ color: 'fg.muted' })} aria-live="polite">
            Loading the player's card…
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
              {banned ? 'Lift ban' : 'Ban'}
            </Button>
          ) : null
        }
      />
      {banned ? (
        <p role="status" className={css({ mb: '4', px: '3', py: '2', borderRadius: 'l2', bg: 'red.subtle.bg', color: 'red.subtle.fg', fontWeight: 'medium' })}>
          Banned: signed out everywhere and unable to sign in.
        </p>
      ) : null}
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' })}>
          <section aria-labelledby="player-figures" className={section}>
            <h2 id="player-figures" className={heading}>
              At a glance
            </h2>
            <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '2' })}>
              <div className={figure}>
                <dt className={term}>Bookings</dt>
                <dd className={value}>{count(bookings.total)}</dd>
                <dd className={note}>{count(bookings.confirmed)} confirmed</dd>
              </div>
              <div className={figure}>
                <dt className={term}>Matches</dt>
                <dd className={value}>{count(matches.total)}</dd>
              </div>
              {wallet.length === 0 ? (
                <div className={figure}>
                  <dt className={term}>Wallet</dt>
                  <dd className={value}>Empty</dd>
                </div>
              ) : (
                wallet.map((w) => (
                  <div key={w.currency} className={figure}>
                    <dt className={term}>Wallet ({w.currency})</dt>
                    <dd className={value}>{formatMoney(w.balance, w.currency)}</dd>
                  </div>
                ))
              )}
              <div className={figure}>
                <dt className={term}>Joined</dt>
                <dd className={css({ fontWeight: 'semibold' })}>{formatDay(player.joined_at)}</dd>
              </div>
              <div className={figure}>
                <dt className={term}>Last sign-in</dt>
                <dd className={css({ fontWeight: 'semibold' })}>{player.last_sign_in_at ? formatMoment(player.last_sign_in_at) : 'Never'}</dd>
              </div>
            </dl>
            <dl className={css({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '4', rowGap: '1', textStyle: 'sm', '& dt': { color: 'fg.muted' } })}>
              <dt>E-mail</dt>
              <dd className={css({ overflowWrap: 'anywhere' })}>{player.email ? <a href={`mailto:${player.email}`} className={css({ textDecoration: 'underline' })}>{player.email}</a> : 'None'}</dd>
              <dt>Phone</dt>
              <dd>{player.phone ? <a href={`tel:${player.phone}`} className={css({ textDecoration: 'underline' })}>{player.phone}</a> : 'None'}</dd>
              <dt>Home club</dt>
              <dd>{player.home_club?.name ?? 'None'}</dd>
              <dt>Owns</dt>
              <dd>{[...owns.countries.map((c) => c.name), ...owns.clubs.map((c) => c.name)].join(', ') || 'Nothing'}</dd>
            </dl>
          </section>

          <section aria-labelledby="player-bookings" className={section}>
            <h2 id="player-bookings" className={heading}>
              Latest bookings
            </h2>
            {bookings.recent.length === 0 ? (
              <p className={muted}>No bookings yet.</p>
            ) : (
              <ul className={rows}>
                {bookings.recent.map((b) => (
                  <li key={b.id}>
                    <span>
                      {formatBookingDate(b.date)} · {b.slot}
                    </span>
                    <span className={css({ color: 'fg.muted' })}>
                      {b.club}
                      {b.court !== null ? `, court ${b.court}` : ''}
                      {b.status === 'cancelled' ? ' · cancelled' : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="player-matches" className={section}>
            <h2 id="player-matches" className={heading}>
              Latest matches
            </h2>
            {matches.recent.length === 0 ? (
              <p className={muted}>No matches yet.</p>
            ) : (
              <ul className={rows}>
                {matches.recent.map((m) => (
                  <li key={m.id}>
                    <span>
                      {formatMoment(m.played_at)}
                      {m.club ? ` · ${m.club}` : ''}
                    </span>
                    <span className={css({ display: 'flex', gap: '1' })}>
                      <Badge tone={m.won ? 'success' : 'neutral'}>{m.won ? 'Won' : 'Lost'}</Badge>
                      {m.status !== 'confirmed' ? <Badge tone="pending">{m.status === 'disputed' ? 'Disputed' : 'Not confirmed'}</Badge> : null}
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
              Change role
            </h2>
            {self ? <p className={muted}>You cannot change your own role or ban yourself: ask another super admin.</p> : <RoleForm card={card} onChanged={onChanged} />}
          </section>

          <section aria-labelledby="player-sign-ins" className={section}>
            <h2 id="player-sign-ins" className={heading}>
              Sign-ins
            </h2>
            <p className={muted}>
              {card.sessions.length === 0 ? 'Not signed in anywhere now.' : card.sessions.length === 1 ? 'Signed in on 1 device now.' : `Signed in on ${card.sessions.length} devices now.`}
            </p>
            {card.sign_ins.length === 0 ? (
              <p className={muted}>No sign-in recorded yet.</p>
            ) : (
              <ul className={rows} aria-label="Latest sign-ins">
                {card.sign_ins.map((s) => (
                  <li key={s.at}>
                    <span>{formatMoment(s.at)}</span>
                    <span className={css({ color: 'fg.muted' })}>{(s.method && METHODS[s.method]) ?? s.method ?? ''}</span>
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
