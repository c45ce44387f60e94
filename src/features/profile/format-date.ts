import { formatInstantDate } from '~/lib/club-time'

/** The day the account was made, in the app's one date format ("Wed 4 Mar 2026"); '' for a missing or unparseable value. */
export function formatJoinedDate(iso: string | null | undefined): string {
  return formatInstantDate(iso)
}
