import { css, cx } from 'styled-system/css'
import { m } from '~/i18n/staff'
import type { ClubDay, DayCell } from './api/club-day'
import { bookingMarks, cellLabel, cellSummary, syncMark } from './lib/day-grid'
import { courtName } from '~/lib/court-name'

const head = css({ position: 'sticky', top: '0', zIndex: '2', bg: 'bg.subtle', px: '2', py: '2', textStyle: 'sm', fontWeight: 'semibold', textAlign: 'start', overflowWrap: 'anywhere', verticalAlign: 'bottom', borderBottomWidth: '1px', borderColor: 'border.default' })
const rowHead = css({ position: 'sticky', left: '0', zIndex: '1', bg: 'bg.subtle', px: '1.5', py: '2', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap', borderRightWidth: '1px', borderColor: 'border.default', fontVariantNumeric: 'tabular-nums' })

/**
 * The time column's width, and the narrowest a court's column gets: twelve courts fit beside an open sidebar at
 * 1280 px, and eight beside the collapsed one on an 820 px tablet. Wider screens share the room among the courts.
 */
const TIME_REM = 3.25
const COURT_MIN_REM = 4.5
const STATE_STYLE: Record<DayCell['state'], string> = {
  free: css({ bg: 'bg.default', color: 'fg.default' }),
  booked: css({ bg: 'court.subtle.bg', color: 'court.subtle.fg' }),
  blocked: css({ bg: 'ball.subtle.bg', color: 'ball.subtle.fg' }),
  closed: css({ bg: 'bg.muted', color: 'fg.muted' }),
  out_of_service: css({ bg: 'bg.muted', color: 'fg.muted' }),
}
// A mark wraps between its words in a narrow cell; one word longer than the cell ("Eingecheckt") is cut with an
// ellipsis, its title and the cell's name saying it in full.
const mark = css({ display: 'inline-block', maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', px: '1', borderRadius: 'l2', bg: 'bg.default', color: 'fg.default', textStyle: 'xs', fontWeight: 'medium' })
// A change still on this device, or refused: outlined, so it never reads as one of the server's marks.
const pendingMark = css({ display: 'inline-block', maxW: 'full', overflow: 'hidden', textOverflow: 'ellipsis', px: '1', borderRadius: 'l2', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'fg.default', bg: 'bg.default', color: 'fg.default', textStyle: 'xs', fontWeight: 'semibold' })

/**
 * The day as courts across and slots down: the time column and the court row stay in view while the grid scrolls,
 * so a phone scrolls sideways through the courts. Every cell is a button named in full for screen readers.
 */
export function DayGrid({ day, onOpen, moving = null }: {
  day: ClubDay
  onOpen: (cell: DayCell) => void
  /** A booking being moved: only the free cells to come can be chosen, each named as a place to move it to. */
  moving?: { bookingId: string } | null
}) {
  const byKey = new Map(day.cells.map((c) => [`${c.court_id}/${c.slot_id}`, c]))
  const canTake = (cell: DayCell) => cell.state === 'free' && !cell.past
  return (
    <div className={css({ overflow: 'auto', maxH: '70vh', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.default' })}>
      <table
        className={css({ borderCollapse: 'separate', borderSpacing: '0', w: 'full', tableLayout: 'fixed' })}
        style={{ minWidth: `${TIME_REM + day.courts.length * COURT_MIN_REM}rem` }}
      >
        <caption className={css({ srOnly: true })}>{m.desk_grid_caption()}</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(head, css({ left: '0', zIndex: '3', px: '1.5' }))} style={{ width: `${TIME_REM}rem` }}>
              {m.desk_time()}
            </th>
            {day.courts.map((k) => (
              <th key={k.id} scope="col" className={head}>
                {courtName(k, m.desk_court_number)}
                {k.in_service ? null : <span className={css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' })}>{m.desk_out_of_service()}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {day.slots.map((s) => (
            <tr key={s.id}>
              <th scope="row" className={rowHead}>
                {s.starts_at}
                <span className={css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' })}>{s.ends_at}</span>
              </th>
              {day.courts.map((k) => {
                const cell = byKey.get(`${k.id}/${s.id}`)
                if (!cell) return <td key={k.id} />
                const sync = syncMark(cell)
                const target = moving !== null && canTake(cell)
                const label = cellLabel(cell, courtName(k, m.desk_court_number), s.label, day.club.currency)
                return (
                  <td key={k.id} className={css({ p: '0.5', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top' })}>
                    <button
                      type="button"
                      aria-label={target ? m.desk_move_here({ cell: label }) : label}
                      aria-disabled={moving !== null && !target ? true : undefined}
                      data-moving={moving !== null && cell.booking?.id === moving.bookingId ? '' : undefined}
                      onClick={() => (moving === null || target) && onOpen(cell)}
                      className={cx(
                        STATE_STYLE[cell.state],
                        css({
                          display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', w: 'full', minH: '16', p: '1.5',
                          borderRadius: 'l2', textAlign: 'start', textStyle: 'xs', cursor: 'pointer', borderWidth: '1px', borderColor: 'border.muted',
                          _hover: { borderColor: 'border.default' },
                          _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '1px' },
                        }),
                        // Past cells keep their colours (a faded cell would fail contrast): a dashed edge sets them apart.
                        cell.past ? css({ borderStyle: 'dashed' }) : undefined,
                        // While a booking moves: the cells it can go to stand out, the rest do not answer, and the
                        // booking's own cell is outlined as where it comes from.
                        target ? css({ borderWidth: '2px', borderColor: 'court.solid.bg', _hover: { bg: 'court.subtle.bg' } }) : undefined,
                        moving !== null && !target ? css({ cursor: 'not-allowed' }) : undefined,
                        css({ '&[data-moving]': { outline: '2px dashed', outlineColor: 'ball.solid.bg', outlineOffset: '-2px' } }),
                      )}
                    >
                      <span className={css({ fontWeight: 'semibold', lineClamp: '2', overflowWrap: 'anywhere', alignSelf: 'stretch' })}>{cellSummary(cell, day.club.currency)}</span>
                      {cell.booking || sync ? (
                        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1', alignSelf: 'stretch', minW: '0' })}>
                          {cell.booking
                            ? bookingMarks(cell.booking).map((text) => (
                                <span key={text} className={mark} title={text}>
                                  {text}
                                </span>
                              ))
                            : null}
                          {sync ? <span className={pendingMark}>{sync}</span> : null}
                        </span>
                      ) : null}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
