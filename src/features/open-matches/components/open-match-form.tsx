import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { EmptyState } from '~/components/empty-state'
import { BallIcon } from '~/components/icons'
import { NativeSelect } from '~/components/native-select'
import { PlayerPicker } from '~/components/player-picker/player-picker'
import { Button } from '~/components/ui/button'
import { useClubs, useMyBookings, useMyLevel, useMyOpenMatches, useSyncStatus } from '~/db/queries'
import type { MatchCategory } from '~/db/types'
import { useSession } from '~/db/use-session'
import { errorText } from '~/i18n/server-words'
import { formatBookingDate } from '~/lib/club-time'
import { formatMoney } from '~/lib/money'
import type { PlayerChoice } from '~/lib/search-players'
import { notify } from '~/lib/toast'
import { openMatch, splitBooking } from '../api/open-match'
import { CATEGORIES } from '../lib/filters'
import { splitShares } from '../lib/share'
import { LEVEL_CEILING, LEVEL_FLOOR, NOTE_MAX, OpenMatchArgs, SplitBookingArgs, levelRangeAround } from '../schemas/open-match'
import { categoryLabel, splitSharesText } from './match-text'
import { useKnownPlayers } from './use-known-players'
import { m } from '~/i18n/member'

const field = css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm' })
const box = css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default' })

/**
 * "Make it an open match or split it" for one of the player's bookings: an open match (levels, kind, category,
 * places, partners and a note) or a split booking (the players who pay a share each, the kind and a note).
 */
export function OpenMatchForm({ bookingId }: { bookingId: string }) {
  const bookings = useMyBookings()
  const mine = useMyOpenMatches()
  const level = useMyLevel()
  const clubs = useClubs()
  if (bookings === undefined || mine === undefined || level === undefined) return <p className={css({ color: 'fg.muted' })}>{m.openmatches_loading()}</p>
  const already = mine.find((x) => x.booking_id === bookingId)
  if (already) {
    return (
      <EmptyState icon={BallIcon} title={m.openmatches_already_open()}>
        <Link to="/matches/$matchId" params={{ matchId: already.id }} className={css({ fontWeight: 'semibold', color: 'court.plain.fg', textDecoration: 'underline' })}>
          {m.openmatches_view()}
        </Link>
      </EmptyState>
    )
  }
  const booking = bookings.find((b) => b.id === bookingId && b.status === 'confirmed' && b.syncState === 'synced')
  if (!booking) return <EmptyState icon={BallIcon} title={m.openmatches_booking_missing()} />
  return (
    <Form
      bookingId={booking.id}
      summary={m.openmatches_open_intro({ number: booking.court_number, date: formatBookingDate(booking.date), slot: booking.slot_label, club: booking.club_name })}
      rating={level ?? 1500}
      price={Number(booking.price)}
      currency={booking.currency}
      // The club's cut-off, from this device's copy of its rules (said by name until the clubs are synced).
      cutoffHours={clubs?.find((c) => c.id === booking.club_id)?.match_cutoff_hours ?? null}
    />
  )
}

/** What the booking becomes: a listed open match, or a split booking among the booker's own players. */
type Make = 'open' | 'split'

const SPLIT_PROBLEMS: Record<string, () => string> = {
  players_count: () => m.openmatches_split_players_required(),
  players_twice: () => m.openmatches_split_players_twice(),
  players_self: () => m.openmatches_split_players_self(),
}

function Form({
  bookingId,
  summary,
  rating,
  price,
  currency,
  cutoffHours,
}: {
  bookingId: string
  summary: string
  rating: number
  price: number
  currency: string
  cutoffHours: number | null
}) {
  const { user } = useSession()
  const { online } = useSyncStatus()
  const navigate = useNavigate()
  const known = useKnownPlayers(user?.id ?? null)
  const start = useMemo(() => levelRangeAround(rating), [rating])
  const [levelMin, setLevelMin] = useState(start.min)
  const [levelMax, setLevelMax] = useState(start.max)
  const [competitive, setCompetitive] = useState(true)
  const [category, setCategory] = useState<MatchCategory>('open')
  const [places, setPlaces] = useState(3)
  const [partners, setPartners] = useState<(PlayerChoice | null)[]>([null, null])
  const [make, setMake] = useState<Make>('open')
  const [splitPlayers, setSplitPlayers] = useState<(PlayerChoice | null)[]>([null, null, null])
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const named = partners.slice(0, 3 - places)
  const picked = named.filter((p): p is PlayerChoice => p !== null).map((p) => p.id)
  const splitPicked = splitPlayers.filter((p): p is PlayerChoice => p !== null).map((p) => p.id)
  const splitText = splitSharesText(price, currency, splitPicked.length, cutoffHours)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setProblem(null)
    if (make === 'split') {
      const split = v.safeParse(SplitBookingArgs, { bookingId, organiserId: user?.id ?? '', competitive, note: note.trim() || null, players: splitPicked })
      if (!split.success) {
        setProblem((SPLIT_PROBLEMS[split.issues[0].message] ?? SPLIT_PROBLEMS.players_count)())
        return
      }
      await send(() => splitBooking(split.output))
      return
    }
    const parsed = v.safeParse(OpenMatchArgs, {
      bookingId,
      levelMin,
      levelMax,
      competitive,
      category,
      places,
      note: note.trim() || null,
      players: picked,
    })
    if (!parsed.success) {
      setProblem(parsed.issues[0].message === 'level_order' ? m.openmatches_level_order() : m.openmatches_partner_required())
      return
    }
    await send(() => openMatch(parsed.output))
  }

  async function send(call: () => ReturnType<typeof openMatch>) {
    setBusy(true)
    try {
      const answer = await call()
      if (answer.status !== 'opened') {
        setProblem(answer.message)
        return
      }
      notify.success(answer.message)
      const id = (answer.match as { id?: unknown } | undefined)?.id
      await navigate(typeof id === 'string' ? { to: '/matches/$matchId', params: { matchId: id } } : { to: '/matches' })
    } catch (err) {
      setProblem(errorText(err, m.openmatches_failed()))
    } finally {
      setBusy(false)
    }
  }

  const kindChoice = (
    <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', textStyle: 'sm' })}>
      <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{m.openmatches_match_type()}</legend>
      <label className={css({ display: 'flex', gap: '1.5', alignItems: 'center' })}>
        <input type="radio" name="competitive" checked={competitive} onChange={() => setCompetitive(true)} />
        {m.openmatches_competitive_hint()}
      </label>
      <label className={css({ display: 'flex', gap: '1.5', alignItems: 'center' })}>
        <input type="radio" name="competitive" checked={!competitive} onChange={() => setCompetitive(false)} />
        {m.openmatches_friendly_hint()}
      </label>
    </fieldset>
  )
  const mine = splitShares(price, Math.max(1, splitPicked.length))?.mine ?? null

  return (
    <form onSubmit={submit} noValidate aria-label={m.openmatches_share_title()} className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'xl' })}>
      <p>{summary}</p>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2', textStyle: 'sm' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '1' })}>{m.openmatches_make_legend()}</legend>
        {(
          [
            ['open', m.openmatches_make_open(), m.openmatches_make_open_hint()],
            ['split', m.openmatches_make_split(), m.openmatches_make_split_hint()],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className={css({ display: 'flex', gap: '2', alignItems: 'baseline' })}>
            <input
              type="radio"
              name="make"
              value={value}
              checked={make === value}
              disabled={busy}
              onChange={() => {
                setMake(value)
                setProblem(null)
              }}
              aria-describedby={`make-${value}-hint`}
            />
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <span className={css({ fontWeight: 'medium' })}>{label}</span>
              <span id={`make-${value}-hint`} className={css({ color: 'fg.muted' })}>
                {hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {make === 'open' ? (
        <>
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_your_level({ level: Math.round(rating) })}</p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <label className={field}>
              {m.openmatches_level_min()}
              <input className={box} type="number" inputMode="numeric" step={50} min={LEVEL_FLOOR} max={LEVEL_CEILING} value={levelMin} onChange={(e) => setLevelMin(Number(e.target.value))} />
            </label>
            <label className={field}>
              {m.openmatches_level_max()}
              <input className={box} type="number" inputMode="numeric" step={50} min={LEVEL_FLOOR} max={LEVEL_CEILING} value={levelMax} onChange={(e) => setLevelMax(Number(e.target.value))} />
            </label>
          </div>
          {kindChoice}
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <label className={field}>
              {m.openmatches_filter_category()}
              <NativeSelect value={category} onChange={(e) => setCategory(e.target.value as MatchCategory)}>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {categoryLabel(c)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className={field}>
              {m.openmatches_places_open()}
              <NativeSelect value={places} onChange={(e) => setPlaces(Number(e.target.value))}>
                {[3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {m.openmatches_places_count({ count: n })}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>
          {named.map((partner, i) => (
            <PlayerPicker
              key={i}
              label={i === 0 ? m.openmatches_partner() : m.openmatches_second_partner()}
              name={`partner-${i}`}
              value={partner}
              onChange={(p) => setPartners((list) => list.map((x, j) => (j === i ? p : x)))}
              exclude={[...(user ? [user.id] : []), ...picked.filter((id) => id !== partner?.id)]}
              known={known}
              disabled={busy}
            />
          ))}
        </>
      ) : (
        <>
          {kindChoice}
          <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_split_players_hint()}</p>
          {splitPlayers.map((player, i) => (
            <PlayerPicker
              key={i}
              label={m.openmatches_split_player({ number: i + 1 })}
              name={`split-player-${i}`}
              value={player}
              onChange={(p) => setSplitPlayers((list) => list.map((x, j) => (j === i ? p : x)))}
              exclude={[...(user ? [user.id] : []), ...splitPicked.filter((id) => id !== player?.id)]}
              known={known}
              disabled={busy}
            />
          ))}
          {splitText ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', borderRadius: 'l2', bg: 'bg.subtle', textStyle: 'sm' })}>
              <p>{splitText}</p>
              {mine !== null ? <p className={css({ fontWeight: 'semibold' })}>{m.openmatches_share_of({ amount: formatMoney(mine, currency) })}</p> : null}
            </div>
          ) : null}
        </>
      )}
      <label className={field}>
        {m.openmatches_note_label()}
        <textarea
          value={note}
          maxLength={NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          className={css({ p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2', bg: 'bg.default' })}
        />
        <span className={css({ textStyle: 'xs', color: 'fg.muted' })}>{m.openmatches_chars_used({ used: note.length, max: NOTE_MAX })}</span>
      </label>
      {!online ? <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted' })}>{m.openmatches_online_only()}</p> : null}
      {problem ? (
        <p role="alert" className={css({ color: 'fg.error' })}>
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={busy} disabled={busy || !online}>
          {make === 'split' ? m.openmatches_split_submit() : m.openmatches_open_submit()}
        </Button>
      </div>
    </form>
  )
}
