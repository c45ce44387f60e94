import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { cellLabel, courtTypeLabel, isBookable, type Availability, type CellState } from '../lib/availability'
import { formatMoney } from '~/lib/money'
import { choice } from './choice-style'
import { m } from '~/i18n/member'

export interface AvailabilityGridProps {
  availability: Availability
  court: string
  slot: string
  onPick: (courtNumber: string, slotId: string) => void
  /** The court asked for in the address (/book-court/3): its column is marked. */
  wantedCourt?: number
  disabled?: boolean
  /** The first answer for this day is on its way: the grid keeps its shape, its cells wait. */
  checking?: boolean
  /** The player's own bookings of this day, by `courtId|slotId`: sent (the club has it) or still on this device. */
  mine?: ReadonlyMap<string, 'sent' | 'sending'>
}

// What a cell that cannot be chosen says; a free cell shows its price.
const short = (state: CellState): string =>
  state === 'taken' ? m.booking_cell_taken() : state === 'past' ? m.booking_cell_started() : state === 'unavailable' ? m.booking_cell_blocked() : ''

/**
 * The day in one table: a row per time slot, a column per court, the time pinned on the left. One tap on a
 * free cell chooses court and slot together. On a phone the courts scroll sideways under the pinned times.
 */
export function AvailabilityGrid({ availability, court, slot, onPick, wantedCourt, disabled, checking, mine }: AvailabilityGridProps) {
  // Slots that have started on every court are only history here: they would push the bookable ones down.
  const slots = availability.slots.filter((s) => availability.courts.some((c) => availability.cell(c.number, s.id)?.state !== 'past'))
  const started = availability.slots.length - slots.length
  if (slots.length === 0) {
    return <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.booking_grid_all_started()}</p>
  }
  const courts = availability.courts
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <div
        tabIndex={0}
        role="region"
        aria-label={m.booking_grid_region()}
        className={css({
          overflowX: 'auto',
          borderWidth: '1px',
          borderColor: 'border.muted',
          borderRadius: 'l2',
          bg: 'bg.default',
          _focusVisible: { outline: '2px solid', outlineColor: 'court.focusRing', outlineOffset: '2px' },
        })}
      >
        <table className={css({ borderCollapse: 'separate', borderSpacing: '0', w: 'full', textStyle: 'sm' })}>
          <caption className={css({ srOnly: true })}>{m.booking_grid_caption()}</caption>
          <thead>
            <tr>
              <th scope="col" className={cx(headCell, stickyCol)}>
                {m.booking_grid_time()}
              </th>
              {courts.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className={cx(headCell, c.number === wantedCourt ? css({ color: 'court.text', boxShadow: 'inset 0 -3px 0 var(--colors-court-solid-bg)' }) : null)}
                >
                  <span className={css({ display: 'block', color: 'fg.default' })}>
                    {m.booking_court_number({ number: c.number })}
                    {c.number === wantedCourt ? <span className={css({ srOnly: true })}>{m.booking_grid_wanted_court()}</span> : null}
                  </span>
                  <span className={css({ display: 'block', fontWeight: 'normal' })}>{courtTypeLabel(c.type)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slots.map((s) => (
              <tr key={s.id}>
                <th scope="row" className={cx(rowHead, stickyCol)}>
                  <span className={css({ display: 'block', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{s.starts_at}</span>
                  <span className={css({ display: 'block', textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>{m.booking_grid_slot_end({ time: s.ends_at })}</span>
                </th>
                {courts.map((c) => {
                  const cell = availability.cell(c.number, s.id)
                  if (!cell) return <td key={c.id} className={bodyCell} />
                  const pressed = court === String(c.number) && slot === String(s.id)
                  const own = cell.state === 'past' ? undefined : mine?.get(`${c.id}|${s.id}`)
                  if (cell.openMatch && own !== 'sending') {
                    // An open match on this court (someone's, or the player's own): it opens the match, where a player
                    // joins or asks and its organiser answers.
                    const places = cell.openMatch.places
                    const said = places > 0 ? m.booking_grid_match_places({ count: places }) : m.booking_grid_match_full()
                    const shown = own ? m.booking_cell_yours() : places > 0 ? m.booking_cell_match_places({ count: places }) : m.booking_cell_match_full()
                    return (
                      <td key={c.id} className={bodyCell}>
                        <Link
                          to="/matches/$matchId"
                          params={{ matchId: cell.openMatch.id }}
                          className={cx(choice({ state: own ? 'mine' : places > 0 ? 'match' : 'past' }), css({ w: 'full', minH: '11', alignItems: 'center', px: '1', py: '1', textDecoration: 'none' }))}
                          aria-label={`${cellLabel(cell)}, ${shownThenSaid(shown, own ? `${m.booking_grid_yours()}, ${said}` : said)}`}
                        >
                          <span aria-hidden="true" className={css({ fontWeight: 'medium', textStyle: 'xs' })}>
                            {shown}
                          </span>
                        </Link>
                      </td>
                    )
                  }
                  return (
                    <td key={c.id} className={bodyCell}>
                      <button
                        type="button"
                        className={cx(choice({ state: own ? 'mine' : cell.state }), css({ w: 'full', minH: '11', alignItems: 'center', px: '1', py: '1' }))}
                        aria-pressed={pressed}
                        aria-label={
                          own === 'sent'
                            ? `${cellLabel(cell)}, ${shownThenSaid(m.booking_cell_yours(), m.booking_grid_yours())}`
                            : own === 'sending'
                              ? `${cellLabel(cell)}, ${shownThenSaid(m.booking_cell_yours_sending(), m.booking_grid_yours_sending())}`
                              : cellLabel(cell)
                        }
                        disabled={disabled || checking || Boolean(own) || !isBookable(cell.state)}
                        onClick={() => onPick(String(c.number), String(s.id))}
                      >
                        <span aria-hidden="true" className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium', textStyle: 'xs' })}>
                          {own === 'sent' ? m.booking_cell_yours() : own === 'sending' ? m.booking_cell_yours_sending() : short(cell.state) || formatMoney(cell.price, cell.currency)}
                        </span>
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role={checking ? 'status' : undefined} className={css({ textStyle: 'xs', color: 'fg.muted' })}>
        {checking ? m.booking_checking_free() : m.booking_grid_tap_price()}
        {courts.length > 4 ? ` ${m.booking_grid_swipe({ count: courts.length })}` : ''}
        {started > 0 ? ` ${m.booking_grid_started_count({ count: started })}` : ''}
      </p>
    </div>
  )
}

/**
 * A cell's words as said: what it shows ("Yours", "Match · 2 places"), then what that means, so a voice-control user
 * can say what they see (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function shownThenSaid(shown: string, said: string): string {
  return `${shown}: ${said}`
}

const headCell = css({
  px: '1.5',
  py: '2',
  minW: '16',
  textAlign: 'center',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  bg: 'bg.default',
})
const rowHead = css({ px: '2', py: '1', textAlign: 'start', whiteSpace: 'nowrap', bg: 'bg.default' })
const bodyCell = css({ p: '1', minW: '16' })
const stickyCol = css({ position: 'sticky', insetStart: '0', zIndex: '1', borderEndWidth: '1px', borderColor: 'border.muted' })
