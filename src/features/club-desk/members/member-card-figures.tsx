import { css } from 'styled-system/css'
import { timeFormat } from '~/lib/time-format'
import { getFormatTag } from '~/i18n/current-locale'
import { m } from '~/i18n/staff'
import { formatMoney } from '~/lib/money'
import type { MemberCard } from './member-card'

const count = (n: number) => new Intl.NumberFormat(getFormatTag()).format(n)
const dayFormat = (timeZone: string) => timeFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone })

const figure = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '3', borderRadius: 'l2', bg: 'bg.subtle', minW: '0' })
const term = css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.04em' })
const value = css({ textStyle: 'lg', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })
const note = css({ textStyle: 'xs', color: 'fg.muted' })

/** The card's figures: rating, bookings and no-shows at this club, the balance in its currency, top-ups waiting. */
export function MemberCardFigures({ card }: { card: MemberCard }) {
  const { bookings, rating, wallet } = card
  const pending = card.pending_top_ups.reduce((sum, t) => sum + Math.round(t.amount * 100), 0) / 100
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, gap: '2' })}>
      <div className={figure}>
        <dt className={term}>{m.desk_members_rating()}</dt>
        <dd className={value}>{new Intl.NumberFormat(getFormatTag(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.rating)}</dd>
        <dd className={note}>{rating.matches === 0 ? m.desk_members_no_match_yet() : m.desk_members_matches({ count: rating.matches, shown: count(rating.matches), won: count(rating.wins), lost: count(rating.losses) })}</dd>
      </div>
      <div className={figure}>
        <dt className={term}>{m.desk_members_bookings_here()}</dt>
        <dd className={value}>{count(bookings.total)}</dd>
        <dd className={note}>
          {m.desk_members_in_12_months({ count: count(bookings.last_12_months) })}
          {bookings.cancelled ? m.desk_members_cancelled({ count: count(bookings.cancelled) }) : ''}
        </dd>
      </div>
      <div className={figure}>
        <dt className={term}>{m.desk_members_no_shows_here()}</dt>
        <dd className={value}>{count(card.no_shows)}</dd>
      </div>
      <div className={figure}>
        <dt className={term}>{m.desk_members_balance({ currency: wallet.currency })}</dt>
        <dd className={value}>{formatMoney(wallet.balance, wallet.currency)}</dd>
      </div>
      <div className={figure}>
        <dt className={term}>{m.desk_members_top_ups_waiting()}</dt>
        <dd className={value}>{card.pending_top_ups.length === 0 ? m.desk_members_none_value() : formatMoney(pending, card.club.currency)}</dd>
        {card.pending_top_ups.length > 0 ? <dd className={note}>{m.desk_members_requests_at_desk({ count: card.pending_top_ups.length })}</dd> : null}
      </div>
      <div className={figure}>
        <dt className={term}>{m.desk_members_last_booking_here()}</dt>
        <dd className={css({ fontWeight: 'semibold' })}>{bookings.last ? dayFormat(card.club.time_zone).format(new Date(bookings.last.starts_at)) : m.desk_members_never()}</dd>
        {bookings.last ? (
          <dd className={note}>
            {bookings.last.slot_label} · {bookings.last.court_name}
            {bookings.last.no_show_at ? m.desk_members_last_no_show() : bookings.last.checked_in_at ? m.desk_members_last_checked_in() : ''}
          </dd>
        ) : null}
      </div>
    </dl>
  )
}

/** The next bookings at this club, soonest first. */
export function UpcomingBookings({ card }: { card: MemberCard }) {
  const { upcoming, upcoming_total } = card.bookings
  // Upcoming bookings are weeks away at most: the year would only make the line wrap on a phone.
  const day = timeFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: card.club.time_zone })
  return (
    <section aria-labelledby="member-upcoming-title" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id="member-upcoming-title" className={css({ fontWeight: 'semibold' })}>
        {m.desk_members_upcoming()}
      </h3>
      {upcoming.length === 0 ? (
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.desk_members_no_upcoming({ club: card.club.name })}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDirection: 'column', textStyle: 'sm' })}>
          {upcoming.map((b) => (
            <li key={b.id} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', py: '1.5', borderBottomWidth: '1px', borderColor: 'border.muted', _last: { borderBottomWidth: '0' } })}>
              <span>
                {m.desk_members_upcoming_row({ day: day.format(new Date(b.starts_at)), slot: b.slot_label, court: b.court_name })}
              </span>
              <span className={css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>{formatMoney(b.price, b.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {upcoming_total > upcoming.length ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.desk_members_and_more({ count: count(upcoming_total - upcoming.length) })}</p> : null}
    </section>
  )
}
