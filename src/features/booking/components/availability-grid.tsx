import { css, cx } from 'styled-system/css'
import { cellLabel, courtTypeLabel, isBookable, type Availability, type CellState } from '../lib/availability'
import { formatMoney } from '~/lib/money'
import { choice } from './choice-style'

export interface AvailabilityGridProps {
  availability: Availability
  court: string
  slot: string
  onPick: (courtNumber: string, slotId: string) => void
  disabled?: boolean
}

const SHORT: Record<CellState, string> = { free: '', unknown: '', taken: 'Taken', past: 'Started', unavailable: 'Unavailable' }

/**
 * Every court × slot of the day in one table: tap a free cell to choose court and slot together. On a
 * phone the table scrolls sideways with the court column pinned.
 */
export function AvailabilityGrid({ availability, court, slot, onPick, disabled }: AvailabilityGridProps) {
  // Slots that have started everywhere are listed (as started) above; here they would only push the
  // bookable ones off a phone's screen.
  const slots = availability.slots.filter((s) => availability.courts.some((c) => availability.cell(c.number, s.id)?.state !== 'past'))
  if (slots.length === 0) {
    return <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Every slot of this day has started. Pick another date.</p>
  }
  return (
    <div className={css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'l2', bg: 'bg.default' })}>
      <table className={css({ borderCollapse: 'separate', borderSpacing: '0', w: 'full', minW: 'calc(7rem + var(--slot-count) * 5.5rem)', textStyle: 'sm' })}
        // Each slot column needs about 5.5rem to stay readable; fewer columns (later in the day) need less room.
        style={{ '--slot-count': slots.length } as React.CSSProperties}
      >
        <caption className={css({ srOnly: true })}>Courts and time slots: free, taken, unavailable or already started</caption>
        <thead>
          <tr>
            <th scope="col" className={cx(headCell, stickyCol)}>
              Court
            </th>
            {slots.map((s) => (
              <th key={s.id} scope="col" className={headCell}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {availability.courts.map((c) => (
            <tr key={c.id}>
              <th scope="row" className={cx(rowHead, stickyCol)}>
                <span className={css({ display: 'block', fontWeight: 'semibold' })}>Court {c.number}</span>
                <span className={css({ display: 'block', textStyle: 'xs', color: 'fg.muted', fontWeight: 'normal' })}>{courtTypeLabel(c.type)}</span>
              </th>
              {slots.map((s) => {
                const cell = availability.cell(c.number, s.id)
                if (!cell) return <td key={s.id} className={bodyCell} />
                const pressed = court === String(c.number) && slot === String(s.id)
                return (
                  <td key={s.id} className={bodyCell}>
                    <button
                      type="button"
                      className={cx(choice({ state: cell.state }), css({ w: 'full', minH: '11', alignItems: 'center', px: '1', py: '1' }))}
                      aria-pressed={pressed}
                      aria-label={cellLabel(cell)}
                      disabled={disabled || !isBookable(cell.state)}
                      onClick={() => onPick(String(c.number), String(s.id))}
                    >
                      <span aria-hidden="true" className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium' })}>
                        {SHORT[cell.state] || formatMoney(cell.price, cell.currency)}
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
  )
}

const headCell = css({
  px: '2',
  py: '2',
  textAlign: 'center',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  bg: 'bg.default',
})
const rowHead = css({ px: '3', py: '1.5', textAlign: 'start', whiteSpace: 'nowrap', bg: 'bg.default' })
const bodyCell = css({ p: '1' })
const stickyCol = css({ position: 'sticky', insetStart: '0', zIndex: '1', borderEndWidth: '1px', borderColor: 'border.muted' })
