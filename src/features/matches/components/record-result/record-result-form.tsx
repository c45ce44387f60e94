import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { queueMatchReport } from '~/db/operations/match-report'
import { errorText } from '~/i18n/server-words'
import type { PlayerChoice } from '~/lib/search-players'
import type { LineUp, ReportableBooking } from '../../lib/match-line-up'
import { checkReport, type ReportErrors, type ReportFormValues } from '../../lib/report-form'
import { bookingStart } from '../../lib/reportable-bookings'
import { BookingSelect } from './booking-select'
import { FormatChoice } from './format-choice'
import { PlayerPicker } from '~/components/player-picker/player-picker'
import { SetsField } from './sets-field'
import { m } from '~/i18n/member'

export interface RecordResultFormProps {
  me: { id: string; name: string }
  bookings: readonly ReportableBooking[]
  known: readonly PlayerChoice[]
  /** Preselected booking (from a booking's "Record result"). */
  initialBookingId?: string
  /** The players to start from (an open match's line-up). */
  initialPlayers?: Pick<LineUp, 'partner' | 'opponent1' | 'opponent2'>
  onDone: () => void
}

/**
 * Booking, format, players and score. Queued through the outbox (works offline); the other team is asked
 * to confirm once it reaches the server, and ratings move only then.
 */
export function RecordResultForm({ me, bookings, known, initialBookingId, initialPlayers, onDone }: RecordResultFormProps) {
  const [values, setValues] = useState<ReportFormValues>({
    bookingId: initialBookingId ?? bookings[0]?.id ?? '',
    format: 'doubles',
    partner: initialPlayers?.partner ?? null,
    opponent1: initialPlayers?.opponent1 ?? null,
    opponent2: initialPlayers?.opponent2 ?? null,
    sets: [
      { mine: '', theirs: '' },
      { mine: '', theirs: '' },
    ],
  })
  const [errors, setErrors] = useState<ReportErrors>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'sets' ? { setIndex: undefined } : {}) }))
  }
  const doubles = values.format === 'doubles'
  const chosen = [values.partner, values.opponent1, values.opponent2].filter((p): p is PlayerChoice => p !== null).map((p) => p.id)
  const excludeFor = (own: PlayerChoice | null) => [me.id, ...chosen.filter((id) => id !== own?.id)]

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setProblem(null)
    const checked = checkReport(values, me)
    if (!checked.ok) return setErrors(checked.errors)
    const booking = bookings.find((b) => b.id === checked.report.bookingId)
    setBusy(true)
    try {
      await queueMatchReport({
        team1: checked.report.team1,
        team2: checked.report.team2,
        sets: checked.report.sets,
        bookingId: checked.report.bookingId,
        playedAt: booking ? bookingStart(booking)?.toISOString() ?? null : null,
        clubId: booking?.club_id ?? null,
      })
      onDone()
    } catch (err) {
      setProblem(errorText(err, m.matches_result_save_failed()))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={m.matches_record_result()} className={css({ display: 'flex', flexDirection: 'column', minH: '0', flex: '1' })}>
      {/* The form is taller than a phone screen: the fields scroll, the buttons stay. */}
      <Dialog.Body className={css({ gap: '5', overflowY: 'auto' })}>
        <BookingSelect bookings={bookings} value={values.bookingId} onChange={(id) => set('bookingId', id)} error={errors.bookingId} />
        <FormatChoice value={values.format} onChange={(f) => set('format', f)} />
        {doubles ? (
          <PlayerPicker
            label={m.matches_your_partner()}
            name="partner"
            value={values.partner}
            onChange={(p) => set('partner', p)}
            exclude={excludeFor(values.partner)}
            known={known}
            error={errors.partner}
          />
        ) : null}
        <PlayerPicker
          label={doubles ? m.matches_opponent_1() : m.matches_opponent()}
          name="opponent1"
          value={values.opponent1}
          onChange={(p) => set('opponent1', p)}
          exclude={excludeFor(values.opponent1)}
          known={known}
          error={errors.opponent1}
        />
        {doubles ? (
          <PlayerPicker
            label={m.matches_opponent_2()}
            name="opponent2"
            value={values.opponent2}
            onChange={(p) => set('opponent2', p)}
            exclude={excludeFor(values.opponent2)}
            known={known}
            error={errors.opponent2}
          />
        ) : null}
        <SetsField sets={values.sets} onChange={(s) => set('sets', s)} error={errors.sets} errorSet={errors.setIndex} />
        <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.matches_confirm_note()}</p>
        {problem ? (
          <p role="alert" className={css({ color: 'fg.error', textStyle: 'sm', fontWeight: 'medium' })}>
            {problem}
          </p>
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" disabled={busy} onClick={onDone}>
          {m.matches_cancel()}
        </Button>
        <Button type="submit" loading={busy} loadingText={m.matches_saving()}>
          {m.matches_record_submit()}
        </Button>
      </Dialog.Footer>
    </form>
  )
}
