import { useCallback, useEffect, useState } from 'react'
import { m } from '~/i18n/staff'
import { css } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { DateInput } from '~/components/date-input'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { useDesk, useDeskDay, useSyncStatus } from '~/db/queries'
import { refreshPull } from '~/db/sync/engine'
import { formatDateTime } from '~/lib/time-format'
import type { CellBooking, ClubDay, DayCell } from './api/club-day'
import { fetchClubWeek, type ClubWeek } from './api/club-week'
import { addDaysIso as addDays } from '~/lib/club-time'
import { useLoaded } from '~/lib/use-loaded'
import { dayLabel } from './lib/day-grid'
import { BlockPanel } from './block-panel'
import { CellDialog } from './cell-dialog'
import { DayGrid } from './day-grid'
import { MoveDialog } from './move-dialog'
import { WeekView } from './week-view'

function keptAt(iso: string): string {
  return formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
}

type View = 'day' | 'week'

/** The club's bookings: a day's courts × slots grid with the desk's actions, and a week of occupancy. */
export function BookingsScreen() {
  const { clubs, club } = useClubChoice()
  // The date shown is one club's: a change of club in the top bar opens the next club on its own today.
  const [picked, setPicked] = useState<{ clubId: string; date: string } | null>(null)
  const date = picked && picked.clubId === club?.id ? picked.date : null
  const setDate = (next: string) => club && setPicked({ clubId: club.id, date: next })
  const [view, setView] = useState<View>('day')
  const [open, setOpen] = useState<DayCell | null>(null)
  const [blocking, setBlocking] = useState(false)
  // A move under way: the booking and where it is now, for one club; its new cell is chosen on the grid.
  const [moving, setMoving] = useState<{ clubId: string; booking: CellBooking; from: string } | null>(null)
  const [moveTo, setMoveTo] = useState<DayCell | null>(null)
  const move = moving && moving.clubId === club?.id ? moving : null
  const stopMoving = useCallback(() => (setMoving(null), setMoveTo(null)), [])
  // Escape ends the move, as it closes a dialog; with the last step's dialog open, Escape is the dialog's.
  useEffect(() => {
    if (!move || moveTo) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && stopMoving()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [move, moveTo, stopMoving])
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  // The club's today comes with its dashboard, kept on the device like the days of the grid: the desk opens
  // on today's grid with the Wi-Fi down.
  const { online } = useSyncStatus()
  const desk = useDesk(club?.id)
  const deskFetch = useLoaded<string>(club ? `desk/${club.id}/${online}` : null, () => refreshPull('desk-dashboard', club!.id), 0)
  const shown = date ?? desk?.dashboard.today ?? null
  const dayKey = club && shown && view === 'day' ? `day/${club.id}/${shown}` : null
  const weekKey = club && shown && view === 'week' ? `week/${club.id}/${shown}` : null
  const kept = useDeskDay(club?.id, view === 'day' ? shown : null)
  const dayFetch = useLoaded<string>(
    dayKey ? `${dayKey}/${online}` : null,
    () => refreshPull('desk-day', { clubId: club!.id, date: shown! }),
    version,
  )
  const week = useLoaded<ClubWeek>(weekKey, () => fetchClubWeek(club!.id, shown!), version)
  const dayData: ClubDay | null = kept ? { ...kept.day, cells: kept.cells } : null
  const clubToday = dayData?.club.today ?? desk?.dashboard.today ?? null
  const fetched = (f: typeof dayFetch) => (f && 'data' in f ? f.data : null)
  const offlineNote = kept && (!online || fetched(dayFetch) === 'offline') ? kept.fetchedAt : null

  const error =
    clubs.status === 'error' ? clubs.message
    : clubs.status === 'ready' && !club ? m.desk_no_club()
    : desk === null && fetched(deskFetch) === 'offline' ? m.desk_no_desk_copy()
    : desk === null && fetched(deskFetch) === 'error' ? m.desk_desk_failed()
    : view === 'day' && kept === null && fetched(dayFetch) === 'offline' ? m.desk_no_day_copy()
    : view === 'day' && kept === null && fetched(dayFetch) === 'error' ? m.desk_day_failed()
    : view === 'week' && week && 'error' in week ? week.error
    : null

  return (
    <>
      <PageHeader
        title={m.desk_bookings_title()}
        description={club ? m.desk_bookings_description({ club: club.name }) : m.desk_bookings_description_any()}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mb: '4' })}>
        <nav aria-label={m.desk_dates()} className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
          <Button variant="outline" size="sm" disabled={!shown} onClick={() => shown && setDate(addDays(shown, view === 'week' ? -7 : -1))}>
            {view === 'week' ? m.desk_previous_week() : m.desk_previous_day()}
          </Button>
          <Button variant="outline" size="sm" disabled={!clubToday || shown === clubToday} onClick={() => clubToday && setDate(clubToday)}>
            {m.desk_today()}
          </Button>
          <Button variant="outline" size="sm" disabled={!shown} onClick={() => shown && setDate(addDays(shown, view === 'week' ? 7 : 1))}>
            {view === 'week' ? m.desk_next_week() : m.desk_next_day()}
          </Button>
          <DateInput label={m.desk_date()} className={css({ w: '13rem' })} value={shown ?? ''} onChange={(date) => date && setDate(date)} />
        </nav>
        <div role="group" aria-label={m.desk_view()} className={css({ display: 'flex', gap: '1' })}>
          <Button size="sm" variant={view === 'day' ? 'solid' : 'outline'} aria-pressed={view === 'day'} onClick={() => setView('day')}>
            {m.desk_day()}
          </Button>
          <Button size="sm" variant={view === 'week' ? 'solid' : 'outline'} aria-pressed={view === 'week'} onClick={() => setView('week')}>
            {m.desk_week()}
          </Button>
        </div>
        {dayData && view === 'day' ? (
          <Button size="sm" variant="outline" className={css({ ml: { md: 'auto' } })} onClick={() => setBlocking(true)}>
            {m.desk_block_courts()}
          </Button>
        ) : null}
      </div>
      <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })} aria-live="polite">
        {shown ? (view === 'week' ? m.desk_week_of({ day: dayLabel(shown) }) : dayLabel(shown)) : ''}
      </h2>
      {error ? (
        <p role="alert" className={css({ color: 'red.plain.fg' })}>
          {m.desk_bookings_failed({ error })}
        </p>
      ) : view === 'day' ? (
        dayData ? (
          <>
            {offlineNote ? (
              <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })}>
                {m.desk_day_offline({ at: keptAt(offlineNote) })}
              </p>
            ) : null}
            {move ? (
              <div role="status" className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '3', px: '4', py: '3', borderRadius: 'l3', bg: 'ball.subtle.bg', color: 'ball.subtle.fg' })}>
                <p className={css({ fontWeight: 'medium' })}>{m.desk_move_choose({ who: move.booking.name, from: move.from })}</p>
                <Button size="sm" variant="outline" onClick={stopMoving}>
                  {m.desk_move_stop()}
                </Button>
              </div>
            ) : null}
            <DayGrid
              day={dayData}
              moving={move ? { bookingId: move.booking.id } : null}
              onOpen={(cell) => (move ? setMoveTo(cell) : setOpen(cell))}
            />
          </>
        ) : (
          <p className={css({ color: 'fg.muted' })}>{m.desk_loading_day()}</p>
        )
      ) : week && 'data' in week ? (
        <>
          <p className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })}>
            {m.desk_week_explained()}
          </p>
          <WeekView week={week.data} onDay={(d) => (setDate(d), setView('day'))} />
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{m.desk_loading_week()}</p>
      )}
      {dayData && open ? (
        <CellDialog
          key={`${open.court_id}/${open.slot_id}`}
          day={dayData}
          cell={open}
          onClose={() => setOpen(null)}
          onChanged={reload}
          onMove={(booking, from) => club && setMoving({ clubId: club.id, booking, from })}
        />
      ) : null}
      {dayData && move && moveTo ? (
        <MoveDialog
          key={`${dayData.date}/${moveTo.court_id}/${moveTo.slot_id}`}
          booking={move.booking}
          from={move.from}
          day={dayData}
          to={moveTo}
          onBack={() => setMoveTo(null)}
          onDone={() => (stopMoving(), reload())}
        />
      ) : null}
      {dayData && blocking ? (
        <Dialog.Root open onOpenChange={(e) => !e.open && setBlocking(false)}>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content style={{ maxWidth: '40rem' }}>
              <Dialog.Header>
                <Dialog.Title>{m.desk_block_courts()}</Dialog.Title>
                <Dialog.Description>{m.desk_block_description()}</Dialog.Description>
              </Dialog.Header>
              <Dialog.Body>
                <BlockPanel
                  day={dayData}
                  start={{ courtIds: [], slotIds: [], date: dayData.date < dayData.club.today ? dayData.club.today : dayData.date }}
                  onDone={() => (reload(), setBlocking(false))}
                  onBack={() => setBlocking(false)}
                />
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      ) : null}
    </>
  )
}
