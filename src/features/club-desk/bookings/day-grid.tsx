import { css, cx } from 'styled-system/css'
import { m } from '~/i18n/staff'
import type { ClubDay, DayCell } from './api/club-day'
import { bookingMarks, cellLabel, cellSummary, syncMark } from './lib/day-grid'

const head = css({ position: 'sticky', top: '0', zIndex: '2', bg: 'bg.subtle', px: '2', py: '2', textStyle: 'sm', fontWeight: 'semibold', textAlign: 'start', whiteSpace: 'nowrap', borderBottomWidth: '1px', borderColor: 'border.default' })
const rowHead = css({ position: 'sticky', left: '0', zIndex: '1', bg: 'bg.subtle', px: '2', py: '2', textStyle: 'xs', fontWeight: 'semibold', whiteSpace: 'nowrap', borderRightWidth: '1px', borderColor: 'border.default', fontVariantNumeric: 'tabular-nums' })
const STATE_STYLE: Record<DayCell['state'], string> = {
  free: css({ bg: 'bg.default', color: 'fg.default' }),
  booked: css({ bg: 'court.subtle.bg', color: 'court.subtle.fg' }),
  blocked: css({ bg: 'ball.subtle.bg', color: 'ball.subtle.fg' }),
  closed: css({ bg: 'bg.muted', color: 'fg.muted' }),
  out_of_service: css({ bg: 'bg.muted', color: 'fg.muted' }),
}
const mark = css({ display: 'inline-block', px: '1.5', borderRadius: 'full', bg: 'bg.default', color: 'fg.default', textStyle: 'xs', fontWeight: 'medium' })
// A change still on this device, or refused: outlined, so it never reads as one of the server's marks.
const pendingMark = css({ display: 'inline-block', px: '1.5', borderRadius: 'full', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'fg.default', bg: 'bg.default', color: 'fg.default', textStyle: 'xs', fontWeight: 'semibold' })

/**
 * The day as courts across and slots down: the time column and the court row stay in view while the grid scrolls,
 * so a phone scrolls sideways through the courts. Every cell is a button named in full for screen readers.
 */
export function DayGrid({ day, onOpen }: { day: ClubDay; onOpen: (cell: DayCell) => void }) {
  const byKey = new Map(day.cells.map((c) => [`${c.court_id}/${c.slot_id}`, c]))
  return (
    <div className={css({ overflow: 'auto', maxH: '70vh', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.default' })}>
      <table className={css({ borderCollapse: 'separate', borderSpacing: '0', minW: 'full' })}>
        <caption className={css({ srOnly: true })}>{m.desk_grid_caption()}</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(head, css({ left: '0', zIndex: '3' }))}>
              {m.desk_time()}
            </th>
            {day.courts.map((k) => (
              <th key={k.id} scope="col" className={head}>
                {k.name}
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
                return (
                  <td key={k.id} className={css({ p: '0.5', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'top' })}>
                    <button
                      type="button"
                      aria-label={cellLabel(cell, k.name, s.label, day.club.currency)}
                      onClick={() => onOpen(cell)}
                      className={cx(
                        STATE_STYLE[cell.state],
                        css({
                          display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', w: '36', minH: '16', p: '2',
                          borderRadius: 'l2', textAlign: 'start', textStyle: 'xs', cursor: 'pointer', borderWidth: '1px', borderColor: 'border.muted',
                          _hover: { borderColor: 'border.default' },
                          _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '1px' },
                        }),
                        // Past cells keep their colours (a faded cell would fail contrast): a dashed edge sets them apart.
                        cell.past ? css({ borderStyle: 'dashed' }) : undefined,
                      )}
                    >
                      <span className={css({ fontWeight: 'semibold', lineClamp: '2' })}>{cellSummary(cell, day.club.currency)}</span>
                      {cell.booking || sync ? (
                        <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
                          {cell.booking
                            ? bookingMarks(cell.booking).map((text) => (
                                <span key={text} className={mark}>
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
