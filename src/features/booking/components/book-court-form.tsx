import { setError, setValue, useForm, valiForm } from '@modular-forms/react'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { notTakingBookings, NotTakingBookingsBadge } from '~/components/not-taking-bookings'
import { useSignalValue } from '~/components/form/use-signal-value'
import { useClubs, useMyBookings, useSyncStatus, useWalletBalance } from '~/db/queries'
import { useSession } from '~/db/use-session'
import type { Profile } from '~/lib/session/profile'
import { addDaysIso, formatBookingDate, todayInZone } from '~/lib/club-time'
import { useNow } from '~/lib/use-now'
import { useCardPayments } from '~/components/card-payments'
import { choosePayWith, type PayWith, firstClub, groupClubs, nextDay, nothingToBook, ownCells, sheetPayWays, STRIP_DAYS } from '../lib/booking-flow'
import { createBookCourtSchema, type BookCourtValues } from '../schemas/book-court'
import { AvailabilityGrid } from './availability-grid'
import { ClubField } from './club-field'
import { ConfirmSheet } from './confirm-sheet'
import { DateStrip } from './date-strip'
import { ErrorOf } from './error-of'
import { FreshnessNote } from './freshness-note'
import { LatestBooking } from './latest-booking'
import { useAvailabilityModel } from './use-availability-model'
import { useFormError, useFormValue } from './use-form-value'
import { PAST_SLOT, SLOT_TAKEN, useSubmitBooking } from './use-submit-booking'
import { useVisitorSync } from '~/db/sync/use-sync-lifecycle'
import { useUserDatabase } from '~/db/user-database'
import { notify } from '~/lib/toast'
import { m } from '~/i18n/member'

export interface BookCourtFormProps {
  /** From /book-court/$court: that court's column is marked, and it is chosen when its cell is. */
  initialCourt?: number
  /** From `?club=`: that club is chosen to start with (when this device knows it), instead of the home club. */
  initialClub?: string
  /** From `?date=`: that day is shown to start with (when the club takes bookings for it). */
  initialDate?: string
  /** From `?slot=` with a court: the cell a visitor chose before signing in, opened ready to confirm. */
  initialSlot?: number
  /** Called once the form shows what it will show (a grid, or why there is none), so what follows can appear
   *  below it without being pushed down by it. */
  onSettled?: () => void
}

const FORM_ID = 'book-court-form'

// Room kept for what is still loading, so the page does not jump when it arrives (a first visit on a slow
// connection fills the club, the strip and the grid one after another): the strip's height, and a phone
// screen for the grid, which is at least that tall once it has its rows.
const stripRoom = css({ minH: '7rem' })
const gridRoom = css({ minH: '100svh', color: 'fg.muted' })

function homeClubId(profile: Profile | null): string | null {
  return profile?.home_club_id ?? null
}

/**
 * The "Book a court" form (docs/product.md §2.11) as three steps on one screen: the club, a day from the strip, a cell of the
 * courts × slots grid; the cell opens a sheet with what it costs and until when it can be cancelled, and
 * the Book button.
 */
export function BookCourtForm({ initialCourt, initialClub, initialDate, initialSlot, onSettled }: BookCourtFormProps) {
  const navigate = useNavigate()
  const clubs = useClubs()
  const bookings = useMyBookings()
  const sync = useSyncStatus()
  const { user, profile, loading } = useSession()
  const now = useNow()
  const todayRef = useRef('')
  const lastDateRef = useRef<string | null>(null)
  const schema = useMemo(() => createBookCourtSchema(() => todayRef.current, () => lastDateRef.current), [])
  const [form, { Form, Field }] = useForm<BookCourtValues>({
    initialValues: { clubId: '', date: '', timeSlot: '', court: '' },
    validate: valiForm(schema),
  })
  const clubId = useFormValue(form, 'clubId')
  const date = useFormValue(form, 'date')
  const slot = useFormValue(form, 'timeSlot')
  const court = useFormValue(form, 'court')
  const fieldProblem = [useFormError(form, 'clubId'), useFormError(form, 'date'), useFormError(form, 'timeSlot'), useFormError(form, 'court')].find(Boolean) ?? null
  const submitting = useSignalValue(form.submitting)
  const [sheetOpen, setSheetOpen] = useState(false)
  // The day the page opened on had nothing left to book, so it moved on: said above the grid.
  const [movedFrom, setMovedFrom] = useState<string | null>(null)
  // Once the player (or the address) picks a day, the page stops choosing one for them.
  const dayChosen = useRef(Boolean(initialDate))
  const club = clubs?.find((c) => c.id === clubId)
  // A deactivated club stays choosable (its courts and the player's bookings there still show) but is not offered.
  const closed = club !== undefined && !club.active
  // A court is paid from the balance in its club's currency, never from another.
  const balance = useWalletBalance(club?.currency)
  const today = club ? todayInZone(club.time_zone, now) : ''
  const lastDate = today && club?.booking_horizon_days ? addDaysIso(today, club.booking_horizon_days) : null
  useEffect(() => {
    todayRef.current = today
    lastDateRef.current = lastDate
  }, [today, lastDate])
  const { availability, refresh, online } = useAvailabilityModel(club, date, now)
  // The ways this club is paid that a booking can choose here; card only while it can be paid at once (online).
  const card = useCardPayments()
  const payWays = sheetPayWays(club?.pay_ways, card.offered)
  const [payChoice, setPayChoice] = useState<PayWith | null>(null)
  const price = court && slot ? availability?.cell(Number(court), Number(slot))?.price : undefined
  const payWith = choosePayWith(payWays, payChoice, balance, price)
  const { submit, latest, problem } = useSubmitBooking(form, schema, availability, payWith, club?.name ?? '')
  const home = homeClubId(profile)
  // The player's bookings of the day shown, marked as theirs in the grid (the ones still on this device too).
  const mine = useMemo(() => ownCells(bookings ?? [], clubId, date), [bookings, clubId, date])
  const groups = useMemo(() => {
    // The clubs of the player's bookings, latest first: where they play.
    const recent = [...(bookings ?? [])].sort((a, b) => b.date.localeCompare(a.date)).map((b) => b.club_id)
    return groupClubs(clubs ?? [], home, recent, Intl.DateTimeFormat().resolvedOptions().timeZone)
  }, [clubs, bookings, home])

  // Defaults once the clubs are on this device: the club asked for in the address, else the first in the player's
  // order (home, recent, nearby), and its today (or the day asked for).
  useEffect(() => {
    if (!clubs || clubId) return
    const first = firstClub(groups, clubs, initialClub)
    if (first) setValue(form, 'clubId', first.id, { shouldValidate: false })
  }, [clubs, clubId, groups, form, initialClub])
  useEffect(() => {
    if (!today || date) return
    const wanted = initialDate && initialDate >= today && (lastDate === null || initialDate <= lastDate) ? initialDate : today
    setValue(form, 'date', wanted, { shouldValidate: false })
  }, [today, date, form, initialDate, lastDate])
  // Nothing left to book on the day the page opened on (every slot started, or all taken): the next day that
  // has a free court, within the strip's first two weeks.
  useEffect(() => {
    if (dayChosen.current || !availability || !date || !today || !nothingToBook(availability)) return
    const next = nextDay(date, lastDate, addDaysIso(today, STRIP_DAYS - 1))
    if (!next) return
    setMovedFrom((from) => from ?? date)
    setValue(form, 'date', next, { shouldValidate: false })
  }, [availability, date, today, lastDate, form])
  // A booking that went through closes the sheet; its status shows under the grid.
  useEffect(() => {
    if (latest) setSheetOpen(false)
  }, [latest])

  // While the first answer for this day is on its way, the grid keeps its shape and its cells wait (rather than
  // offering every court, then marking some taken). A connected device asks as soon as the day is chosen.
  const checking = Boolean(availability && online && !availability.known && (refresh === 'idle' || refresh === 'loading'))
  // The page is about to move on to the next day with a free court: the grid waits in its room.
  const movingOn = Boolean(
    !dayChosen.current && availability && date && today && nothingToBook(availability) && nextDay(date, lastDate, addDaysIso(today, STRIP_DAYS - 1)) !== null,
  )
  // On the day the page chose itself, the first answer may still move the page on: it waits in its room too.
  const holding = movingOn || (checking && !dayChosen.current)
  // Nobody signed in: the courts show as they are (public), and choosing one asks to sign in or join.
  const visitor = !user && !loading
  useVisitorSync(visitor)
  // The cell chosen before signing in opens once its day is known: ready to confirm, or said taken meanwhile.
  const deviceUser = useUserDatabase()?.userId
  const remembered = useRef(initialSlot !== undefined && initialCourt !== undefined && Boolean(initialDate))
  useEffect(() => {
    // On the signed-in player's own device data only: just after sign-in the visitor's (public) copy is still shown
    // for a moment, and the sheet opened on it would close when the player's data replaces it.
    if (!remembered.current || visitor || !user || deviceUser !== user.id || !availability || !date || date !== initialDate || checking) return
    // The courts and slots may still be arriving on this device: the cell decides once it is there.
    const chosen = availability.cell(initialCourt!, initialSlot!)
    if (!chosen) return
    remembered.current = false
    if (chosen.state === 'free' || chosen.state === 'unknown') {
      setValue(form, 'court', String(initialCourt))
      setValue(form, 'timeSlot', String(initialSlot))
      setSheetOpen(true)
    } else if (chosen.state === 'taken') setError(form, 'court', SLOT_TAKEN())
    else if (chosen.state === 'past') setError(form, 'timeSlot', PAST_SLOT())
  }, [visitor, user, deviceUser, availability, date, initialDate, checking, initialCourt, initialSlot, form])
  // Loading is not offline: a connected device with no clubs yet is waiting for its first sync.
  const waitingForClubs = clubs === undefined || (clubs.length === 0 && sync.online && (sync.lastSyncedAt === null || sync.syncing))
  const noClubs = !waitingForClubs && clubs.length === 0
  const settled = noClubs || closed || Boolean(availability && !holding)
  useEffect(() => {
    if (settled) onSettled?.()
  }, [settled, onSettled])

  const chosenCourt = court ? Number(court) : undefined
  const chosenSlot = slot ? Number(slot) : undefined
  const cell = chosenCourt && chosenSlot ? availability?.cell(chosenCourt, chosenSlot) : undefined

  function pickClub(id: string) {
    // The same club again (chosen again, or the list re-announcing its value as the device's data arrives) keeps
    // the day and the cell: only another club starts over.
    if (id === clubId) return
    setValue(form, 'clubId', id)
    // Another club has other courts; its "today" may differ too.
    setValue(form, 'timeSlot', '', { shouldValidate: false })
    setValue(form, 'court', '', { shouldValidate: false })
    if (!dayChosen.current) {
      setValue(form, 'date', '', { shouldValidate: false })
      setMovedFrom(null)
    }
  }
  function pickDate(day: string) {
    dayChosen.current = true
    setMovedFrom(null)
    setValue(form, 'date', day)
    setValue(form, 'timeSlot', '', { shouldValidate: false })
    setValue(form, 'court', '', { shouldValidate: false })
  }
  function pickCell(number: string, id: string) {
    if (visitor) {
      // The spec's toast, then /login; the chosen cell comes back, ready to confirm, once they are signed in.
      notify.error(m.booking_auth_required(), m.booking_auth_required_text())
      const search = new URLSearchParams({ ...(clubId ? { club: clubId } : {}), ...(date ? { date } : {}), slot: id })
      void navigate({ to: '/login', search: { redirect: `/book-court/${number}?${search}` } })
      return
    }
    setValue(form, 'court', number)
    setValue(form, 'timeSlot', id)
    setSheetOpen(true)
  }

  if (waitingForClubs) {
    return (
      <p className={gridRoom} aria-live="polite">
        {m.booking_loading_clubs()}
      </p>
    )
  }
  if (clubs.length === 0) {
    return (
      <p role="status">
        {sync.online ? m.booking_no_clubs() : m.booking_no_clubs_offline()}
      </p>
    )
  }

  return (
    <Form id={FORM_ID} onSubmit={submit} noValidate aria-label={m.booking_form_label()} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(14rem, 20rem) 1fr' }, alignItems: 'start' })}>
        <Field name="clubId">
          {(store) => (
            <ErrorOf of={store.error}>
              {(error) => <ClubField clubs={clubs} groups={groups} value={clubId} onChange={pickClub} error={error} disabled={submitting} />}
            </ErrorOf>
          )}
        </Field>
        <Field name="date">
          {(store) => (
            <ErrorOf of={store.error}>
              {(error) =>
                today ? (
                  <DateStrip value={date} today={today} lastDate={lastDate} timeZone={club?.time_zone ?? 'UTC'} onChange={pickDate} error={error} disabled={submitting || !club} />
                ) : (
                  <div className={stripRoom} />
                )
              }
            </ErrorOf>
          )}
        </Field>
      </div>
      {closed ? (
        <p id="club-closed" role="status" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', textStyle: 'sm', fontWeight: 'medium' })}>
          <span aria-hidden>
            <NotTakingBookingsBadge />
          </span>
          {notTakingBookings(club.name)}
        </p>
      ) : null}
      {movedFrom && date && !closed && !holding ? (
        <p role="status" className={css({ textStyle: 'sm', px: '3', py: '2', borderRadius: 'l2', bg: 'court.subtle.bg', color: 'court.subtle.fg' })}>
          {movedFrom === today
            ? m.booking_moved_from_today({ date: formatBookingDate(date) })
            : m.booking_moved_from({ from: formatBookingDate(movedFrom), date: formatBookingDate(date) })}
        </p>
      ) : null}
      {/* Nothing to pick at a club not taking bookings: its free slots would only invite a booking it refuses. */}
      {availability && !closed && !checking && !holding ? <FreshnessNote online={online} refresh={refresh} known={availability.known} fetchedAt={availability.fetchedAt} /> : null}
      {closed ? null : holding ? (
        <p className={gridRoom} aria-live="polite">
          {m.booking_loading_courts()}
        </p>
      ) : availability ? (
        <Field name="timeSlot">
          {(slotStore) => (
            <Field name="court">
              {(courtStore) => (
                <ErrorOf of={slotStore.error}>
                  {(slotError) => (
                    <ErrorOf of={courtStore.error}>
                      {(courtError) => (
                        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                          {slotError || courtError ? (
                            <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm' })}>
                              {slotError ?? courtError}
                            </p>
                          ) : null}
                          <AvailabilityGrid
                            availability={availability}
                            court={court}
                            slot={slot}
                            onPick={pickCell}
                            wantedCourt={initialCourt}
                            disabled={submitting}
                            checking={checking}
                            mine={mine}
                          />
                        </div>
                      )}
                    </ErrorOf>
                  )}
                </ErrorOf>
              )}
            </Field>
          )}
        </Field>
      ) : (
        <p className={gridRoom} aria-live="polite">
          {m.booking_loading_courts()}
        </p>
      )}
      {problem && !sheetOpen ? (
        <p role="alert" className={css({ color: 'fg.error' })}>
          {problem}
        </p>
      ) : null}
      {latest ? <LatestBooking bookingId={latest} /> : null}
      <ConfirmSheet
        cell={cell}
        open={sheetOpen && !closed}
        date={date}
        clubName={club?.name ?? ''}
        timeZone={club?.time_zone ?? 'UTC'}
        fullRefundHours={club?.full_refund_hours}
        freeCancelMinutes={club?.free_cancel_minutes ?? 0}
        balance={balance}
        payWays={payWays}
        payWith={payWith}
        onPayWith={setPayChoice}
        formId={FORM_ID}
        submitting={submitting}
        problem={problem ?? fieldProblem}
        now={now}
        onClose={() => setSheetOpen(false)}
      />
    </Form>
  )
}
