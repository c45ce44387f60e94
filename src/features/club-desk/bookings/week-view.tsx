import { css } from 'styled-system/css'
import { m } from '~/i18n/staff'
import type { ClubWeek } from './api/club-week'
import { dayLabel, occupancyText } from './lib/day-grid'

const cell = css({ px: '2', py: '1.5', textAlign: 'center', borderBottomWidth: '1px', borderColor: 'border.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textStyle: 'sm' })

/** A week of occupancy: booked ÷ bookable court-slots per day and slot; a day opens the day view. */
export function WeekView({ week, onDay }: { week: ClubWeek; onDay: (date: string) => void }) {
  const byKey = new Map(week.cells.map((c) => [`${c.date}/${c.slot_id}`, c]))
  return (
    <div className={css({ overflow: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l3', bg: 'bg.default' })}>
      <table className={css({ borderCollapse: 'collapse', minW: 'full' })}>
        <caption className={css({ srOnly: true })}>{m.desk_week_caption()}</caption>
        <thead>
          <tr className={css({ bg: 'bg.subtle' })}>
            <th scope="col" className={cell}>
              {m.desk_day()}
            </th>
            {week.slots.map((s) => (
              <th key={s.id} scope="col" className={cell}>
                {s.starts_at}
              </th>
            ))}
            <th scope="col" className={cell}>
              {m.desk_day_total()}
            </th>
          </tr>
        </thead>
        <tbody>
          {week.days.map((d) => (
            <tr key={d.date}>
              <th scope="row" className={css({ px: '2', py: '1.5', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border.muted' })}>
                <button type="button" onClick={() => onDay(d.date)} className={css({ textDecoration: 'underline', whiteSpace: 'nowrap', textStyle: 'sm', _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default' } })}>
                  {dayLabel(d.date)}
                </button>
              </th>
              {week.slots.map((s) => {
                const c = byKey.get(`${d.date}/${s.id}`)
                return (
                  <td key={s.id} className={cell}>
                    {c ? `${c.booked}/${c.bookable}` : '—'}
                  </td>
                )
              })}
              <td className={css({ px: '2', py: '1.5', textAlign: 'end', fontWeight: 'semibold', borderBottomWidth: '1px', borderColor: 'border.muted', whiteSpace: 'nowrap' })}>
                {occupancyText(d.booked, d.bookable)} <span className={css({ color: 'fg.muted', fontWeight: 'normal', textStyle: 'xs' })}>({d.booked}/{d.bookable})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
