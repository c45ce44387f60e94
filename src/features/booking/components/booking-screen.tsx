import { useCallback, useState } from 'react'
import { css } from 'styled-system/css'
import * as Card from '~/components/ui/card'
import { useSession } from '~/db/use-session'
import { BookCourtForm } from './book-court-form'
import { MyBookings } from './my-bookings'
import { VisitorNote } from './visitor-note'
import { m } from '~/i18n/member'

/**
 * /booking and /book-court/$court: the form, then the player's bookings (a visitor sees the courts only). The bookings appear once the form has
 * settled (its grid, or why there is none): shown earlier, they would be pushed down the screen as the club,
 * the days and the grid arrive one after another.
 */
export function BookingScreen({
  initialCourt,
  initialClub,
  initialDate,
  initialSlot,
}: {
  initialCourt?: number
  initialClub?: string
  initialDate?: string
  initialSlot?: number
}) {
  const { user, loading } = useSession()
  const visitor = !user && !loading
  const [formSettled, setFormSettled] = useState(false)
  const settle = useCallback(() => setFormSettled(true), [])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      {visitor ? <VisitorNote court={initialCourt} /> : null}
      <Card.Root>
        <Card.Body className={css({ pt: { base: '4', md: '6' }, px: { base: '3', md: '6' } })}>
          <BookCourtForm initialCourt={initialCourt} initialClub={initialClub} initialDate={initialDate} initialSlot={initialSlot} onSettled={settle} />
        </Card.Body>
      </Card.Root>
      {formSettled && !visitor ? (
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
