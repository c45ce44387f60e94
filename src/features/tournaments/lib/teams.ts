import type { TournamentDetail, TournamentEntry } from '~/db/types'

/** "Ana Gil / Leo Ortiz": a pair as one name. */
export function teamName(entry: Pick<TournamentEntry, 'players'>): string {
  return entry.players.map((p) => p.name).join(' / ')
}

/** Entry id → entry, for drawing matches. */
export function entryIndex(detail: Pick<TournamentDetail, 'entries'>): Map<string, TournamentEntry> {
  return new Map(detail.entries.map((e) => [e.id, e]))
}

/** Registered teams by seed (seeded ones first), then by rating: the order of the draw. */
export function registeredEntries(entries: readonly TournamentEntry[]): TournamentEntry[] {
  return entries
    .filter((e) => e.status === 'registered')
    .sort((a, b) => (a.seed ?? Infinity) - (b.seed ?? Infinity) || b.average_rating - a.average_rating || teamName(a).localeCompare(teamName(b)))
}
