import { useCallback, useState } from 'react'
import { css } from 'styled-system/css'
import { useClubChoice } from '~/components/club-choice/club-choice'
import { DateInput } from '~/components/date-input'
import { PageHeader } from '~/components/page-header'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'
import { useDesk, useDeskDay, useSyncStatus } from '~/db/queries'
import { refreshDesk, refreshDeskDay } from '~/db/sync/engine'
import { formatDateTime } from '~/lib/time-format'
import type { ClubDay, DayCell } from '../api/club-day'
import { fetchClubWeek, type ClubWeek } from '../api/club-week'
import { addDaysIso as addDays } from '~/lib/club-time'
import { useLoaded } from '~/lib/use-loaded'
import { dayLabel } from '../lib/day-grid'
import { BlockPanel } from './block-panel'
import { CellDialog } from './cell-dialog'
import { DayGrid } from './day-grid'
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
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((n) => n + 1), [])
  // The club's today comes with its dashboard, kept on the device like the days of the grid: the desk opens
  // on today's grid with the Wi-Fi down.
  const { online } = useSyncStatus()
  const desk = useDesk(club?.id)
  const deskFetch = useLoaded<string>(club ? `desk/${club.id}/${online}` : null, () => refreshDesk(club!.id), 0)
  const shown = date ?? desk?.dashboard.today ?? null
  const dayKey = club && shown && view === 'day' ? `day/${club.id}/${shown}` : null
  const weekKey = club && shown && view === 'week' ? `week/${club.id}/${shown}` : null
  const kept = useDeskDay(club?.id, view === 'day' ? shown : null)
  const dayFetch = useLoaded<string>(dayKey ? `${dayKey}/${online}` : null, () => refreshDeskDay(club!.id, shown!), version)
  const week = useLoaded<ClubWeek>(weekKey, () => fetchClubWeek(club!.id, shown!), version)
  const dayData: ClubDay | null = kept ? { ...kept.day, cells: kept.cells } : null
  const clubToday = dayData?.club.today ?? desk?.dashboard.today ?? null
  const fetched = (f: typeof dayFetch) => (f && 'data' in f ? f.data : null)
  const offlineNote = kept && (!online || fetched(dayFetch) === 'offline') ? kept.fetchedAt : null

  const error =
    clubs.status === 'error' ? clubs.message
    : clubs.status === 'ready' && !club ? 'You are not staff of any club yet.'
    : desk === null && fetched(deskFetch) === 'offline' ? 'You are offline and this device has no copy of the desk yet.'
    : desk === null && fetched(deskFetch) === 'error' ? 'The desk could not be loaded. Please try again.'
    : view === 'day' && kept === null && fetched(dayFetch) === 'offline' ? 'You are offline and this device has no copy of this day (it keeps today and the next two days).'
    : view === 'day' && kept === null && fetched(dayFetch) === 'error' ? 'This day could not be loaded. Please try again.'
    : view === 'week' && week && 'error' in week ? week.error
    : null

  return (
    <>
      <PageHeader
        title="Bookings"
        description={club ? `${club.name}: courts and time slots, on the club's clock.` : "Your club's bookings."}
      />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end', mb: '4' })}>
        <nav aria-label="Dates" className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}>
          <Button variant="outline" size="sm" disabled={!shown} onClick={() => shown && setDate(addDays(shown, view === 'week' ? -7 : -1))}>
            {view === 'week' ? 'Previous week' : 'Previous day'}
          </Button>
          <Button variant="outline" size="sm" disabled={!clubToday || shown === clubToday} onClick={() => clubToday && setDate(clubToday)}>
            Today
          </Button>
          <Button variant="outline" size="sm" disabled={!shown} onClick={() => shown && setDate(addDays(shown, view === 'week' ? 7 : 1))}>
            {view === 'week' ? 'Next week' : 'Next day'}
          </Button>
          <DateInput label="Date" className={css({ w: '13rem' })} value={shown ?? ''} onChange={(date) => date && setDate(date)} />
        </nav>
        <div role="group" aria-label="View" className={css({ display: 'flex', gap: '1' })}>
          <Button size="sm" variant={view === 'day' ? 'solid' : 'outline'} aria-pressed={view === 'day'} onClick={() => setView('day')}>
            Day
          </Button>
          <Button size="sm" variant={view === 'week' ? 'solid' : 'outline'} aria-pressed={view === 'week'} onClick={() => setView('week')}>
            Week
          </Button>
        </div>
        {dayData && view === 'day' ? (
          <Button size="sm" variant="outline" className={css({ ml: { md: 'auto' } })} onClick={() => setBlocking(true)}>
            Block courts
          </Button>
        ) : null}
      </div>
      <h2 className={css({ textStyle: 'lg', fontWeight: 'semibold', mb: '3' })} aria-live="polite">
        {shown ? (view === 'week' ? `Week of ${dayLabel(shown)}` : dayLabel(shown)) : ''}
      </h2>
      {error ? (
        <p role="alert" className={css({ color: 'red.plain.fg' })}>
          The bookings could not be loaded: {error}
        </p>
      ) : view === 'day' ? (
        dayData ? (
          <>
            {offlineNote ? (
              <p role="status" className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })}>
                Offline: showing this day as of {keptAt(offlineNote)}. Check-ins, no-shows and bookings for members and walk-ins are kept on this
                device and sent when the connection is back; other changes need a connection.
              </p>
            ) : null}
            <DayGrid day={dayData} onOpen={setOpen} />
          </>
        ) : (
          <p className={css({ color: 'fg.muted' })}>Loading the day…</p>
        )
      ) : week && 'data' in week ? (
        <>
          <p className={css({ textStyle: 'sm', color: 'fg.muted', mb: '2' })}>
            Booked of bookable court-slots. Bookable counts the opening hours and the courts in service, without closure days and blocks.
          </p>
          <WeekView week={week.data} onDay={(d) => (setDate(d), setView('day'))} />
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>Loading the week…</p>
      )}
      {dayData && open ? <CellDialog key={`${open.court_id}/${open.slot_id}`} day={dayData} cell={open} onClose={() => setOpen(null)} onChanged={reload} /> : null}
      {dayData && blocking ? (
        <Dialog.Root open onOpenChange={(e) => !e.open && setBlocking(false)}>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content style={{ maxWidth: '40rem' }}>
              <Dialog.Header>
                <Dialog.Title>Block courts</Dialog.Title>
                <Dialog.Description>One slot, every day of a range, or weekly until a date.</Dialog.Description>
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
