import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'
import type { StaffClub } from '../../api/staff-clubs'
import type { CreateTournamentValues } from '../../schemas/create-tournament'

/** A sensible start: a weekend-long knockout two weeks out, registration closing two days before, 16 teams. */
export function defaultValues(club: StaffClub | undefined, now: Date = new Date()): CreateTournamentValues {
  const today = club ? new TZDate(now.getTime(), club.time_zone) : now
  const day = (n: number) => format(addDays(today, n), 'yyyy-MM-dd')
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
