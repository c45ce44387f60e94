import { format } from 'date-fns'
import { addDaysIso, todayInZone } from '~/lib/club-time'
import type { StaffClub } from '~/lib/staff-clubs'
import type { CreateTournamentValues } from '../../schemas/create-tournament'

/** A sensible start: a weekend-long knockout two weeks out, registration closing two days before, 16 teams. */
export function defaultValues(club: StaffClub | undefined, now: Date = new Date()): CreateTournamentValues {
  const today = club ? todayInZone(club.time_zone, now) : format(now, 'yyyy-MM-dd')
  const day = (n: number) => addDaysIso(today, n)
  return {
    clubId: club?.id ?? '',
    name: '',
    format: 'knockout',
    startsOn: day(14),
    endsOn: day(15),
    closesAt: `${day(12)}T20:00`,
    entryFee: '20',
    maxTeams: '16',
    levelMin: '',
    levelMax: '',
    description: '',
  }
}
