import { useCallback, useState } from 'react'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { BookCourtForm } from './book-court-form'
import { MyBookings } from './my-bookings'
import { m } from '~/i18n/member'

/**
 * /booking and /book-court/$court: the form, then the player's bookings. The bookings appear once the form has
 * settled (its grid, or why there is none): shown earlier, they would be pushed down the screen as the club,
 * the days and the grid arrive one after another.
 */
export function BookingScreen({ initialCourt, initialClub, initialDate }: { initialCourt?: number; initialClub?: string; initialDate?: string }) {
  const [formSettled, setFormSettled] = useState(false)
  const settle = useCallback(() => setFormSettled(true), [])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <Card.Root>
        <Card.Body className={css({ pt: { base: '4', md: '6' }, px: { base: '3', md: '6' } })}>
          <BookCourtForm initialCourt={initialCourt} initialClub={initialClub} initialDate={initialDate} onSettled={settle} />
        </Card.Body>
      </Card.Root>
      {formSettled ? (
        <section aria-labelledby="my-bookings-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 id="my-bookings-heading" className={css({ textStyle: 'xl', fontWeight: 'bold' })}>
            {m.booking_mine_heading()}
          </h2>
          <MyBookings />
        </section>
      ) : null}
    </div>
  )
}
