import { setValue, useForm, valiForm } from '@modular-forms/react'
import { useEffect, useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import { notTakingBookings, NotTakingBookingsBadge } from '~/components/not-taking-bookings'
import { Button } from '~/components/ui/button'
import { useSignalValue } from '~/components/form/use-signal-value'
import { useClubs, useSyncStatus, useWalletBalance } from '~/db/queries'
import type { ClubRow } from '~/db/types'
import { useSession } from '~/db/use-session'
import type { Profile } from '~/lib/session/profile'
import { isBookable } from '../lib/availability'
import { addDaysIso, todayInZone } from '~/lib/club-time'
import { createBookCourtSchema, type BookCourtValues } from '../schemas/book-court'
import { AvailabilityGrid } from './availability-grid'
import { ClubField } from './club-field'
import { CourtField } from './court-field'
import { DateField } from './date-field'
import { ErrorOf } from './error-of'
import { FreshnessNote } from './freshness-note'
import { LatestBooking } from './latest-booking'
import { PriceSummary } from './price-summary'
import { SignedOutNotice } from './signed-out-notice'
import { SlotField } from './slot-field'
import { useAvailabilityModel } from './use-availability-model'
import { useFormValue } from './use-form-value'
import { useNow } from '~/lib/use-now'
import { useSubmitBooking } from './use-submit-booking'

export interface BookCourtFormProps {
  /** From /book-court/$court: that court number is chosen to start with. */
  initialCourt?: number
  /** From `?club=`: that club is chosen to start with (when this device knows it), instead of the home club. */
  initialClub?: string
}

function homeClubId(profile: Profile | null): string | null {
  return profile?.home_club_id ?? null
}

function defaultClub(clubs: readonly ClubRow[], wanted: string | undefined, home: string | null): ClubRow | undefined {
  return clubs.find((c) => c.id === wanted) ?? clubs.find((c) => c.id === home) ?? clubs[0]
}

/** The spec's "Book a court" form: club, date, time slot and court, with what is free and what it costs. */
export function BookCourtForm({ initialCourt, initialClub }: BookCourtFormProps) {
  const clubs = useClubs()
  const sync = useSyncStatus()
  const { user, profile, loading } = useSession()
  const now = useNow()
  const todayRef = useRef('')
  const lastDateRef = useRef<string | null>(null)
  const schema = useMemo(() => createBookCourtSchema(() => todayRef.current, () => lastDateRef.current), [])
  const [form, { Form, Field }] = useForm<BookCourtValues>({
    initialValues: { clubId: '', date: '', timeSlot: '', court: initialCourt ? String(initialCourt) : '' },
    validate: valiForm(schema),
  })
  const clubId = useFormValue(form, 'clubId')
  const date = useFormValue(form, 'date')
  const slot = useFormValue(form, 'timeSlot')
  const court = useFormValue(form, 'court')
  const submitting = useSignalValue(form.submitting)
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
  const { submit, latest, problem } = useSubmitBooking(form, schema, availability)

  // Defaults once the clubs are on this device: the club asked for in the address, else the player's home club
  // (else the first), and its today.
  useEffect(() => {
    if (!clubs || clubId) return
    const first = defaultClub(clubs, initialClub, homeClubId(profile))
    if (first) setValue(form, 'clubId', first.id, { shouldValidate: false })
  }, [clubs, clubId, profile, form, initialClub])
  useEffect(() => {
    if (today && !date) setValue(form, 'date', today, { shouldValidate: false })
  }, [today, date, form])

  const chosenCourt = court ? Number(court) : undefined
  const chosenSlot = slot ? Number(slot) : undefined
  const cell = chosenCourt && chosenSlot ? availability?.cell(chosenCourt, chosenSlot) : undefined
  const unknownCourt = availability && chosenCourt && !availability.courts.some((c) => c.number === chosenCourt) ? chosenCourt : null

  function pickClub(id: string) {
    setValue(form, 'clubId', id)
    // Another club has other courts; its "today" may differ too.
    setValue(form, 'timeSlot', '', { shouldValidate: false })
    setValue(form, 'court', '', { shouldValidate: false })
  }
  function pickSlot(id: string) {
    setValue(form, 'timeSlot', id)
    const at = chosenCourt ? availability?.cell(chosenCourt, Number(id)) : undefined
    if (at && !isBookable(at.state)) setValue(form, 'court', '', { shouldValidate: false })
  }
  function pickCourt(number: string) {
    setValue(form, 'court', number)
    const at = chosenSlot ? availability?.cell(Number(number), chosenSlot) : undefined
    if (at && !isBookable(at.state)) setValue(form, 'timeSlot', '', { shouldValidate: false })
  }
  function pickCell(number: string, id: string) {
    setValue(form, 'court', number)
    setValue(form, 'timeSlot', id)
  }

  // Signed out while here (a session that could not be refreshed): this user's data is closed, so say so.
  if (!user && !loading) return <SignedOutNotice court={initialCourt} />
  // Loading is not offline: a connected device with no clubs yet is waiting for its first sync.
  if (clubs === undefined || (clubs.length === 0 && sync.online && (sync.lastSyncedAt === null || sync.syncing))) {
    return (
      <p className={css({ color: 'fg.muted' })} aria-live="polite">
        Loading clubs…
      </p>
    )
  }
  if (clubs.length === 0) {
    return (
      <p role="status">
        {sync.online ? 'No clubs are taking bookings yet.' : 'No clubs on this device yet. Connect to the internet once to load them.'}
      </p>
    )
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Book a court" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <Field name="clubId">
          {(store) => <ErrorOf of={store.error}>{(error) => <ClubField clubs={clubs} value={clubId} onChange={pickClub} error={error} disabled={submitting} />}</ErrorOf>}
        </Field>
        <Field name="date">
          {(store) => (
            <ErrorOf of={store.error}>
              {(error) => (
                <DateField
                  value={date}
                  today={today}
                  lastDate={lastDate}
                  timeZone={club?.time_zone ?? 'UTC'}
                  onChange={(d) => setValue(form, 'date', d)}
                  error={error}
                  disabled={submitting || !club}
                />
              )}
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
      {/* Nothing to pick at a club not taking bookings: its free slots would only invite a booking it refuses. */}
      {availability && !closed ? <FreshnessNote online={online} refresh={refresh} known={availability.known} fetchedAt={availability.fetchedAt} /> : null}
      {closed ? null : availability ? (
        <>
          <Field name="timeSlot">
            {(store) => (
              <ErrorOf of={store.error}>
                {(error) => <SlotField availability={availability} value={slot} court={chosenCourt} onChange={pickSlot} error={error} disabled={submitting} />}
              </ErrorOf>
            )}
          </Field>
          <Field name="court">
            {(store) => (
              <ErrorOf of={store.error}>
                {(error) => (
                  <CourtField
                    availability={availability}
                    value={court}
                    slotId={chosenSlot}
                    onChange={pickCourt}
                    error={error ?? (unknownCourt ? `${club?.name} has no court ${unknownCourt}. Please select a court.` : undefined)}
                    disabled={submitting}
                  />
                )}
              </ErrorOf>
            )}
          </Field>
          <section aria-labelledby="grid-heading" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h2 id="grid-heading" className={css({ fontWeight: 'medium', textStyle: 'sm' })}>
              All courts at a glance
            </h2>
            <AvailabilityGrid availability={availability} court={court} slot={slot} onPick={pickCell} disabled={submitting} />
          </section>
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>Loading courts…</p>
      )}
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4', pt: '4', borderTopWidth: '1px', borderColor: 'border.muted' })}>
        <PriceSummary cell={cell} date={date} clubName={club?.name ?? ''} timeZone={club?.time_zone ?? 'UTC'} balance={balance} />
        <Button type="submit" size="lg" loading={submitting} loadingText="Booking..." disabled={closed} aria-describedby={closed ? 'club-closed' : undefined}>
          Book Court
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error' })}>
          {problem}
        </p>
      ) : null}
      {latest ? <LatestBooking bookingId={latest} /> : null}
    </Form>
  )
}
