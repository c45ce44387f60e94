import { reset, setError, type FormStore } from '@modular-forms/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { queueBooking } from '~/db/operations/book'
import { errorText } from '~/i18n/server-words'
import { sessionStore } from '~/db/session-store'
import { notify } from '~/lib/toast'
import type { Availability } from '../lib/availability'
import { bookingSummary } from '../lib/my-bookings'
import type { PayWith } from '../lib/booking-flow'
import { COURT_REQUIRED, createBookCourtSchema, type BookCourtValues } from '../schemas/book-court'
import { awaitConfirmation } from './use-booking-confirmations'
import { m } from '~/i18n/member'

// The server's words (book_court), said before sending when this device already knows.
export const PAST_SLOT = (): string => m.booking_slot_started()
export const SLOT_TAKEN = (): string => m.booking_slot_taken()

type Form = FormStore<BookCourtValues, undefined>

/**
 * Submitting = queueing: the booking is saved on this device and sent when possible (offline too); the
 * success toast comes when the club confirms it (useBookingConfirmations). Signed out → the toast of docs/product.md §4.5
 * and /login, coming back to this court afterwards.
 */
export function useSubmitBooking(
  form: Form,
  schema: ReturnType<typeof createBookCourtSchema>,
  availability: Availability | undefined,
  payWith: PayWith,
  clubName: string,
) {
  const navigate = useNavigate()
  const [latest, setLatest] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  async function submit(values: BookCourtValues) {
    setProblem(null)
    const choice = v.parse(schema, values)
    if (!sessionStore.getSnapshot().user) {
      notify.error(m.booking_auth_required(), m.booking_auth_required_text())
      await navigate({ to: '/login', search: { redirect: `/book-court/${choice.court}` } })
      return
    }
    const cell = availability?.cell(choice.court, choice.timeSlot)
    if (!cell) return setError(form, 'court', COURT_REQUIRED())
    if (cell.state === 'past') return setError(form, 'timeSlot', PAST_SLOT())
    if (cell.state === 'taken') return setError(form, 'court', SLOT_TAKEN())
    try {
      const { bookingId } = await queueBooking({ clubId: choice.clubId, courtId: cell.court.id, date: choice.date, slotId: cell.slot.id, payWith })
      awaitConfirmation(bookingId)
      // Offline, the club's answer may be a while: say at once that nothing is lost, and what comes next.
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        const summary = bookingSummary({ court_number: cell.court.number, date: choice.date, slot_label: cell.slot.label, club_name: clubName })
        notify.success(m.booking_saved_offline(), m.booking_saved_offline_text({ summary }))
      }
      setLatest(bookingId)
      // Same club and day for the next booking; slot and court start over so a double tap cannot book twice.
      reset(form, { initialValues: { clubId: choice.clubId, date: choice.date, timeSlot: '', court: '' } })
    } catch (err) {
      setProblem(errorText(err, m.booking_not_saved()))
    }
  }

  return { submit, latest, problem }
}
